import { describe, expect, it } from 'vitest';
import type { DepthCurve } from './depth-curve.ts';
import { depthColumns, moveScale } from './depth-plot.ts';

const point = (changePercent: number, base: number) => ({ price: 2 * (1 + changePercent / 100), changePercent, base, quote: 2 * base });

describe('the depth chart’s columns', () => {
  it('run from the farthest bid through the pool price to the farthest ask, each side with gaps on the other', () => {
    const curve: DepthCurve = { poolPrice: 2, bids: [point(-0.5, 3), point(-1, 7)], asks: [point(0.5, 2), point(1, 5), point(2, 9)] };
    expect(depthColumns(curve)).toEqual([
      [-1, -0.5, 0, 0.5, 1, 2],
      [7, 3, 0, null, null, null],
      [null, null, 0, 2, 5, 9],
    ]);
  });
});

describe('the depth chart’s move axis', () => {
  it('is linear for the near levels and asinh once a level lies beyond ±25%', () => {
    const near: DepthCurve = { poolPrice: 2, bids: [point(-10.3, 5)], asks: [point(10.3, 5)] };
    const all: DepthCurve = { poolPrice: 2, bids: [point(-50.1, 5)], asks: [point(10.3, 5)] };
    expect(moveScale(near).distr).toBeUndefined();
    expect(moveScale(all)).toMatchObject({ distr: 4 });
  });
});
