import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_public/agreement')({
  staticData: { openToAll: true },
  loader: () => loadNamespaces('legal'),
  component: lazyScreen('public-site/agreement-page', () => import('../../features/public-site/agreement-page.tsx'), 'AgreementPage'),
});
