import { Link } from '@tanstack/react-router';
import { ArrowRight, ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { APP_VERSION } from '../../../shared/app-info.ts';
import { HeroIllustration } from './hero-illustration.tsx';

const STATS = ['years', 'cexExchanges', 'connectable', 'botKinds'] as const;

export function LandingHero() {
  const { t } = useTranslation('landing');
  return (
    <section className="relative overflow-hidden">
      <div aria-hidden="true" className="from-primary/15 via-base-100 to-base-100 pointer-events-none absolute inset-0 bg-gradient-to-b" />
      <div className="relative mx-auto max-w-7xl px-4 pt-16 pb-12 lg:pt-24">
        <div className="flex items-center justify-between gap-12">
          <div className="max-w-3xl">
            <p className="badge badge-outline badge-primary mb-5 gap-2">
              <ShieldCheck aria-hidden="true" className="size-3.5" />
              {t('hero.eyebrow')}
            </p>
            <h1 className="text-4xl leading-tight font-bold tracking-tight sm:text-5xl">{t('hero.title')}</h1>
            <p className="mt-5 max-w-2xl text-lg opacity-80">{t('hero.subtitle')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/register" className="btn btn-primary btn-lg">
                {t('hero.register')}
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
              <Link to="/login" className="btn btn-outline btn-lg">
                {t('hero.login')}
              </Link>
            </div>
            <p className="mt-4 text-sm opacity-60">{t('hero.trial')}</p>
          </div>
          <HeroIllustration />
        </div>
        <dl className="mt-14 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat} className="bg-base-200/70 border-base-300 rounded-box border p-5">
              <dt className="text-sm opacity-70">{t(`stats.${stat}.label`)}</dt>
              <dd className="mt-1 text-3xl font-bold tabular-nums">{t(`stats.${stat}.value`)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-xs opacity-50">{t('hero.version', { version: APP_VERSION })}</p>
      </div>
    </section>
  );
}
