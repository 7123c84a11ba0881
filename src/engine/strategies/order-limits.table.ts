// What each kind's settings cap, order by order, written as a reader of its form understands it:
// the table the order-limits property test holds every strategy to. "±j" is the kind's size
// variation (spec §9: jitter_percent where the kind has one, else 30%): an order may be up to
// (1 + j/100) times the size it is set to, never more. Where a kind's spec sets no per-order cap
// (an order that meets every outside order beyond a bound, a sale of the whole position), the row
// says so and checks what does bound it instead.
import type { Action, BotOrder, StrategyContext } from '../runner/types.ts';
import { outsideBook } from './helpers.ts';
import { MOVE_ORDER_CAP } from './price-move.ts';

type Place = Extract<Action, { kind: 'place' }>;
type Settings = Record<string, number | string | boolean | number[] | undefined>;

export interface OrderCheck {
  order: Place;
  params: Settings;
  ctx: StrategyContext<never, unknown>;
  /** What the bot has filled so far. */
  ledger: { bought: number; boughtQuote: number; sold: number; soldQuote: number };
  /** Orders this tick placed before this one. */
  placed: Place[];
}

export interface OrderLimit {
  /** The caps in plain words. */
  caps: string;
  /** The first cap the order breaks, or nothing (false or null). */
  check(c: OrderCheck): string | false | null;
}

/** Rounding to the market's steps may land a hair above a cap computed in floating point. */
const above = (value: number, cap: number) => value > cap * (1 + 1e-9) + 1e-12;
const num = (params: Settings, key: string) => params[key] as number;
const varied = (params: Settings, key: string, jitterKey = 'jitter_percent') =>
  num(params, key) * (1 + ((params[jitterKey] as number | undefined) ?? 30) / 100);
const quoteValue = (order: Place) => order.amount * (order.price ?? 0);
/** What is left of total_budget (quote), buys and sells counted by value. */
const quoteBudgetLeft = (c: OrderCheck) => num(c.params, 'total_budget') - c.ledger.boughtQuote - c.ledger.soldQuote;
const step = (c: OrderCheck) => c.ctx.primary.rules.priceStep;
/**
 * The value at the order's price of one order of the market's minimum size, sized (as the
 * strategies do) at the best outside price on the side it takes, rounded up with a step to spare.
 */
const minimumValue = (c: OrderCheck) => {
  const rules = c.ctx.primary.rules;
  const book = c.ctx.primary.book!;
  const top = (c.order.side === 'buy' ? book.asks[0]?.[0] : book.bids[0]?.[0]) ?? c.order.price!;
  return (Math.max(rules.minAmount, (rules.minCost / Math.min(top, c.order.price!)) * 1.01) + 2 * rules.amountStep) * c.order.price!;
};
const openOf = (c: OrderCheck, prefix: string): BotOrder[] => c.ctx.orders.filter((order) => order.tag.startsWith(prefix));
/** The order's price lies strictly between the best outside bid and ask (the bot's own levels left out). */
const insideSpread = (c: OrderCheck) => {
  const outside = outsideBook(c.ctx.primary.book!, c.ctx.orders, true);
  const [bid, ask] = [outside.bids[0]?.[0], outside.asks[0]?.[0]];
  return bid !== undefined && ask !== undefined && c.order.price! > bid && c.order.price! < ask;
};
/** The order's price lies within the settings' range, give or take a price step of rounding. */
const withinRange = (c: OrderCheck, lowKey: string, highKey: string) =>
  c.order.price! >= num(c.params, lowKey) - step(c) && c.order.price! <= num(c.params, highKey) + step(c);
const first = (...checks: Array<string | false | null>) => checks.find((value): value is string => typeof value === 'string') ?? null;

const priceMove = (amountKey: string): OrderLimit => ({
  caps: `every order on its own market at most ${MOVE_ORDER_CAP} × ${amountKey} (the ±30% varied amount)`,
  check: (c) =>
    (c.order.venue ?? 'primary') === 'primary' &&
    above(c.order.amount, num(c.params, amountKey) * MOVE_ORDER_CAP) &&
    `amount ${c.order.amount} above ${MOVE_ORDER_CAP} × ${amountKey} ${num(c.params, amountKey)}`,
});

const follow: OrderLimit = {
  caps:
    'every order on its own market at most 1.3 × order_amount; the hedge on the reference exchange has no per-order cap ' +
    '(it trades back what the bot traded with others) but keeps the base held there within [position_lower, position_upper]',
  check: (c) => {
    if (c.order.venue !== 'second') return priceMove('order_amount').check(c);
    const held = c.ctx.second!.total[c.ctx.second!.rules.base] ?? 0;
    const upper = (c.params.position_upper as number | undefined) ?? Number.POSITIVE_INFINITY;
    if (c.order.side === 'sell' && above(c.order.amount, held - num(c.params, 'position_lower'))) return 'hedge sells below position_lower';
    if (c.order.side === 'buy' && above(c.order.amount, upper - held)) return 'hedge buys above position_upper';
    return null;
  },
};

