import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/mulberry32.ts';
import { planBatchSwaps, type SwapCandidate } from './batch-swap-plan.ts';

const wallet = (id: number, spendable: bigint, restriction: SwapCandidate<number>['restriction'] = 'unlimited', hasGas = true) => ({
  wallet: id,
  restriction,
  spendable,
  hasGas,
});

const order = (changes: Partial<Parameters<typeof planBatchSwaps>[1]> = {}) => ({
  side: 'buy' as const,
  count: 3,
  total: 300n,
  variation: 40,
  random: mulberry32(1),
  ...changes,
});

describe('DEX batch order plan', () => {
  it('swaps from wallets whose restriction allows the side, never the others', () => {
    const candidates = [wallet(1, 1000n, 'buy'), wallet(2, 1000n, 'sell'), wallet(3, 1000n), wallet(4, 1000n, 'sell')];
    const buy = planBatchSwaps(candidates, order({ count: 4 }));
    expect(buy.ok && buy.swaps.map((swap) => swap.wallet).sort()).toEqual([1, 3]);
    const sell = planBatchSwaps(candidates, order({ side: 'sell', count: 4 }));
    expect(sell.ok && sell.swaps.map((swap) => swap.wallet).sort()).toEqual([2, 3, 4]);
  });

  it('adds the shares up to the total, each within the variation of the average', () => {
    const plan = planBatchSwaps(
      [1, 2, 3, 4, 5].map((id) => wallet(id, 10_000n)),
      order({ count: 5, total: 5000n }),
    );
    if (!plan.ok) throw new Error(plan.problem);
    expect(plan.swaps.reduce((sum, swap) => sum + swap.amount, 0n)).toBe(5000n);
    for (const swap of plan.swaps) expect(swap.amount >= 600n && swap.amount <= 1400n).toBe(true);
  });

  it('chooses at random among more wallets than asked for', () => {
    const candidates = Array.from({ length: 20 }, (_, id) => wallet(id, 10_000n));
    const picks = new Set<string>();
    for (let seed = 1; seed <= 10; seed++) {
      const plan = planBatchSwaps(candidates, order({ random: mulberry32(seed) }));
      if (plan.ok) picks.add(plan.swaps.map((swap) => swap.wallet).join(','));
    }
    expect(picks.size).toBeGreaterThan(5);
  });

  it('leaves out wallets without gas or holding less than the largest share, with fewer larger shares', () => {
    const candidates = [wallet(1, 1000n), wallet(2, 1000n, 'unlimited', false), wallet(3, 100n), wallet(4, 1000n)];
    const plan = planBatchSwaps(candidates, order({ count: 4, total: 600n }));
    if (!plan.ok) throw new Error(plan.problem);
    expect(plan.swaps.map((swap) => swap.wallet).sort()).toEqual([1, 4]);
  });

  it('says why nothing can be planned', () => {
    expect(planBatchSwaps([wallet(1, 1000n, 'sell')], order())).toEqual({ ok: false, problem: 'noWallets' });
    expect(planBatchSwaps([wallet(1, 10n), wallet(2, 10n)], order())).toMatchObject({ ok: false, problem: 'noFunds' });
    expect(planBatchSwaps([wallet(1, 10n), wallet(2, 10n)], order({ total: 1n, variation: 0 }))).toMatchObject({
      ok: false,
      problem: 'tooSmall',
    });
  });
});
