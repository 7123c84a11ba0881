// /course's entry to the guided tour: start it, resume it at the saved step, or take it again once
// finished.
import { Compass } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { TOUR_FINISHED } from '../../../../shared/catalogue/beginner-tour.ts';
import { showToast } from '../../../components/feedback/feedback-atoms.ts';
import { useAccountInfo } from '../../../lib/account-info.ts';
import { goToStep } from './tour-state.ts';

export function TourCard() {
  const { t } = useTranslation('tutorials');
  const account = useAccountInfo();
  const saved = account.status === 'ready' ? account.info.tour_step : 0;
  const finished = saved >= TOUR_FINISHED;
  const begun = saved > 0 && !finished;
  const start = (step: number) => goToStep(step).catch(() => showToast(t('tour.saveFailed')));
  return (
    <section
      className="bg-primary/10 border-primary/30 rounded-box mb-6 flex flex-wrap items-center gap-4 border p-5"
      data-testid="tour-card"
    >
      <Compass aria-hidden="true" className="text-primary size-8 shrink-0" />
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold">{t('tour.title')}</h2>
        <p className="mt-1 text-sm opacity-75">
          {finished ? t('tour.finished') : begun ? t('tour.progress', { current: saved + 1, total: TOUR_FINISHED }) : t('tour.body')}
        </p>
      </div>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={account.status !== 'ready'}
        onClick={() => start(begun ? saved : 0)}
      >
        {finished ? t('tour.restart') : begun ? t('tour.resume') : t('tour.start')}
      </button>
    </section>
  );
}
