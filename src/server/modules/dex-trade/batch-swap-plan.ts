// Which wallets a DEX batch order swaps from and how much each (spec §3 "Batch swap parameters",
// §6 restrictions): the wallets whose restriction allows the side, that hold enough of what they
// spend and the gas of their swap, chosen at random up to the wallet count; the total split
// between them by the variation. "Enough" is the largest share the split can give one wallet, so
// whatever the draw, no chosen wallet is asked for more than it holds. Fewer qualifying wallets
// than asked for means fewer, larger shares, which may in turn leave out more wallets; the count
// shrinks until it settles.
import type { TradeSide } from '../../../shared/contracts/trade/fields.ts';
import type { Restriction } from '../../../shared/contracts/wallet/wallet-fields.ts';
import { largestShare, swapShares } from '../../../shared/trade/swap-shares.ts';

export interface SwapCandidate<W> {
  wallet: W;
  restriction: Restriction;
  /** What it can spend of the token in, in base units (for the chain's coin: after its gas). */
  spendable: bigint;
  /** It holds the gas of one swap. */
  hasGas: boolean;
}

export type BatchSwapPlan<W> =
  | { ok: true; swaps: { wallet: W; amount: bigint }[] }
  | { ok: false; problem: 'noWallets' }
  | { ok: false; problem: 'noFunds'; share: bigint }
  | { ok: false; problem: 'tooSmall'; count: number };

export const allowsSide = (restriction: Restriction, side: TradeSide) => restriction === 'unlimited' || restriction === side;

/** Fisher-Yates over a copy, with the given random source. */
function shuffled<T>(list: readonly T[], random: () => number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export function planBatchSwaps<W>(
  candidates: readonly SwapCandidate<W>[],
  order: { side: TradeSide; count: number; total: bigint; variation: number; random: () => number },
): BatchSwapPlan<W> {
  const allowed = candidates.filter((candidate) => allowsSide(candidate.restriction, order.side));
  if (allowed.length === 0) return { ok: false, problem: 'noWallets' };
  const funded = allowed.filter((candidate) => candidate.hasGas && candidate.spendable > 0n);
  let count = Math.min(order.count, Math.max(funded.length, 1));
  let able = funded;
  for (;;) {
    const share = largestShare(order.total, count, order.variation);
    able = funded.filter((candidate) => candidate.spendable >= share);
    if (able.length >= count) break;
    if (able.length === 0) return { ok: false, problem: 'noFunds', share };
    count = able.length;
  }
  const chosen = shuffled(able, order.random).slice(0, count);
  const shares = swapShares(order.total, count, order.variation, order.random);
  if (!shares) return { ok: false, problem: 'tooSmall', count };
  return { ok: true, swaps: chosen.map((candidate, index) => ({ wallet: candidate.wallet, amount: shares[index]! })) };
}
