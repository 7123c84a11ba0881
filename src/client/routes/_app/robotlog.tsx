import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';
import { stringParams } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_app/robotlog')({
  validateSearch: (search: Record<string, unknown>) => stringParams(search, ['web', 'exchange', 'searchValue']),
  loader: () => loadNamespaces('bots', 'catalogue'),
  component: lazyScreen('bots/robot-log', () => import('../../features/bots/robot-log.tsx'), 'RobotLogPage'),
});
