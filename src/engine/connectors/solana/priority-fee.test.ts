import { describe, expect, it } from 'vitest';
import { computeUnitPrice, MAX_COMPUTE_UNIT_PRICE, MIN_COMPUTE_UNIT_PRICE, priorityFeeLamports } from './priority-fee.ts';

const slots = (...fees: number[]) => fees.map((prioritizationFee, slot) => ({ slot, prioritizationFee }));

describe('the compute-unit price for a gas multiplier', () => {
  it('is the median of the slots that paid, times the multiplier', () => {
    const recent = slots(0, 0, 0, 5_000, 10_000, 20_000, 0);
    expect(computeUnitPrice(1, recent)).toBe(10_000n);
    expect(computeUnitPrice(2, recent)).toBe(20_000n);
    expect(computeUnitPrice(1.5, recent)).toBe(15_000n);
    expect(computeUnitPrice(5, recent)).toBe(50_000n);
  });

  it('is the 75th percentile when adaptive (0)', () => {
    expect(computeUnitPrice(0, slots(1_000, 2_000, 3_000, 4_000, 5_000, 6_000, 7_000, 8_000))).toBe(7_000n);
  });

  it('never falls below the floor, even when no slot paid, nor rises above the ceiling', () => {
    expect(computeUnitPrice(1, [])).toBe(MIN_COMPUTE_UNIT_PRICE);
    expect(computeUnitPrice(0, slots(0, 0, 0))).toBe(MIN_COMPUTE_UNIT_PRICE);
    expect(computeUnitPrice(3, slots(0, 10))).toBe(MIN_COMPUTE_UNIT_PRICE * 3n);
    expect(computeUnitPrice(5, slots(9_000_000))).toBe(MAX_COMPUTE_UNIT_PRICE);
  });

  it('refuses a multiplier outside 0 and 1 to 5', () => {
    for (const multiplier of [-1, 0.5, 5.5, Number.NaN]) expect(() => computeUnitPrice(multiplier, [])).toThrow(RangeError);
  });

  it('costs the limit times the price in lamports, rounded up', () => {
    expect(priorityFeeLamports(1_000n, 200_000)).toBe(200n);
    expect(priorityFeeLamports(1n, 1)).toBe(1n);
    expect(priorityFeeLamports(0n, 200_000)).toBe(0n);
  });
});
