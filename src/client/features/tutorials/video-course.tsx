// /videoCourse: the video tutorials inside the console.
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page.tsx';
import { VideoTopicGrid } from './video-topics.tsx';

export function VideoCoursePage() {
  const { t } = useTranslation('tutorials');
  return (
    <>
      <PageHeader title={t('videos.title')} description={t('videos.subtitle')} />
      <VideoTopicGrid />
    </>
  );
}
