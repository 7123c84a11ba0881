import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';
import { oneOf } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_app/course')({
  validateSearch: (search: Record<string, unknown>) => ({ ...(oneOf(search.tab, ['guide'] as const) ? { tab: 'guide' as const } : {}) }),
  loader: () => loadNamespaces('tutorials'),
  component: lazyScreen('tutorials/course', () => import('../../features/tutorials/course.tsx'), 'CoursePage'),
});
