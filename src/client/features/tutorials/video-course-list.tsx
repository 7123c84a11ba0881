// /videoCourseList: the video tutorial list, open to anyone.
import { useTranslation } from 'react-i18next';
import { VideoTopicGrid } from './video-topics.tsx';

export function VideoCourseListPage() {
  const { t } = useTranslation('tutorials');
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('videos.title')}</h1>
      <p className="mt-2 mb-8 max-w-2xl opacity-75">{t('videos.subtitle')}</p>
      <VideoTopicGrid />
    </div>
  );
}
