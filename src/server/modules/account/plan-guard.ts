// Paid actions (starting a bot, paid tools) call requireActivePlan first: an expired plan answers
// 3001 "Your plan has expired. Please renew to continue using the service." (decisions.md).
import { eq } from 'drizzle-orm';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { ApiError } from '../../http/api-error.ts';
import type { RegisteredCall } from '../../http/call-registry.ts';

export const isPlanActive = (availableUntil: Date, now: number) => availableUntil.getTime() > now;

export interface ActivePlan {
  level: string;
  availableUntil: Date;
  /** users.type: 1 is a designated test account (shared/catalogue/test-accounts.ts). */
  accountType: number;
}

/** Answers the user's plan, or throws ApiError(3001) when it has expired. */
export async function requireActivePlan(db: Db, userId: number, now: number = Date.now()): Promise<ActivePlan> {
  const [row] = await db
    .select({ level: users.level, availableUntil: users.availableUntil, accountType: users.type })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || !isPlanActive(row.availableUntil, now)) throw new ApiError(CODE.planExpired);
  return row;
}

/**
 * The paid tools: batch trading and the multi-wallet tools (decisions.md "Plans"). Reading, single
 * orders, cancelling and moving one's own funds stay open after expiry, so nothing is ever stuck.
 */
export const PAID_TOOL_PATHS: ReadonlySet<string> = new Set(
  [
    'Trade/batch_trade_coin',
    'Trade/batch_trade_dex',
    'Wallet/create_dex_wallets',
    'Wallet/dex_deliver_token',
    'Wallet/dex_wallets_approve',
    'Wallet/dex_deliver_token_approve',
    'Wallet/dex_transfer_by_group',
  ].map((path) => `/Api/${path}`),
);

/** The call, answering 3001 first when it is a paid tool and the caller's plan has expired. */
export function requiringActivePlan(db: Db, now: () => number, call: RegisteredCall): RegisteredCall {
  if (!PAID_TOOL_PATHS.has(call.contract.path)) return call;
  return {
    contract: call.contract,
    handle: async (input, ctx) => {
      if (ctx.user) await requireActivePlan(db, ctx.user.userId, now());
      return call.handle(input, ctx);
    },
  };
}
