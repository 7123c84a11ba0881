import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../shared/mulberry32.ts';
import { collectionPlan, groupTransferPlan, splitTotal } from './transfer-plans.ts';

const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

describe('splitting a total over wallets', () => {
  it('splits evenly at 0% and gives the remainder one unit at a time', () => {
    expect(splitTotal(10n, 3, 0, Math.random)).toEqual([4n, 3n, 3n]);
  });

  it('adds up to the total exactly at any float range', () => {
    for (const float of [0, 10, 50, 79, 80, 100]) {
      const shares = splitTotal(10n ** 24n + 7n, 200, float, mulberry32(float))!;
      expect(sum(shares)).toBe(10n ** 24n + 7n);
      expect(shares.every((share) => share > 0n)).toBe(true);
    }
  });

  it('keeps the shares within the float range of each other', () => {
    // Each weight is within ±20% of 1, so no share is more than 1.2 / 0.8 times another.
    const shares = splitTotal(1_000_000n, 100, 20, mulberry32(3))!.map(Number);
    expect(Math.max(...shares) / Math.min(...shares)).toBeLessThanOrEqual(1.5);
    expect(Math.max(...shares) / Math.min(...shares)).toBeGreaterThan(1.1);
  });

  it('keeps every share within the float range of an even split, adding up to the total, for any seed', () => {
    const draw = mulberry32(20240611);
    for (let run = 0; run < 3000; run++) {
      const count = 1 + Math.floor(draw() * (run % 3 === 0 ? 8 : 300));
      // Floats of the "float" mode (above 0%, below 80%), to the hundredth of a percent.
      const floatHundredths = 1 + Math.floor(draw() * 7999);
      const float = floatHundredths / 100;
      const digits = 1 + Math.floor(draw() * 25);
      const total = BigInt(Math.floor(draw() * 10 ** Math.min(digits, 15))) * 10n ** BigInt(Math.max(digits - 15, 0)) + BigInt(count);
      const seed = Math.floor(draw() * 2 ** 32);
      const shares = splitTotal(total, count, float, mulberry32(seed));
      const where = `seed ${seed}, ${count} wallets, total ${total}, float ${float}%`;
      // Plenty of base units per wallet: there is always a split inside the range.
      if (total >= BigInt(count) * 1_000_000n) expect(shares, where).not.toBeNull();
      if (!shares) continue;
      expect(sum(shares), where).toBe(total);
      // |share − total/count| ≤ float% of total/count, in integers.
      const outside = shares.find((share) => {
        const off = share * BigInt(count) - total;
        return share <= 0n || (off < 0n ? -off : off) * 10_000n > BigInt(floatHundredths) * total;
      });
      expect(outside, where).toBeUndefined();
    }
  });

  it('refuses a split no share of which can stay within the float range', () => {
    // 10 over 3 is 3.33 each: 1% of float allows neither 3 nor 4.
    expect(splitTotal(10n, 3, 1, mulberry32(1))).toBeNull();
  });

  it('refuses a total too small for every wallet to get something', () => {
    expect(splitTotal(2n, 3, 0, Math.random)).toBeNull();
  });
});

describe('collection', () => {
  const holdings = [
    { wallet: 'a', balance: 5n },
    { wallet: 'b', balance: 50n },
    { wallet: 'c', balance: 1n },
  ];

  it('takes everything spare, the fullest first, leaving what each must keep', () => {
    expect(collectionPlan('main', holdings, 2n, null)).toEqual([
      { from: 'b', to: 'main', amount: 48n },
      { from: 'a', to: 'main', amount: 3n },
    ]);
  });

  it('stops at the total', () => {
    expect(collectionPlan('main', holdings, 0n, 52n)).toEqual([
      { from: 'b', to: 'main', amount: 50n },
      { from: 'a', to: 'main', amount: 2n },
    ]);
  });
});

describe('batch transfer between groups', () => {
  it('pays every receiver its share from the senders in turn', () => {
    const plan = groupTransferPlan(
      [
        { wallet: 's1', balance: 7n },
        { wallet: 's2', balance: 10n },
      ],
      ['r1', 'r2', 'r3'],
      15n,
      0n,
    )!;
    const received = (to: string) => sum(plan.filter((t) => t.to === to).map((t) => t.amount));
    expect([received('r1'), received('r2'), received('r3')]).toEqual([5n, 5n, 5n]);
    expect(sum(plan.filter((t) => t.from === 's2').map((t) => t.amount))).toBe(10n);
    expect(sum(plan.filter((t) => t.from === 's1').map((t) => t.amount))).toBe(5n);
  });

  it('is refused when the senders hold too little', () => {
    expect(groupTransferPlan([{ wallet: 's', balance: 5n }], ['r'], 6n, 0n)).toBeNull();
  });
});
