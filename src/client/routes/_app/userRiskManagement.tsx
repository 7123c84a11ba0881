import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_app/userRiskManagement')({
  loader: () => loadNamespaces('trading'),
  component: lazyScreen('trading/risk-users', () => import('../../features/trading/risk-users.tsx'), 'RiskUsersPage'),
});
