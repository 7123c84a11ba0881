import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';
import { oneOf } from '../../lib/search-params.ts';
import { VIDEO_TOPICS, type VideoTopic } from '../../../shared/catalogue/video-topics.ts';

export const Route = createFileRoute('/_app/videoCourse')({
  validateSearch: (search: Record<string, unknown>): { lesson?: VideoTopic } => {
    const lesson = oneOf(search.lesson, VIDEO_TOPICS);
    return lesson ? { lesson } : {};
  },
  loader: () => loadNamespaces('tutorials'),
  component: lazyScreen('tutorials/video-course', () => import('../../features/tutorials/video-course.tsx'), 'VideoCoursePage'),
});
