// The nine video tutorial topics of spec §2, shared by the public list and the logged-in page.
import { Clapperboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const VIDEO_TOPICS = [
  'signUpApi',
  'manualCex',
  'batchCex',
  'cexBot',
  'dexWalletSetup',
  'dexWalletManagement',
  'dexBatchQuant',
  'dexBot',
  'otherFeatures',
] as const;

/** The topics as cards; each says honestly whether its video is published yet. */
export function VideoTopicGrid() {
  const { t } = useTranslation('tutorials');
  return (
    <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {VIDEO_TOPICS.map((topic, index) => (
        <li key={topic} className="card bg-base-200/60 border-base-300 border">
          <div className="bg-base-300/60 rounded-t-box grid aspect-video place-items-center" aria-hidden="true">
            <Clapperboard className="size-10 opacity-40" />
          </div>
          <div className="card-body gap-2 p-5">
            <p className="text-xs font-semibold tabular-nums opacity-50">{t('videos.lesson', { number: index + 1 })}</p>
            <h2 className="card-title text-base">{t(`videos.topics.${topic}.title`)}</h2>
            <p className="text-sm opacity-70">{t(`videos.topics.${topic}.summary`)}</p>
            <p className="badge badge-ghost badge-sm mt-1">{t('videos.notPublished')}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
