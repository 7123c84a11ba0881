// /twitter: the product's X (Twitter) account and what is posted there.
import { ExternalLink } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { SUPPORT_CHANNELS } from '../../../shared/catalogue/contact.ts';
import { PublicPage } from '../../components/public-page.tsx';

const TOPICS = ['releases', 'maintenance', 'insights', 'status'] as const;

export function TwitterPage() {
  const { t } = useTranslation('site');
  return (
    <PublicPage width="max-w-3xl" title={t('twitter.title')} subtitle={t('twitter.subtitle')}>
      <div className="card bg-base-200/60 border-base-300 mt-8 border">
        <div className="card-body">
          <p className="font-mono text-lg">@{SUPPORT_CHANNELS.twitter}</p>
          <ul className="mt-2 list-inside list-disc space-y-1 text-sm opacity-80">
            {TOPICS.map((topic) => (
              <li key={topic}>{t(`twitter.topics.${topic}`)}</li>
            ))}
          </ul>
          <div className="card-actions mt-4">
            <a className="btn btn-primary" href={`https://x.com/${SUPPORT_CHANNELS.twitter}`} target="_blank" rel="noopener noreferrer">
              {t('twitter.follow')}
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          </div>
          <p className="mt-2 text-xs opacity-60">{t('twitter.official')}</p>
        </div>
      </div>
    </PublicPage>
  );
}
