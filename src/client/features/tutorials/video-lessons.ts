// The recorded video lessons (`npm run videos` writes video-lessons.json and the files it names,
// under public/videos): for each topic, its WebM, poster, en/zh/ko captions, length and size.
import type { VideoTopic } from '../../../shared/catalogue/video-topics.ts';
import recorded from './video-lessons.json' with { type: 'json' };

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

/** 75.8 → "1:15": whole seconds, as the player's own controls count them. */
export function lessonLength(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
