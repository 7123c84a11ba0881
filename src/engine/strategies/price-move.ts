// Moving a market's price to a target, shared by the price-management kinds (follow, sync): a target
// beyond the book is reached by taking the outside orders up to it (immediate-or-cancel, at most
// `maxTake` base); a target inside the spread is printed by a self-trade of the bot's own two orders.
import { meetsMinimums, roundAmount } from '../runner/market-rules.ts';
import type { Action, BookView, LogLine, MarketRules } from '../runner/types.ts';
import { limit } from './helpers.ts';

export interface MoveInput {
  /** The outside book (the bot's own orders left out). */
  outside: BookView;
  target: number;
  rules: MarketRules;
  /** Base quantity of a printing trade. */
  printAmount: number;
  maxTake: number;
  baseFree: number;
  quoteFree: number;
  /** Tag prefix: orders are `<prefix>:take`, `<prefix>:maker`, `<prefix>:taker`. */
  prefix: string;
  makerSide: 'buy' | 'sell';
  reason: LogLine;
}

const sizeWhere = (levels: BookView['bids'], keep: (price: number) => boolean) =>
  levels.filter(([price]) => keep(price)).reduce((sum, [, amount]) => sum + amount, 0);

export function moveActions(input: MoveInput): Action[] {
  const { outside, target, rules, prefix, reason } = input;
  const bid = outside.bids[0]?.[0];
  const ask = outside.asks[0]?.[0];
  if (ask !== undefined && target >= ask) {
    const amount = roundAmount(
      Math.min(
        sizeWhere(outside.asks, (p) => p <= target),
        input.maxTake,
        input.quoteFree / target,
      ),
      rules,
    );
    return meetsMinimums(amount, target, rules) ? [limit('buy', target, amount, `${prefix}:take`, { timeInForce: 'IOC', reason })] : [];
  }
  if (bid !== undefined && target <= bid) {
    const amount = roundAmount(
      Math.min(
        sizeWhere(outside.bids, (p) => p >= target),
        input.maxTake,
        input.baseFree,
      ),
      rules,
    );
    return meetsMinimums(amount, target, rules) ? [limit('sell', target, amount, `${prefix}:take`, { timeInForce: 'IOC', reason })] : [];
  }
  const amount = roundAmount(Math.min(input.printAmount, input.baseFree, input.quoteFree / target), rules);
  if (!meetsMinimums(amount, target, rules)) return [];
  return [
    limit(input.makerSide, target, amount, `${prefix}:maker`, { reason }),
    {
      kind: 'place',
      tag: `${prefix}:taker`,
      side: input.makerSide === 'buy' ? 'sell' : 'buy',
      type: 'limit',
      price: target,
      amount,
      timeInForce: 'IOC',
      allowSelfTrade: true,
    },
  ];
}
