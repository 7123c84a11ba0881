import { preferencesSet } from '../../../shared/contracts/account/preferences-set.ts';
import { answer } from '../../http/call-registry.ts';
import type { AccountServices } from './account-services.ts';
import { currentUser } from './current-user.ts';

type Saved = { language: 'en' | 'zh' | 'ko'; theme: 'dark' | 'light'; novice: boolean; autoRenew: boolean };

/** Language, theme, the beginner flag and auto-renew, kept with the account. */
export const preferencesSetCall = (s: AccountServices) =>
  answer(preferencesSet, async (input, ctx) => {
    const user = await currentUser(s, ctx);
    const patch = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    const updated = Object.keys(patch).length > 0 ? await s.users.update(user.id, patch) : user;
    return { language: updated.language, theme: updated.theme, novice: updated.novice, autoRenew: updated.autoRenew } as Saved;
  });
