// /videoCourse: the video tutorials inside the console.
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { PageHeader } from '../../components/page.tsx';
import { VideoLessons } from './video-topics.tsx';

export function VideoCoursePage() {
  const { t } = useTranslation('tutorials');
  const { lesson } = useSearch({ from: '/_app/videoCourse' });
  return (
    <>
      <PageHeader title={t('videos.title')} description={t('videos.subtitle')} />
      <VideoLessons lesson={lesson} path="/videoCourse" />
    </>
  );
}
