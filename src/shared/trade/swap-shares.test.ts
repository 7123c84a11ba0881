import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../mulberry32.ts';
import { largestShare, swapShares, variedWeights } from './swap-shares.ts';

const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

describe('swap shares', () => {
  it('splits evenly without variation, the remainder one unit at a time', () => {
    expect(swapShares(10n, 3, 0, Math.random)).toEqual([4n, 3n, 3n]);
  });

  it('keeps every share of a 40% variation within 60%-140% of the average, adding up to the total', () => {
    // A share at the band's edge may miss it by the integer rounding only: far under a billionth.
    for (let seed = 1; seed <= 2000; seed++) {
      const count = 1 + (seed % 17);
      const total = 10n ** 18n * BigInt(seed);
      const shares = swapShares(total, count, 40, mulberry32(seed))!;
      expect(sum(shares)).toBe(total);
      const average = Number(total) / count;
      for (const share of shares) {
        expect(Number(share) / average).toBeGreaterThanOrEqual(0.6 - 1e-9);
        expect(Number(share) / average).toBeLessThanOrEqual(1.4 + 1e-9);
      }
    }
  });

  it('really varies the shares', () => {
    const weights = variedWeights(50, 40, mulberry32(7));
    expect(Math.max(...weights) - Math.min(...weights)).toBeGreaterThan(0.4);
  });

  it('gives one wallet the whole total, and refuses a total too small to share', () => {
    expect(swapShares(5n, 1, 40, Math.random)).toEqual([5n]);
    expect(swapShares(2n, 3, 0, Math.random)).toBeNull();
  });

  it('bounds the largest share from above', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const shares = swapShares(1_000_000n, 7, 40, mulberry32(seed))!;
      expect(shares.every((share) => share <= largestShare(1_000_000n, 7, 40))).toBe(true);
    }
    expect(largestShare(99n, 1, 40)).toBe(99n);
  });
});
