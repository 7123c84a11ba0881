// The recorded video lessons (`npm run videos` writes video-lessons.json and the files it names,
// under public/videos): for each topic, its WebM, poster, en/zh/ko captions, length and size.
import recorded from './video-lessons.json' with { type: 'json' };
import type { VIDEO_TOPICS } from './video-topics.tsx';

export type VideoTopic = (typeof VIDEO_TOPICS)[number];

export interface VideoLessonFiles {
  /** URL paths; the names carry a hash of the contents, so they are cached for good. */
  video: string;
  poster: string;
  captions: Record<string, string>;
  seconds: number;
  bytes: number;
}

export type VideoCatalogue = Partial<Record<string, VideoLessonFiles>>;

export const VIDEO_LESSONS: VideoCatalogue = recorded;

export function videoLesson(topic: VideoTopic): VideoLessonFiles | undefined {
  return VIDEO_LESSONS[topic];
}
