import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';
import { stringParams } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_app/addrobot')({
  validateSearch: (search: Record<string, unknown>) => stringParams(search, ['id', 'type']),
  loader: () => loadNamespaces('bots', 'catalogue', 'messages'),
  component: lazyScreen('bots/add-robot', () => import('../../features/bots/add-robot.tsx'), 'AddRobotPage'),
});
