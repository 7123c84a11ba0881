import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_app/stocks')({
  loader: () => loadNamespaces('trading'),
  component: lazyScreen('trading/manual-trading', () => import('../../features/trading/manual-trading.tsx'), 'ManualTradingPage'),
});
