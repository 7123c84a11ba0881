import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';
import { stringParams } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_app/robot')({
  // highlight: the bot just saved; status, kind, web: the list's filters.
  validateSearch: (search: Record<string, unknown>) => stringParams(search, ['highlight', 'status', 'kind', 'web']),
  loader: () => loadNamespaces('bots', 'catalogue'),
  component: lazyScreen('bots/robot-list', () => import('../../features/bots/robot-list.tsx'), 'RobotListPage'),
});
