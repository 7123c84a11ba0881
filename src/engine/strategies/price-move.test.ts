import { describe, expect, it } from 'vitest';
import type { BookView, MarketRules } from '../runner/types.ts';
import { MOVE_ORDER_CAP, type MoveInput, moveActions } from './price-move.ts';

// CAKE/BNB as the sandbox lists it: 0.01 CAKE lots and a 0.01 BNB minimum order.
const rules: MarketRules = {
  symbol: 'CAKE/BNB',
  base: 'CAKE',
  quote: 'BNB',
  priceStep: 0.000001,
  amountStep: 0.01,
  minAmount: 0.01,
  minCost: 0.01,
};
const book: BookView = { bids: [[0.0041, 500]], asks: [[0.0042, 500]], receivedAt: 0 };

function input(orderAmount: number, target: number, random = () => 0): MoveInput {
  return {
    ctx: { primary: { venue: 'a', rules, book, last: 0.00415, free: { CAKE: 10_000, BNB: 100 }, total: {} }, random, actionBudget: 100 },
    outside: book,
    target,
    orderAmount,
    maxOrders: 3,
    prefix: 'draw',
    reason: { key: 'drawMove' },
  };
}

const amounts = (actions: ReturnType<typeof moveActions>) =>
  actions.flatMap((action) => ('amount' in action ? [action.amount as number] : []));

describe('a price move with a small order amount', () => {
  it('raises a variation below the market minimum to the smallest order the market takes, within 1.3 × the amount', () => {
    // 3 CAKE varied down to 2.1 CAKE is 0.0088 BNB at 0.0042, under the 0.01 BNB minimum: 2.39 CAKE goes instead.
    const taken = amounts(moveActions(input(3, 0.0042)));
    expect(taken).toEqual([2.39, 2.39, 2.39]);
    for (const amount of taken) expect(amount).toBeLessThanOrEqual(3 * MOVE_ORDER_CAP);
    const printed = amounts(moveActions(input(3, 0.00415)));
    expect(printed).toEqual([2.41, 2.41]);
  });

  it('sends nothing when even the smallest order would carry more than 1.3 × the amount', () => {
    expect(moveActions(input(1, 0.0042))).toEqual([]);
    expect(moveActions(input(1, 0.00415))).toEqual([]);
  });

  it('keeps a variation that meets the minimum as it is', () => {
    expect(amounts(moveActions(input(10, 0.0042, () => 1 - 1e-12)))).toEqual([13, 13, 4]);
  });
});
