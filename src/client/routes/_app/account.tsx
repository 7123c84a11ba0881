import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_app/account')({
  loader: () => loadNamespaces('exchange'),
  component: lazyScreen(
    'exchange-accounts/exchange-accounts-page',
    () => import('../../features/exchange-accounts/exchange-accounts-page.tsx'),
    'ExchangeAccountsPage',
  ),
});
