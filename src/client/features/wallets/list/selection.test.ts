import { describe, expect, it } from 'vitest';
import { NONE_SELECTED, offersSelectAll, pageTicks, withPage, withWallet } from './selection.ts';

describe('ticking trading wallets', () => {
  it('ticks and clears one wallet without touching the others', () => {
    const one = withWallet(NONE_SELECTED, 4, true);
    const two = withWallet(one, 9, true);
    expect([...withWallet(two, 4, false)]).toEqual([9]);
  });

  it('ticks a whole page and keeps what was ticked on other pages', () => {
    const before = withWallet(NONE_SELECTED, 100, true);
    const ticked = withPage(before, [1, 2, 3], true);
    expect([...ticked].sort((a, b) => a - b)).toEqual([1, 2, 3, 100]);
    expect([...withPage(ticked, [1, 2, 3], false)]).toEqual([100]);
  });

  it('shows the page box checked, mixed or clear', () => {
    expect(pageTicks(new Set([1, 2]), [1, 2])).toBe('all');
    expect(pageTicks(new Set([1]), [1, 2])).toBe('some');
    expect(pageTicks(new Set([7]), [1, 2])).toBe('none');
  });

  it('offers every wallet of the filter only once the page is ticked and more are left', () => {
    expect(offersSelectAll(new Set([1, 2]), [1, 2], 120)).toBe(true);
    expect(offersSelectAll(new Set([1]), [1, 2], 120)).toBe(false);
    expect(offersSelectAll(new Set([1, 2]), [1, 2], 2)).toBe(false);
    expect(offersSelectAll(NONE_SELECTED, [], 0)).toBe(false);
  });
});
