import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_app/data')({
  loader: () => loadNamespaces('data'),
  component: lazyScreen('data/analytics', () => import('../../features/data/analytics.tsx'), 'AnalyticsPage'),
});
