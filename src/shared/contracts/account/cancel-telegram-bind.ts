import { z } from 'zod';
import { defineCall } from '../define-call.ts';

/** Unbinds the Telegram account that receives alarms (a no-op when none is bound). */
export const cancelTelegramBind = defineCall({
  module: 'Account',
  action: 'cancel_telegram_bind',
  auth: 'user',
  request: z.object({}),
  response: z.object({ telegram: z.null() }),
});
