// What each wallet sends or receives in Allocate, Collect and Batch Transfer (spec §3, §5), in a
// token's base units. Allocation splits as the batch planner does (0% float even, 80% or more
// random, in between an even split floating by that much), and the amounts add up to the total
// exactly. A floating split keeps every share within the range of the even one (float-split.ts).
import { distributionMode, sizeWeights } from '../../shared/trade/batch-distribution.ts';
import { floatingSplit } from '../../shared/trade/float-split.ts';

export interface Holding<W> {
  wallet: W;
  balance: bigint;
}

export interface PlannedTransfer<W> {
  from: W;
  to: W;
  amount: bigint;
}

/** Math.min for bigints. */
const smaller = (a: bigint, b: bigint) => (a < b ? a : b);

/** Weights in millionths keep the split in integers. */
const WEIGHT_SCALE = 1_000_000;

/**
 * `total` split over `count` shares by the float range; null when a share would be 0, or when a
 * floating split has no share of whole base units inside its range.
 */
export function splitTotal(total: bigint, count: number, floatRange: number, random: () => number): bigint[] | null {
  if (count <= 0) return null;
  if (distributionMode(floatRange) === 'float') return floatingSplit(total, count, floatRange, random);
  const weights = sizeWeights(count, floatRange, random).map((weight) => BigInt(Math.max(1, Math.round(weight * WEIGHT_SCALE))));
  const weightSum = weights.reduce((a, b) => a + b, 0n);
  const shares = weights.map((weight) => (total * weight) / weightSum);
  let left = total - shares.reduce((a, b) => a + b, 0n);
  for (let i = 0; left > 0n; i = (i + 1) % count, left--) shares[i]! += 1n;
  return shares.some((share) => share <= 0n) ? null : shares;
}

/** The main wallet's transfers to the receivers: their shares of the total. */
export function allocationPlan<W>(main: W, receivers: W[], shares: bigint[]): PlannedTransfer<W>[] {
  return receivers.map((to, index) => ({ from: main, to, amount: shares[index]! }));
}

/**
 * Collection: the fullest wallets first, each sending what it can spare (its balance less what it
 * must keep, e.g. gas for the native coin), until `total` is reached (everything when null).
 */
export function collectionPlan<W>(main: W, holdings: Holding<W>[], keep: bigint, total: bigint | null): PlannedTransfer<W>[] {
  const plan: PlannedTransfer<W>[] = [];
  let left = total;
  for (const { wallet, balance } of [...holdings].sort((a, b) => (b.balance > a.balance ? 1 : b.balance < a.balance ? -1 : 0))) {
    if (left !== null && left <= 0n) break;
    const spare = balance - keep;
    if (spare <= 0n) continue;
    const amount = left === null ? spare : smaller(spare, left);
    plan.push({ from: wallet, to: main, amount });
    if (left !== null) left -= amount;
  }
  return plan;
}

/** What the holdings can give in all, after what each keeps. */
export const spareOf = <W>(holdings: Holding<W>[], keep: bigint) =>
  holdings.reduce((sum, { balance }) => sum + (balance > keep ? balance - keep : 0n), 0n);

/**
 * Batch transfer between groups: each receiver gets an even share of the total; the senders, the
 * fullest first, are drained in turn, so a receiver may be paid by two senders and a sender may pay
 * several receivers. Null when the senders cannot cover the total.
 */
export function groupTransferPlan<W>(senders: Holding<W>[], receivers: W[], total: bigint, keep: bigint): PlannedTransfer<W>[] | null {
  const shares = splitTotal(total, receivers.length, 0, () => 0);
  if (!shares) return null;
  const queue = [...senders]
    .map(({ wallet, balance }) => ({ wallet, spare: balance - keep }))
    .filter((sender) => sender.spare > 0n)
    .sort((a, b) => (b.spare > a.spare ? 1 : b.spare < a.spare ? -1 : 0));
  const plan: PlannedTransfer<W>[] = [];
  let sender = 0;
  for (const [index, to] of receivers.entries()) {
    let owed = shares[index]!;
    while (owed > 0n) {
      const from = queue[sender];
      if (!from) return null;
      const amount = smaller(from.spare, owed);
      plan.push({ from: from.wallet, to, amount });
      from.spare -= amount;
      owed -= amount;
      if (from.spare === 0n) sender++;
    }
  }
  return plan;
}
