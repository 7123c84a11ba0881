import { cancelTelegramBind } from '../../../shared/contracts/account/cancel-telegram-bind.ts';
import { answer } from '../../http/call-registry.ts';
import type { AccountServices } from './account-services.ts';
import { currentUser } from './current-user.ts';

/** Unbinds the Telegram account that receives alarms. */
export const cancelTelegramBindCall = (s: AccountServices) =>
  answer(cancelTelegramBind, async (_input, ctx) => {
    const user = await currentUser(s, ctx);
    if (user.telegram !== null) await s.users.update(user.id, { telegram: null });
    return { telegram: null };
  });
