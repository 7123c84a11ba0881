// The checks a rule passes before it is saved, beyond its schema: the market's exchange has a
// bound account, and the chosen Telegram or e-mail channel is bound ("Telegram or e-mail not
// bound", with data.channel so the screen can offer to bind it).
import type { AlarmRule } from '../../../../shared/contracts/alarm/fields.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../../http/api-error.ts';
import type { AlarmServices } from '../alarm-services.ts';

export async function checkRule(s: AlarmServices, userId: number, rule: AlarmRule): Promise<void> {
  const bound = s.deps.accounts ? await s.deps.accounts.isBound(userId, rule.web) : false;
  if (!bound) throw new ApiError(CODE.alarmNoAccount);
  const recipient = await s.recipients.find(userId);
  if (rule.channels.includes('telegram') && (!s.telegram || !recipient?.telegramChatId)) {
    throw new ApiError(CODE.channelNotBound, 'code.4202', { data: { channel: 'telegram' } });
  }
  if (rule.channels.includes('email') && !recipient?.email) {
    throw new ApiError(CODE.channelNotBound, 'code.4202', { data: { channel: 'email' } });
  }
}
