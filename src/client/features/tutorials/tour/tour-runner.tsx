// The running tour: opens the step's screen, waits for the real control the step is about and
// points at it with driver.js (the rest of the page dimmed; the control itself stays usable, so
// the user can do what the step says), with Back, Next (Finish on the last step) and Leave.
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { type Driver, driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { TOUR_FINISHED, TOUR_STEPS } from '../../../../shared/catalogue/beginner-tour.ts';
import { showToast } from '../../../components/feedback/feedback-atoms.ts';
import './tour.css';
import { finishTour, goToStep, leaveTour } from './tour-state.ts';

/** How long a step waits for its control (a screen still loading its data); then it shows without pointing. */
const TARGET_WAIT_MS = 8_000;

function waitForElement(selector: string, timeoutMs: number): Promise<Element | null> {
  return new Promise((resolve) => {
    const found = document.querySelector(selector);
    if (found) return resolve(found);
    const observer = new MutationObserver(() => {
      const element = document.querySelector(selector);
      if (!element) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(element);
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve(null);
    }, timeoutMs);
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

export default function TourRunner({ step }: { step: number }) {
  const { t } = useTranslation('tutorials');
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const current = TOUR_STEPS[step];

  useEffect(() => {
    if (!current) return;
    if (pathname !== current.path) {
      void navigate({ to: current.path });
      return;
    }
    let cancelled = false;
    let pointer: Driver | null = null;
    const last = step === TOUR_FINISHED - 1;
    const move = (run: () => Promise<void>) => {
      pointer?.destroy();
      run().catch(() => undefined);
    };
    void waitForElement(`[data-tour="${current.target}"]`, TARGET_WAIT_MS).then((element) => {
      if (cancelled) return;
      pointer = driver({
        popoverClass: 'mmc-tour',
        stagePadding: 6,
        stageRadius: 8,
        allowClose: false,
        overlayOpacity: 0.55,
      });
      pointer.highlight({
        ...(element ? { element } : {}),
        popover: {
          title: t('tour.stepTitle', { current: step + 1, total: TOUR_FINISHED, title: t(`tour.steps.${current.key}.title`) }),
          description: t(`tour.steps.${current.key}.body`),
          showButtons: ['previous', 'next', 'close'],
          disableButtons: step === 0 ? ['previous'] : [],
          prevBtnText: t('tour.back'),
          nextBtnText: last ? t('tour.finish') : t('tour.next'),
          onPrevClick: () => move(() => goToStep(step - 1)),
          onNextClick: () =>
            move(async () => {
              if (!last) return goToStep(step + 1);
              await finishTour();
              showToast(t('tour.done'), 4000, 'success');
              await navigate({ to: '/course' });
            }),
          onCloseClick: () => {
            pointer?.destroy();
            leaveTour();
          },
        },
      });
      // driver.js names its close button "×" only: give it words.
      document.querySelector('.driver-popover-close-btn')?.setAttribute('aria-label', t('tour.leave'));
    });
    return () => {
      cancelled = true;
      pointer?.destroy();
    };
  }, [current, pathname, step, navigate, t]);

  return null;
}
