// The nine video lessons, shared by the public list and the logged-in page: the chosen lesson's
// player above, and every lesson as a card (poster, number, title, length) to choose from. The
// chosen lesson is the page's ?lesson=, so a lesson can be linked to.
import { Link } from '@tanstack/react-router';
import { Clapperboard, Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { VIDEO_TOPICS, type VideoTopic } from '../../../shared/catalogue/video-topics.ts';
import { LessonPlayer } from './lesson-player.tsx';
import { lessonLength, videoLesson } from './video-lessons.ts';

type LessonsPath = '/videoCourse' | '/videoCourseList';

export function VideoLessons({ lesson, path }: { lesson: VideoTopic | undefined; path: LessonsPath }) {
  const { t } = useTranslation('tutorials');
  const chosen = lesson ?? VIDEO_TOPICS[0];
  const files = videoLesson(chosen);
  const number = VIDEO_TOPICS.indexOf(chosen) + 1;
  const player = useRef<HTMLElement>(null);
  const [playOnChoose, setPlayOnChoose] = useState(false);

  const chose = () => {
    setPlayOnChoose(true);
    player.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <div className="grid gap-6">
      <section
        ref={player}
        className="card bg-base-200/60 border-base-300 w-full max-w-5xl scroll-mt-20 overflow-hidden border"
        aria-labelledby="lesson-title"
      >
        {files ? (
          <LessonPlayer key={chosen} lesson={files} title={t(`videos.topics.${chosen}.title`)} play={playOnChoose} />
        ) : (
          <div className="bg-base-300/60 grid aspect-video place-items-center" aria-hidden="true">
            <Clapperboard className="size-12 opacity-40" />
          </div>
        )}
        <div className="card-body gap-2 p-5">
          <p className="text-xs font-semibold tabular-nums opacity-60">
            {t('videos.lesson', { number })}
            {files ? ` · ${lessonLength(files.seconds)}` : ''}
          </p>
          <h2 id="lesson-title" className="card-title text-lg">
            {t(`videos.topics.${chosen}.title`)}
          </h2>
          <p className="text-sm opacity-70">{t(`videos.topics.${chosen}.summary`)}</p>
          {files ? null : <p className="badge badge-ghost badge-sm mt-1">{t('videos.notPublished')}</p>}
        </div>
      </section>

      <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('videos.allLessons')}>
        {VIDEO_TOPICS.map((topic, index) => (
          <li key={topic}>
            <LessonCard topic={topic} number={index + 1} current={topic === chosen} path={path} onChoose={chose} />
          </li>
        ))}
      </ol>
    </div>
  );
}

interface LessonCardProps {
  topic: VideoTopic;
  number: number;
  current: boolean;
  path: LessonsPath;
  onChoose: () => void;
}

function LessonCard({ topic, number, current, path, onChoose }: LessonCardProps) {
  const { t } = useTranslation('tutorials');
  const files = videoLesson(topic);
  return (
    <Link
      to={path}
      search={{ lesson: topic }}
      replace
      resetScroll={false}
      onClick={onChoose}
      aria-current={current ? 'true' : undefined}
      className={`card bg-base-200/60 hover:border-primary/60 focus-visible:outline-primary h-full flex-row border transition-colors sm:flex-col ${current ? 'border-primary' : 'border-base-300'}`}
    >
      <div className="bg-base-300/60 rounded-s-box sm:rounded-t-box relative grid aspect-video w-36 shrink-0 place-items-center self-start overflow-hidden sm:w-full sm:rounded-none sm:rounded-t-box">
        {files ? (
          <>
            <img src={files.poster} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
            <span className="bg-base-100/80 absolute hidden size-12 place-items-center rounded-full sm:grid" aria-hidden="true">
              <Play className="ms-0.5 size-5" />
            </span>
            <span className="badge badge-neutral badge-sm absolute end-2 bottom-2 tabular-nums">{lessonLength(files.seconds)}</span>
          </>
        ) : (
          <Clapperboard className="size-10 opacity-40" aria-hidden="true" />
        )}
      </div>
      <div className="card-body gap-1 p-3 sm:gap-2 sm:p-5">
        <p className="text-xs font-semibold tabular-nums opacity-60">
          {t('videos.lesson', { number })}
          {current ? ` · ${t('videos.nowShowing')}` : ''}
        </p>
        <h3 className="card-title text-sm sm:text-base">{t(`videos.topics.${topic}.title`)}</h3>
        <p className="hidden text-sm opacity-70 sm:block">{t(`videos.topics.${topic}.summary`)}</p>
        {files ? null : <p className="badge badge-ghost badge-sm mt-1">{t('videos.notPublished')}</p>}
      </div>
    </Link>
  );
}
