// Referral rewards vest with the plan time the invitee uses (docs/billing.md "Referral"). An
// invitee's not yet vested rewards are one amount at a moment that runs down evenly to 0 at the end
// of the plan, exactly as the plan's paid value does, so what has vested never exceeds the reward
// share of the plan value already used up. Until then it is pending: in the referrer's balance, yet
// neither spendable nor withdrawable, so taking it back never leaves a balance below 0.
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { referralVesting } from '../../db/schema/index.ts';

export interface Vesting {
  pendingMicros: number;
  since: Date;
  until: Date;
}

/** What is still pending at `now`, rounded up so that what counts as vested never runs ahead. */
export function pendingAt(vesting: Vesting, now: number): number {
  const since = vesting.since.getTime();
  const until = vesting.until.getTime();
  if (vesting.pendingMicros <= 0 || now >= until) return 0;
  if (now <= since) return vesting.pendingMicros;
  // Micros times milliseconds passes 2^53: exact integers only.
  const left = BigInt(vesting.pendingMicros) * BigInt(until - now);
  const span = BigInt(until - since);
  return Number((left + span - 1n) / span);
}

/** The referrer's rewards that have not vested yet, over all its invitees. */
export async function pendingRewardMicros(db: Db, referrerId: number, now: number): Promise<number> {
  const rows = await db
    .select()
    .from(referralVesting)
    .where(and(eq(referralVesting.referrerId, referrerId), gt(referralVesting.until, new Date(now))));
  return rows.reduce((total, row) => total + pendingAt(row, now), 0);
}

export async function vestingOf(tx: Db, inviteeId: number) {
  const [row] = await tx.select().from(referralVesting).where(eq(referralVesting.inviteeId, inviteeId));
  return row;
}

/** Starts the invitee's pending rewards over: `pendingMicros` from `since`, vesting until `until`. */
export async function restartVesting(tx: Db, inviteeId: number, referrerId: number, vesting: Vesting): Promise<void> {
  const values = { inviteeId, referrerId, ...vesting };
  await tx.insert(referralVesting).values(values).onConflictDoUpdate({ target: referralVesting.inviteeId, set: values });
}
