import { describe, expect, it } from 'vitest';
import { allocationShares, OTHERS_KEY } from './allocation.ts';

const part = (key: string, value: number) => ({ key, label: key, value });

describe('an asset allocation', () => {
  it('lists the parts largest first with their share of the whole', () => {
    expect(allocationShares([part('BNB', 25), part('USDT', 75)], 5, 'Others')).toEqual([
      { key: 'USDT', label: 'USDT', value: 75, share: 0.75 },
      { key: 'BNB', label: 'BNB', value: 25, share: 0.25 },
    ]);
  });

  it('folds the tail beyond the shown parts into one others row, but never a lone part', () => {
    const parts = [part('A', 50), part('B', 30), part('C', 10), part('D', 6), part('E', 4)];
    const folded = allocationShares(parts, 3, 'Others');
    expect(folded.map((row) => [row.key, row.value])).toEqual([
      ['A', 50],
      ['B', 30],
      ['C', 10],
      [OTHERS_KEY, 10],
    ]);
    expect(allocationShares(parts, 4, 'Others').map((row) => row.key)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('leaves out worthless parts, and has nothing to show when nothing is worth anything', () => {
    expect(allocationShares([part('A', 10), part('DUST', 0)], 5, 'Others').map((row) => row.key)).toEqual(['A']);
    expect(allocationShares([part('A', 0)], 5, 'Others')).toEqual([]);
  });
});
