import { TOUR_FINISHED } from '../../../shared/catalogue/beginner-tour.ts';
import { preferencesSet } from '../../../shared/contracts/account/preferences-set.ts';
import { answer } from '../../http/call-registry.ts';
import type { AccountServices } from './account-services.ts';
import { currentUser } from './current-user.ts';

type Saved = { language: 'en' | 'zh' | 'ko'; theme: 'dark' | 'light'; novice: boolean; autoRenew: boolean; tour_step: number };

/**
 * Language, theme, the beginner flag, auto-renew and the beginner tour's progress, kept with the
 * account. Finishing the tour clears the beginner flag (spec §3 "novice").
 */
export const preferencesSetCall = (s: AccountServices) =>
  answer(preferencesSet, async (input, ctx) => {
    const user = await currentUser(s, ctx);
    const { tour_step: tourStep, ...rest } = input;
    const patch: Record<string, unknown> = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
    if (tourStep !== undefined) {
      patch.tourStep = tourStep;
      if (tourStep === TOUR_FINISHED) patch.novice = false;
    }
    const updated = Object.keys(patch).length > 0 ? await s.users.update(user.id, patch) : user;
    return {
      language: updated.language,
      theme: updated.theme,
      novice: updated.novice,
      autoRenew: updated.autoRenew,
      tour_step: updated.tourStep,
    } as Saved;
  });
