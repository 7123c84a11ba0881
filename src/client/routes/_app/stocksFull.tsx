import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_app/stocksFull')({
  loader: () => loadNamespaces('trading'),
  component: lazyScreen('trading/market-view', () => import('../../features/trading/market-view.tsx'), 'MarketViewPage'),
});
