import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_public/problem')({
  staticData: { openToAll: true },
  loader: () => loadNamespaces('faq'),
  component: lazyScreen('public-site/faq-page', () => import('../../features/public-site/faq-page.tsx'), 'FaqPage'),
});
