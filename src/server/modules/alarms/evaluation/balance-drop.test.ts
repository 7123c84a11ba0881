import { describe, expect, it } from 'vitest';
import { dropPercent, valueAt } from './balance-drop.ts';

describe('balance drop between snapshots', () => {
  it('values holdings in the quote coin', () => {
    expect(valueAt({ baseTotal: 2, quoteTotal: 100, price: 0, takenAt: 0 }, 50)).toBe(200);
  });

  it('is positive when value left the account and negative when it grew', () => {
    const from = { baseTotal: 1, quoteTotal: 100, price: 100, takenAt: 0 };
    expect(dropPercent(from, { baseTotal: 0.5, quoteTotal: 100, price: 100, takenAt: 600_000 })).toEqual({
      percent: 25,
      fromValue: 200,
      toValue: 150,
      minutes: 10,
    });
    expect(dropPercent(from, { baseTotal: 1, quoteTotal: 200, price: 100, takenAt: 600_000 })?.percent).toBe(-50);
  });

  it('answers nothing without a price or without anything to lose', () => {
    expect(
      dropPercent({ baseTotal: 1, quoteTotal: 0, price: 1, takenAt: 0 }, { baseTotal: 1, quoteTotal: 0, price: 0, takenAt: 1 }),
    ).toBeNull();
    expect(
      dropPercent({ baseTotal: 0, quoteTotal: 0, price: 1, takenAt: 0 }, { baseTotal: 0, quoteTotal: 0, price: 1, takenAt: 1 }),
    ).toBeNull();
  });
});
