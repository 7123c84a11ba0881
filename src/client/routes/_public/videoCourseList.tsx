import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_public/videoCourseList')({
  staticData: { openToAll: true },
  loader: () => loadNamespaces('tutorials'),
  component: lazyScreen(
    'tutorials/video-course-list',
    () => import('../../features/tutorials/video-course-list.tsx'),
    'VideoCourseListPage',
  ),
});
