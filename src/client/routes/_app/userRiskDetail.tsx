import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';
import { stringParams } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_app/userRiskDetail')({
  validateSearch: (search: Record<string, unknown>) => stringParams(search, ['id']),
  loader: () => loadNamespaces('trading'),
  component: lazyScreen('trading/risk-user-detail', () => import('../../features/trading/risk-user-detail.tsx'), 'RiskUserDetailPage'),
});
