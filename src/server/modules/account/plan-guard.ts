// Paid actions (starting a bot, paid tools) call requireActivePlan first: an expired plan answers
// 3001 "Your plan has expired. Please renew to continue using the service." (decisions.md).
import { eq } from 'drizzle-orm';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { ApiError } from '../../http/api-error.ts';

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
