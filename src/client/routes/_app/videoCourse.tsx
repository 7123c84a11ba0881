import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_app/videoCourse')({
  loader: () => loadNamespaces('tutorials'),
  component: lazyScreen('tutorials/video-course', () => import('../../features/tutorials/video-course.tsx'), 'VideoCoursePage'),
});
