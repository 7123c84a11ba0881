import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_app/record')({
  loader: () => loadNamespaces('trading'),
  component: lazyScreen(
    'trading/transaction-history',
    () => import('../../features/trading/transaction-history.tsx'),
    'TransactionHistoryPage',
  ),
});
