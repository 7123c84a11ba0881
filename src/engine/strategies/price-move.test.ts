import { describe, expect, it } from 'vitest';
import type { BookView, MarketRules } from '../runner/types.ts';
import { MOVE_ORDER_CAP, type MoveInput, moveActions, moveFundsShort } from './price-move.ts';

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

describe('the asset a move lacks', () => {
  // The smallest order at 0.0042 is 2.39 CAKE (0.01 BNB); one lot more is asked of the balance.
  it('is the quote to take asks, the base to take bids, and either for a print inside the spread', () => {
    const none = {};
    expect(moveFundsShort(0.0042, book, none, rules)).toBe('BNB');
    expect(moveFundsShort(0.0041, book, none, rules)).toBe('CAKE');
    expect(moveFundsShort(0.00415, book, { BNB: 1 }, rules)).toBe('CAKE');
    expect(moveFundsShort(0.00415, book, { CAKE: 100 }, rules)).toBe('BNB');
  });

  it('is none when the balance pays for the move, whatever else holds it back', () => {
    expect(moveFundsShort(0.0042, book, { BNB: 0.011 }, rules)).toBeNull();
    expect(moveFundsShort(0.0041, book, { CAKE: 2.5 }, rules)).toBeNull();
    expect(moveFundsShort(0.00415, book, { CAKE: 100, BNB: 1 }, rules)).toBeNull();
    // A move that sends nothing for its small order amount is not a shortage of funds.
    expect(moveActions(input(1, 0.0042))).toEqual([]);
    expect(moveFundsShort(0.0042, book, { CAKE: 10_000, BNB: 100 }, rules)).toBeNull();
  });
});
