// /course: Getting Started (the guided tour of about five minutes, and the steps it covers, each
// linking to the screen where it is done) and, with ?tab=guide, the written Tutorial by subject.
import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { PageHeader, Section } from '../../components/page.tsx';
import { TourCard } from './tour/tour-card.tsx';

const STEPS = [
  { key: 'bindAccount', to: '/account' },
  { key: 'choosePair', to: '/stocks' },
  { key: 'manualOrder', to: '/stocks' },
  { key: 'createBot', to: '/addrobot' },
  { key: 'watchLogs', to: '/robotlog' },
  { key: 'setAlarm', to: '/alarm' },
] as const;

const CHAPTERS = ['accounts', 'manualTrading', 'cexBots', 'dexWallets', 'dexBots', 'reports', 'billing', 'security'] as const;

export function CoursePage() {
  const { t } = useTranslation('tutorials');
  const { tab } = useSearch({ from: '/_app/course' });
  const guide = tab === 'guide';
  return (
    <>
      <PageHeader title={t(guide ? 'guide.title' : 'start.title')} description={t(guide ? 'guide.subtitle' : 'start.subtitle')} />
      <div role="tablist" className="tabs tabs-border mb-6">
        <Link to="/course" role="tab" aria-selected={!guide} className={`tab ${guide ? '' : 'tab-active'}`}>
          {t('start.tab')}
        </Link>
        <Link to="/course" search={{ tab: 'guide' }} role="tab" aria-selected={guide} className={`tab ${guide ? 'tab-active' : ''}`}>
          {t('guide.tab')}
        </Link>
      </div>
      {guide ? (
        <div className="grid gap-4 lg:grid-cols-2">
          {CHAPTERS.map((chapter) => (
            <Section key={chapter} title={t(`guide.chapters.${chapter}.title`)}>
              <p className="text-sm leading-relaxed whitespace-pre-line opacity-80">{t(`guide.chapters.${chapter}.body`)}</p>
            </Section>
          ))}
        </div>
      ) : (
        <>
          <TourCard />
          <ol className="steps steps-vertical">
            {STEPS.map((step, index) => (
              <li key={step.key} className="step step-primary" data-content={index + 1}>
                <div className="ml-2 py-3 text-left">
                  <p className="font-semibold">{t(`start.steps.${step.key}.title`)}</p>
                  <p className="mt-1 max-w-2xl text-sm opacity-75">{t(`start.steps.${step.key}.body`)}</p>
                  <Link to={step.to} className="link link-primary mt-1 inline-block text-sm">
                    {t('start.go')}
                  </Link>
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}
