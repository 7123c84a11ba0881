import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_app/realTimeData')({
  loader: () => loadNamespaces('data'),
  component: lazyScreen('data/real-time-assets', () => import('../../features/data/real-time-assets.tsx'), 'RealTimeAssetsPage'),
});
