// The checks a risk user passes before it is saved, beyond its schema: the venue offers futures
// and the caller has an account bound there, and a chosen Telegram or e-mail channel is bound (the
// alerts' 4202, with data.channel so the screen can say which).
import type { AlarmChannel } from '../../../../../shared/contracts/alarm/fields.ts';
import { CODE } from '../../../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../../../http/api-error.ts';
import { type FuturesAccount, futuresAccountsOf } from '../../futures-accounts.ts';
import type { RiskServices } from '../risk-services.ts';
import type { RiskUserRow } from '../risk-user-repository.ts';

/** The caller's futures account on the venue: 4103 for a venue without futures, 2092 when none is bound. */
export async function watchableAccount(s: RiskServices, userId: number, web: string): Promise<FuturesAccount> {
  const venue = s.deps.venues.registry.get(web);
  if (!venue?.marketKinds.includes('swap')) throw new ApiError(CODE.unknownExchange, 'exchange.noFutures');
  const [account] = await futuresAccountsOf(s.accounts, userId, web);
  if (!account) throw new ApiError(CODE.toAccountPage, 'exchange.noAccount');
  return account;
}

export async function checkChannels(s: RiskServices, userId: number, channels: readonly AlarmChannel[]): Promise<void> {
  const recipient = await s.delivery.recipients.find(userId);
  if (channels.includes('telegram') && (!s.delivery.telegramAvailable || !recipient?.telegramChatId)) {
    throw new ApiError(CODE.channelNotBound, 'code.4202', { data: { channel: 'telegram' } });
  }
  if (channels.includes('email') && !recipient?.email) {
    throw new ApiError(CODE.channelNotBound, 'code.4202', { data: { channel: 'email' } });
  }
}

/** The caller's risk user, or 4313 (another user's is not found either, and nothing of it is said). */
export async function ownRiskUser(s: RiskServices, userId: number, id: number): Promise<RiskUserRow> {
  const row = await s.riskUsers.findOfUser(userId, id);
  if (!row) throw new ApiError(CODE.riskUserNotFound);
  return row;
}