const wall = (side: 'buy' | 'sell', priceKey: string): OrderLimit => ({
  caps:
    side === 'buy'
      ? 'each order at most single_budget ±j in quote; never above support_price; filled and open orders together within total_budget (quote)'
      : 'each order at most single_budget ±j in base; never below resistance_price; filled and open orders together within total_budget (base)',
  check: (c) => {
    const cost = (order: { amount: number; filled?: number; price?: number | null }) =>
      side === 'buy' ? (order.amount - (order.filled ?? 0)) * (order.price ?? 0) : order.amount - (order.filled ?? 0);
    const used =
      (side === 'buy' ? c.ledger.boughtQuote : c.ledger.sold) +
      openOf(c, 'wall:').reduce((sum, order) => sum + cost(order), 0) +
      c.placed.reduce((sum, order) => sum + cost(order), 0);
    const price = c.order.price!;
    return first(
      above(cost(c.order), varied(c.params, 'single_budget')) && `order uses ${cost(c.order)}, above single_budget ±j`,
      (side === 'buy' ? price > num(c.params, priceKey) : price < num(c.params, priceKey)) && `price ${price} beyond ${priceKey}`,
      above(used + cost(c.order), num(c.params, 'total_budget')) && `total ${used + cost(c.order)} above total_budget`,
    );
  },
});

