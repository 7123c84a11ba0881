import { expect, it } from 'vitest';
import { swapOfSize } from '../../connectors/evm/pool-math.ts';
import { planBuys } from './dex-sniper.ts';

const pool = { base: 1_000_000, quote: 10, price: 0.00001, feePercent: 0.25, block: 100 };

/** The average price of the last of `count` buys of `size` mined one after another. */
function lastOf(count: number, size: number): number {
  let reserves = { ...pool };
  let price = 0;
  for (let i = 0; i < count; i++) {
    const swap = swapOfSize(reserves, 'buy', size);
    price = size / swap.amountOut;
    reserves = { ...reserves, base: reserves.base - swap.amountOut, quote: reserves.quote + size };
  }
  return price;
}

it('plans equal buys whose last-mined slice still averages within the maximum price', () => {
  const max = pool.price * 1.15;
  const plan = planBuys(pool, 4, 0.5, 2, max);
  expect(plan.count).toBe(4);
  expect(plan.size).toBeGreaterThan(0);
  expect(plan.size).toBeLessThan(0.5);
  expect(lastOf(plan.count, plan.size)).toBeLessThanOrEqual(max * (1 + 1e-9));
  // A hair more and the last buy would pass the maximum.
  expect(lastOf(plan.count, plan.size * 1.01)).toBeGreaterThan(max);
});

it('spends the whole budget when the maximum is far above the price, and nothing when it is below', () => {
  expect(planBuys(pool, 4, 0.5, 2, pool.price * 10)).toEqual({ count: 4, size: 0.5 });
  expect(planBuys(pool, 4, 0.5, 2, pool.price * 0.99).count).toBe(0);
});
