// One video lesson: the recorded WebM with its captions in English, Chinese and Korean, the
// reader's language shown by default (and again whenever the reader switches language).
import { useEffect, useRef } from 'react';
import { LANGUAGES } from '../../../shared/app-info.ts';
import { OWN_NAMES } from '../../components/language-switcher.tsx';
import { languageAtom, useAtomValue } from '../../lib/store.ts';
import type { VideoLessonFiles } from './video-lessons.ts';

export function LessonPlayer({ lesson, title, play }: { lesson: VideoLessonFiles; title: string; play: boolean }) {
  const language = useAtomValue(languageAtom);
  const video = useRef<HTMLVideoElement>(null);

  // `default` on a <track> is read once, when the element loads; a later language change has to
  // switch the tracks' modes itself.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const show = () => {
      for (const track of Array.from(element.textTracks)) track.mode = track.language === language ? 'showing' : 'disabled';
    };
    show();
    element.textTracks.addEventListener('addtrack', show);
    return () => element.textTracks.removeEventListener('addtrack', show);
  }, [language]);

  // A lesson picked from the list starts at once: the pick was the reader's own click.
  useEffect(() => {
    if (play) void video.current?.play().catch(() => undefined);
  }, [play]);

  return (
    // biome-ignore lint/a11y/useMediaCaption: the captions are the <track> elements below, one per language.
    <video
      ref={video}
      className="aspect-video w-full bg-black"
      controls
      preload="metadata"
      playsInline
      poster={lesson.poster}
      aria-label={title}
      data-testid="lesson-video"
    >
      <source src={lesson.video} type="video/webm" />
      {LANGUAGES.map((code) => (
        <track key={code} kind="captions" srcLang={code} label={OWN_NAMES[code]} src={lesson.captions[code]} default={code === language} />
      ))}
    </video>
  );
}
