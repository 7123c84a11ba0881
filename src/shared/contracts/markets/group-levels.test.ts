import { describe, expect, it } from 'vitest';
import { cumulative, groupLevels } from './group-levels.ts';

describe('grouping book levels into price steps', () => {
  it('rounds bids down and asks up to the step, adding the amounts of a step', () => {
    const bids: Array<[number, number]> = [
      [100.37, 1],
      [100.31, 2],
      [100.29, 4],
      [99.99, 8],
    ];
    expect(groupLevels(bids, 0.1, 'bid')).toEqual([
      [100.3, 3],
      [100.2, 4],
      [99.9, 8],
    ]);
    const asks: Array<[number, number]> = [
      [100.41, 1],
      [100.5, 2],
      [100.51, 4],
    ];
    expect(groupLevels(asks, 0.1, 'ask')).toEqual([
      [100.5, 3],
      [100.6, 4],
    ]);
  });

  it('keeps a price that sits exactly on a step in that step despite float error', () => {
    expect(groupLevels([[0.3, 1]], 0.1, 'bid')).toEqual([[0.3, 1]]);
    expect(groupLevels([[0.3, 1]], 0.1, 'ask')).toEqual([[0.3, 1]]);
    expect(groupLevels([[0.00012345, 5]], 1e-7, 'bid')).toEqual([[0.0001234, 5]]);
  });

  it('gives the running total from the best level outwards', () => {
    expect(
      cumulative([
        [10, 1],
        [9, 2.5],
        [8, 0.5],
      ]),
    ).toEqual([1, 3.5, 4]);
  });
});
