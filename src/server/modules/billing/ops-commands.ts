// The operator's billing commands (`npm run ops -- …`): withdrawals to review, passing or refusing
// them, and releasing a wallet locked by a Recharge and Renew the user wants stopped (spec §4:
// "stopping this needs customer service"). They act on the database only; the running server's
// billing pass pays what review passed.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { billingPayments, pendingOrders, users, withdrawals } from '../../db/schema/index.ts';
import { formatMicros } from './money.ts';
import { lockUser } from './plan-purchases.ts';
import { passReview, refuseWithdrawal, WITHDRAWAL_ROW_STATES } from './withdrawals.ts';

export const OPS_USAGE = [
  'usage: npm run ops -- <command>',
  '  withdrawals list [state]            applying (default), review_passed, paying, success, failed or all',
  '  withdrawals approve <id> [--by name] pass review; the server pays it from the treasury',
  '  withdrawals reject <id> <reason…>   refuse it before it is paid; amount and fee return to the wallet',
  '  unlock <account>                    cancel a waiting Recharge and Renew and unlock the wallet',
].join('\n');

const operator = (args: string[]) => {
  const at = args.indexOf('--by');
  return at >= 0 && args[at + 1] ? args[at + 1]! : (process.env.USER ?? 'operator');
};

/** Runs one command; answers the lines to print, or throws with a message for the operator. */
export async function runOpsCommand(db: Db, args: string[], now: number): Promise<string[]> {
  const [area, action, ...rest] = args;
  if (area === 'withdrawals' && (action === 'list' || action === undefined)) {
    const state = rest[0] ?? 'applying';
    if (state !== 'all' && !(WITHDRAWAL_ROW_STATES as readonly string[]).includes(state))
      throw new Error(`unknown state ${state}\n${OPS_USAGE}`);
    const rows = await db
      .select({ withdrawal: withdrawals, account: users.userName })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .where(state === 'all' ? undefined : inArray(withdrawals.state, [state]))
      .orderBy(desc(withdrawals.id))
      .limit(200);
    if (rows.length === 0) return [`no withdrawals ${state === 'all' ? '' : `in state ${state}`}`.trim()];
    return rows.map(
      ({ withdrawal: w, account }) =>
        `#${w.id}  ${w.createdAt.toISOString()}  ${account}  ${formatMicros(w.amountMicros)} USDT (+${formatMicros(w.feeMicros)} fee)  ${w.chain} ${w.address}  ${w.state}${w.txHash ? `  ${w.txHash}` : ''}`,
    );
  }
  if (area === 'withdrawals' && (action === 'approve' || action === 'reject')) {
    const id = Number(rest[0]);
    if (!Number.isInteger(id) || id <= 0) throw new Error(`a withdrawal id is needed\n${OPS_USAGE}`);
    if (action === 'approve') {
      if (!(await passReview(db, id, operator(rest), now))) throw new Error(`withdrawal #${id} is not waiting for review`);
      return [`withdrawal #${id}: review passed; the server pays it on its next billing pass`];
    }
    const reason =
      rest
        .slice(1)
        .filter((word, i, all) => word !== '--by' && all[i - 1] !== '--by')
        .join(' ') || 'refused in review';
    const outcome = await refuseWithdrawal(db, id, reason, operator(rest), now);
    if (!outcome.failed) throw new Error(whyNotRefused(id, outcome.state));
    return [`withdrawal #${id}: refused (${reason}); amount and fee returned to the wallet`];
  }
  if (area === 'unlock' && action) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.userName, action));
    if (!user) throw new Error(`no account ${action}`);
    // Under the user's lock, as a deposit settling the order is: the order is either paid or cancelled.
    const cancelled = await db.transaction(async (tx) => {
      await lockUser(tx, user.id);
      const removed = await tx.delete(pendingOrders).where(eq(pendingOrders.userId, user.id)).returning();
      if (removed.length === 0) return false;
      await tx
        .update(billingPayments)
        .set({ state: 'failed', updatedAt: new Date(now) })
        .where(and(eq(billingPayments.userId, user.id), eq(billingPayments.state, 'paying')));
      return true;
    });
    if (!cancelled) return [`${action}: the wallet is not locked`];
    return [`${action}: the waiting Recharge and Renew is cancelled and the wallet unlocked`];
  }
  throw new Error(OPS_USAGE);
}

/** Why a withdrawal could not be refused, by the state it was found in. */
function whyNotRefused(id: number, state: string | null): string {
  if (state === null) return `no withdrawal #${id}`;
  if (state === 'paying')
    return `withdrawal #${id} is being paid: its transfer is signed and can no longer be refused; the chain decides (success, or failed with the refund if the transfer reverts)`;
  return `withdrawal #${id} cannot be refused: it is already ${state === 'success' ? 'paid' : 'failed'}`;
}