export const ORDER_LIMITS: Record<string, OrderLimit> = {
  buy_sell: {
    caps: 'each order at most single_budget ±j in quote and what is left of total_budget; buys never above buy_upper, sells never below sell_lower',
    check: (c) => {
      const value = quoteValue(c.order);
      const left = quoteBudgetLeft(c);
      const price = c.order.price!;
      return first(
        above(value, varied(c.params, 'single_budget')) && `value ${value} above single_budget ±j`,
        above(value, left) && `value ${value} above the budget left ${left}`,
        c.order.side === 'buy' && price > num(c.params, 'buy_upper') && 'buy above buy_upper',
        c.order.side === 'sell' && price < num(c.params, 'sell_lower') && 'sell below sell_lower',
      );
    },
  },
  iceberg: {
    caps: 'each tranche at most tranche_amount ±j and what is left of total_amount; sells never below limit_price, buys never above it',
    check: (c) => {
      const done = c.params.side === 'sell' ? c.ledger.sold : c.ledger.bought;
      const price = c.order.price!;
      return first(
        c.order.side !== c.params.side && 'trades the other side',
        above(c.order.amount, varied(c.params, 'tranche_amount')) && 'tranche above tranche_amount ±j',
        above(c.order.amount, num(c.params, 'total_amount') - done) && 'tranche above what is left of total_amount',
        (c.order.side === 'sell' ? price < num(c.params, 'limit_price') : price > num(c.params, 'limit_price')) && 'price past limit_price',
      );
    },
  },
  banzhuan: {
    caps: 'each leg at most trade_amount',
    check: (c) => above(c.order.amount, num(c.params, 'trade_amount')) && 'leg above trade_amount',
  },
  wangge: {
    caps:
      'each buy at most base_order × multiplier^max_adds in quote and at most total_budget; the take-profit sale has no ' +
      'per-order cap (it sells the position) but never more than the bot holds',
    check: (c) => {
      if (c.order.side === 'sell') return above(c.order.amount, c.ledger.bought - c.ledger.sold) && 'sells more than it holds';
      const value = quoteValue(c.order);
      const largest = num(c.params, 'base_order') * num(c.params, 'multiplier') ** num(c.params, 'max_adds');
      return first(
        above(value, largest) && 'buy above the largest add',
        above(value, num(c.params, 'total_budget')) && 'buy above total_budget',
      );
    },
  },
  grid: {
    caps: 'each order at most order_amount (grid orders do not vary); prices within [lower_price, upper_price]',
    check: (c) =>
      first(
        above(c.order.amount, num(c.params, 'order_amount')) && 'above order_amount',
        !withinRange(c, 'lower_price', 'upper_price') && 'price outside the grid',
      ),
  },
  shua: {
    caps: 'each trade at most single_amount ±j and target_volume; at a price strictly inside the outside spread',
    check: (c) =>
      first(
        above(c.order.amount, varied(c.params, 'single_amount')) && 'above single_amount ±j',
        above(c.order.amount, num(c.params, 'target_volume')) && 'above target_volume',
        !insideSpread(c) && 'price not inside the spread',
      ),
  },
  budan_new: {
    caps:
      'each level at most its size ±j (order_amount; advanced: its level size, or up to 2 × order_amount on a rising or ' +
      'falling curve), the nearest level doubled when within 1% of the mid; never crossing the outside book',
    check: (c) => {
      const level = Number(c.order.tag.split(':')[2]);
      const sizes = (c.params.level_sizes as number[] | undefined) ?? [];
      const advanced = c.params.mode === 'advanced';
      const curved = advanced && c.params.depth_curve !== 'flat' ? 2 : 1;
      const size = advanced ? (sizes[level] ?? num(c.params, 'order_amount') * curved) : num(c.params, 'order_amount');
      const cap = size * (level === 0 ? 2 : 1) * (1 + num(c.params, 'jitter_percent') / 100);
      const own = openOf(c, 'book:');
      const outside = outsideBook(c.ctx.primary.book!, own);
      const ask = outside.asks[0]?.[0];
      const bid = outside.bids[0]?.[0];
      return first(
        above(c.order.amount, cap) && `level ${level} above its size ±j (${cap})`,
        c.order.side === 'buy' && ask !== undefined && c.order.price! >= ask && 'buy crosses the book',
        c.order.side === 'sell' && bid !== undefined && c.order.price! <= bid && 'sell crosses the book',
      );
    },
  },
  hupan_buy: wall('buy', 'support_price'),
  hupan_sell: wall('sell', 'resistance_price'),
  push: {
    caps:
      'each step at most single_budget (quote, no variation) and what is left of total_budget, or one minimum order of the ' +
      'market when the budget is below it',
    check: (c) => {
      const value = quoteValue(c.order);
      const left = quoteBudgetLeft(c);
      const cap = Math.max(Math.min(num(c.params, 'single_budget'), left), minimumValue(c));
      return above(value, cap) && `value ${value} above ${cap}`;
    },
  },
  hugevol: {
    caps:
      'each trade at most single_amount ±j in quote (or one minimum order of the market when that is larger) and ' +
      'target_volume; at a price strictly inside the outside spread',
    check: (c) => {
      const value = quoteValue(c.order);
      return first(
        above(value, Math.max(varied(c.params, 'single_amount'), minimumValue(c))) && `value ${value} above single_amount ±j`,
        above(value, num(c.params, 'target_volume')) && 'above target_volume',
        !insideSpread(c) && 'price not inside the spread',
      );
    },
  },
  draw: {
    caps: 'every order at most 1.3 × single_amount (the ±30% varied amount); prices within [price_lower, price_upper]',
    check: (c) => priceMove('single_amount').check(c) || (!withinRange(c, 'price_lower', 'price_upper') && 'price outside the range'),
  },
  real_genpan: follow,
  real_genpan_quick: follow,
  kongpan: priceMove('order_amount'),
  defence: {
    caps:
      'resting orders at most order_amount, at the bounds; taking orders have no per-order cap (they meet every outside ' +
      'order beyond a bound) but buys stay within what is left of total_budget and sells within the base balance',
    check: (c) => {
      const value = quoteValue(c.order);
      const openBuys = openOf(c, 'defend:').filter((order) => order.side === 'buy');
      const committed = [...openBuys, ...c.placed.filter((order) => order.side === 'buy').map((o) => ({ ...o, filled: 0 }))];
      const used = c.ledger.boughtQuote + committed.reduce((sum, order) => sum + (order.amount - order.filled) * (order.price ?? 0), 0);
      const resting = c.order.tag !== 'defend:take';
      return first(
        resting && above(c.order.amount, num(c.params, 'order_amount')) && 'resting order above order_amount',
        c.order.side === 'buy' && above(used + value, num(c.params, 'total_budget')) && `buys ${used + value} above total_budget`,
        c.order.side === 'buy' && c.order.price! > num(c.params, 'coin_lower') && 'buys above coin_lower',
        c.order.side === 'sell' && c.order.price! < num(c.params, 'coin_upper') && 'sells below coin_upper',
      );
    },
  },
  open_cex: {
    caps: 'each level at most order_amount ±30%, the nearest level doubled when within 1%; buys never above price_upper, sells never below price_lower',
    check: (c) => {
      const level = Number(c.order.tag.split(':')[2]);
      const cap = num(c.params, 'order_amount') * 1.3 * (level === 0 ? 2 : 1);
      return first(
        above(c.order.amount, cap) && `level ${level} above order_amount ±30%`,
        c.order.side === 'buy' && c.order.price! > num(c.params, 'price_upper') && 'buy above price_upper',
        c.order.side === 'sell' && c.order.price! < num(c.params, 'price_lower') && 'sell below price_lower',
      );
    },
  },
};
