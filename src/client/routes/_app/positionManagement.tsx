import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_app/positionManagement')({
  loader: () => loadNamespaces('trading'),
  component: lazyScreen(
    'trading/position-management',
    () => import('../../features/trading/position-management.tsx'),
    'PositionManagementPage',
  ),
});
