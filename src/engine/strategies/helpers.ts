// Small pure helpers the strategies share: reading a book, building actions and log lines.
import type { Action, BookView, BotOrder, LogLine, OrderEvent, VenueSlot, VenueView } from '../runner/types.ts';

type Side = 'buy' | 'sell';

export const bestBid = (book: BookView | null) => book?.bids[0]?.[0] ?? null;
export const bestAsk = (book: BookView | null) => book?.asks[0]?.[0] ?? null;

/** The mid price of a book, or null when a side is empty. */
export function midOf(book: BookView | null): number | null {
  const bid = bestBid(book);
  const ask = bestAsk(book);
  return bid !== null && ask !== null ? (bid + ask) / 2 : null;
}

export const say = (key: string, params?: LogLine['params'], level: LogLine['level'] = 'info'): LogLine => ({
  key,
  level,
  ...(params ? { params } : {}),
});

export const log = (key: string, params?: LogLine['params'], level?: LogLine['level']): Action => ({
  kind: 'log',
  line: say(key, params, level),
});

export const stop = (key: string, params?: LogLine['params']): Action => ({ kind: 'stop', reason: say(key, params) });

export function limit(
  side: 'buy' | 'sell',
  price: number,
  amount: number,
  tag: string,
  options: { venue?: VenueSlot; timeInForce?: 'GTC' | 'IOC'; reason?: LogLine } = {},
): Action {
  return { kind: 'place', side, type: 'limit', price, amount, tag, ...options };
}

export const cancel = (order: BotOrder, reason?: LogLine): Action => ({
  kind: 'cancel',
  clientOrderId: order.clientOrderId,
  ...(reason ? { reason } : {}),
});

/**
 * The cancels for a kind's leftover orders (the unfilled resting leg of a trade or a move), which go
 * before anything new is placed. An order still being sent is left alone until the venue knows it.
 */
export const cancelLeftovers = (own: BotOrder[]): Action[] =>
  own.filter((order) => order.status !== 'pending').map((order) => cancel(order));

/**
 * The asset the bot lacks for an order of `amount` at `price`, or null when it has enough: a sell
 * needs the base, a buy the quote value, a self-trade both.
 */
export function assetShort(view: VenueView, amount: number, price: number, needs: { base: boolean; quote: boolean }): string | null {
  const { rules, free } = view;
  if (needs.base && (free[rules.base] ?? 0) < amount) return rules.base;
  if (needs.quote && (free[rules.quote] ?? 0) < amount * price) return rules.quote;
  return null;
}

/** Quantity and quote value filled in these events, per side. */
export function filledBy(events: OrderEvent[], side?: 'buy' | 'sell'): { amount: number; quote: number } {
  let amount = 0;
  let quote = 0;
  for (const event of events) {
    if (event.type !== 'fill' || (side && event.order.side !== side)) continue;
    amount += event.amount;
    quote += event.amount * event.price;
  }
  return { amount, quote };
}

/** The first tag segment: "grid:buy:3" → "grid". */
export const tagKind = (tag: string) => tag.split(':', 1)[0] ?? '';

/** A random delay in [min, max] seconds, in ms. */
export const randomDelayMs = (random: () => number, minSeconds: number, maxSeconds: number) =>
  Math.round((minSeconds + (maxSeconds - minSeconds) * random()) * 1000);

/** The pace of a kind with interval_min/interval_max: a random wait between them, in ms. */
export const paceMs = (params: { interval_min: number; interval_max: number }, random: () => number) =>
  randomDelayMs(random, params.interval_min, params.interval_max);

/** A quantity or amount of money for the robot log, without floating-point noise. */
export const round8 = (value: number) => Number(value.toFixed(8));

/** The tags of a self-trade's two legs: `<prefix>:maker` rests, `<prefix>:taker` meets it. */
export const selfTradeTags = (prefix: string) => ({ maker: `${prefix}:maker`, taker: `${prefix}:taker` });

/**
 * A trade of the bot with itself at one price: its resting order, then an immediate-or-cancel
 * order of the other side with self-trade prevention off, so the two meet and nothing outside does.
 */
export function selfTrade(
  makerSide: Side,
  price: number,
  amount: number,
  tags: { maker: string; taker: string },
  reason?: LogLine,
): Action[] {
  return [
    limit(makerSide, price, amount, tags.maker, reason ? { reason } : {}),
    {
      kind: 'place',
      tag: tags.taker,
      side: makerSide === 'buy' ? 'sell' : 'buy',
      type: 'limit',
      price,
      amount,
      timeInForce: 'IOC',
      allowSelfTrade: true,
    },
  ];
}

/**
 * The book without the bot's own resting orders. With `dropOwnLevels` a price level holding one of
 * the bot's orders is left out whole: the book and the order states arrive at different moments,
 * so subtracting amounts there could leave a phantom outside order at the bot's own price.
 */
export function outsideBook(book: BookView, own: BotOrder[], dropOwnLevels = false): BookView {
  const remove = (levels: BookView['bids'], side: Side) =>
    levels
      .map(([price, amount]): [number, number] => {
        const mine = own.filter((order) => order.side === side && Math.abs((order.price ?? 0) - price) < 1e-12);
        if (dropOwnLevels && mine.length > 0) return [price, 0];
        return [price, amount - mine.reduce((sum, order) => sum + order.amount - order.filled, 0)];
      })
      .filter(([, amount]) => amount > 1e-12);
  return { bids: remove(book.bids, 'buy'), asks: remove(book.asks, 'sell'), receivedAt: book.receivedAt };
}
