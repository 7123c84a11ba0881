// Whether the beginner tour runs in this tab, and at which step. The step is saved with the account
// (preferences_set tour_step), so /course offers to resume it on any device; this tab's copy in
// sessionStorage lets a reload carry on where it was.
import { atom } from 'jotai/vanilla';
import { TOUR_FINISHED } from '../../../../shared/catalogue/beginner-tour.ts';
import { preferencesSet } from '../../../../shared/contracts/account/preferences-set.ts';
import { applyAccountChanges } from '../../../lib/account-info.ts';
import { api } from '../../../lib/api/api.ts';
import { store } from '../../../lib/store.ts';

const TAB_KEY = 'mmc.tour';

function readTab(): number | null {
  try {
    const step = Number(sessionStorage.getItem(TAB_KEY));
    return sessionStorage.getItem(TAB_KEY) !== null && Number.isInteger(step) && step >= 0 && step < TOUR_FINISHED ? step : null;
  } catch {
    return null;
  }
}

function writeTab(step: number | null): void {
  try {
    if (step === null) sessionStorage.removeItem(TAB_KEY);
    else sessionStorage.setItem(TAB_KEY, String(step));
  } catch {
    // No session storage (a private window's quota): the tour still runs, a reload ends it.
  }
}

/** The running tour's step in this tab, or null. */
export const tourStepAtom = atom<number | null>(readTab());

/** Saves the step with the account; the last one also clears the beginner flag on the server. */
async function save(step: number): Promise<void> {
  const saved = await api.call(preferencesSet, { tour_step: step });
  applyAccountChanges({ tour_step: saved.tour_step, novice: saved.novice });
}

/** Shows `step` of the tour now and keeps it as the account's progress. */
export async function goToStep(step: number): Promise<void> {
  const next = Math.max(0, Math.min(step, TOUR_FINISHED - 1));
  writeTab(next);
  store.set(tourStepAtom, next);
  await save(next);
}

export async function finishTour(): Promise<void> {
  leaveTour();
  await save(TOUR_FINISHED);
}

/** Ends the tour in this tab; the saved step stays for a later resume. */
export function leaveTour(): void {
  writeTab(null);
  store.set(tourStepAtom, null);
}
