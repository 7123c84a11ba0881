import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_app/renew')({
  loader: () => loadNamespaces('billing'),
  component: lazyScreen('billing/renew', () => import('../../features/billing/renew.tsx'), 'RenewPage'),
});
