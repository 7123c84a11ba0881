import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';
import { oneOf } from '../../lib/search-params.ts';
import { VIDEO_TOPICS, type VideoTopic } from '../../../shared/catalogue/video-topics.ts';

export const Route = createFileRoute('/_public/videoCourseList')({
  validateSearch: (search: Record<string, unknown>): { lesson?: VideoTopic } => {
    const lesson = oneOf(search.lesson, VIDEO_TOPICS);
    return lesson ? { lesson } : {};
  },
  staticData: { openToAll: true },
  loader: () => loadNamespaces('tutorials'),
  component: lazyScreen(
    'tutorials/video-course-list',
    () => import('../../features/tutorials/video-course-list.tsx'),
    'VideoCourseListPage',
  ),
});
