// /videoCourseList: the video tutorial list, open to anyone.
import { useTranslation } from 'react-i18next';
import { PublicPage } from '../../components/public-page.tsx';
import { VideoTopicGrid } from './video-topics.tsx';

export function VideoCourseListPage() {
  const { t } = useTranslation('tutorials');
  return (
    <PublicPage width="max-w-7xl" title={t('videos.title')} subtitle={t('videos.subtitle')}>
      <div className="mt-8">
        <VideoTopicGrid />
      </div>
    </PublicPage>
  );
}
