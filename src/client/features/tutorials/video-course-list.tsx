// /videoCourseList: the video tutorial list, open to anyone.
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { PublicPage } from '../../components/public-page.tsx';
import { VideoLessons } from './video-topics.tsx';

export function VideoCourseListPage() {
  const { t } = useTranslation('tutorials');
  const { lesson } = useSearch({ from: '/_public/videoCourseList' });
  return (
    <PublicPage width="max-w-7xl" title={t('videos.title')} subtitle={t('videos.subtitle')}>
      <div className="mt-8">
        <VideoLessons lesson={lesson} path="/videoCourseList" />
      </div>
    </PublicPage>
  );
}
