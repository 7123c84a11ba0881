import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_app/alarm')({
  loader: () => loadNamespaces('alarms'),
  component: lazyScreen('alarms/alarm-list', () => import('../../features/alarms/alarm-list.tsx'), 'AlarmListPage'),
});
