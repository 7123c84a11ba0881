import { describe, expect, it } from 'vitest';
import { applyFuturesFill } from './futures-pnl.ts';

const flat = { size: 0, entry: 0 };

describe('a fill on a perpetual', () => {
  it('opens and adds at the size-weighted entry, realising nothing', () => {
    const opened = applyFuturesFill(flat, { side: 'buy', amount: 2, price: 100 });
    expect(opened).toEqual({ position: { size: 2, entry: 100 }, realised: 0 });
    const added = applyFuturesFill(opened.position, { side: 'buy', amount: 2, price: 110 });
    expect(added).toEqual({ position: { size: 4, entry: 105 }, realised: 0 });
  });

  it('closes a long at the price less the entry, and a short at the entry less the price', () => {
    expect(applyFuturesFill({ size: 4, entry: 105 }, { side: 'sell', amount: 1, price: 120 })).toEqual({
      position: { size: 3, entry: 105 },
      realised: 15,
    });
    expect(applyFuturesFill({ size: -2, entry: 100 }, { side: 'buy', amount: 2, price: 90 })).toEqual({
      position: { size: 0, entry: 0 },
      realised: 20,
    });
    expect(applyFuturesFill({ size: -2, entry: 100 }, { side: 'buy', amount: 1, price: 130 }).realised).toBe(-30);
  });

  it('closes the whole position and opens the rest on the other side at the fill price', () => {
    expect(applyFuturesFill({ size: 1, entry: 100 }, { side: 'sell', amount: 3, price: 120 })).toEqual({
      position: { size: -2, entry: 120 },
      realised: 20,
    });
  });
});
