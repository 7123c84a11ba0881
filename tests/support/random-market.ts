// Random market states for driving a strategy's decision function directly: a venue's rules
// (price and amount steps, minimums), a book of any shape (empty sides, gaps, walls, a crossed
// outside book never), balances from nothing to plenty and a last trade that may be missing or
// stale. A small venue stand-in carries a strategy over several ticks: orders it places rest,
// fill in part or in full, or are refused, and come back as open orders and events, so the
// strategy's own budgets and positions move as they would.
import type { Action, BookView, BotOrder, MarketRules, OrderEvent, VenueSlot, VenueView } from '../../src/engine/runner/types.ts';

type Random = () => number;
type Place = Extract<Action, { kind: 'place' }>;

const logUniform = (random: Random, low: number, high: number) => low * (high / low) ** random();
const snap = (value: number, step: number) => Number((Math.round(value / step) * step).toFixed(12));

export function randomRules(price: number, random: Random, base = 'BASE', quote = 'QUOTE'): MarketRules {
  const magnitude = 10 ** Math.floor(Math.log10(price));
  // A lot worth at most about ten quote units, often far less.
  const amountStep = Math.min(1, 10 ** (Math.floor(Math.log10(10 / price)) - Math.floor(random() * 5)));
  return {
    symbol: `${base}/${quote}`,
    base,
    quote,
    priceStep: magnitude * 10 ** -(2 + Math.floor(random() * 4)),
    amountStep,
    minAmount: random() < 0.5 ? 0 : amountStep * Math.ceil(random() * 10),
    minCost: random() < 0.4 ? 0 : Math.ceil(random() * 10),
  };
}

function randomSide(random: Random, from: number, direction: 1 | -1, rules: MarketRules): BookView['bids'] {
  if (random() < 0.1) return [];
  const levels: BookView['bids'] = [];
  let price = from;
  const count = 1 + Math.floor(random() * 40);
  for (let i = 0; i < count && price > rules.priceStep; i++) {
    // Levels worth a fraction of a quote unit to a few thousand, and now and then a wall.
    const size = (random() < 0.05 ? logUniform(random, 1e4, 1e7) : logUniform(random, 0.1, 5_000)) / from;
    levels.push([snap(price, rules.priceStep), Math.max(rules.amountStep, snap(size, rules.amountStep))]);
    price += direction * rules.priceStep * (1 + Math.floor(logUniform(random, 1, 200)));
  }
  return levels;
}

/** A book around `price`: a spread of one to hundreds of steps, each side maybe empty. */
export function randomBook(price: number, rules: MarketRules, random: Random, now: number): BookView {
  const half = rules.priceStep * Math.floor(logUniform(random, 1, 300));
  return {
    bids: randomSide(random, price - half, -1, rules),
    asks: randomSide(random, price + half, 1, rules),
    receivedAt: now,
  };
}

export function randomView(venue: string, price: number, rules: MarketRules, random: Random, now: number): VenueView {
  const free: Record<string, number> = {
    [rules.base]: random() < 0.1 ? 0 : logUniform(random, 0.1, 1e6) / price,
    [rules.quote]: random() < 0.1 ? 0 : logUniform(random, 0.1, 1e6),
  };
  const total = Object.fromEntries(Object.entries(free).map(([asset, amount]) => [asset, amount * (1 + random())]));
  const last = random() < 0.15 ? null : snap(price * (1 + (random() - 0.5) * 0.04), rules.priceStep);
  return { venue, rules, book: randomBook(price, rules, random, now), last, free, total };
}

/** What the bot has filled so far, as the venue saw it. */
export interface Ledger {
  bought: number;
  boughtQuote: number;
  sold: number;
  soldQuote: number;
}

/**
 * The orders a strategy placed, as a venue would treat them over the next tick: each rests, fills
 * in part or in full, or is refused; immediate-or-cancel orders never stay. Cancels close them.
 */
export class VenueStandIn {
  open: BotOrder[] = [];
  ledger: Ledger = { bought: 0, boughtQuote: 0, sold: 0, soldQuote: 0 };
  private sequence = 0;

  constructor(private readonly random: Random) {}

  /** Applies a tick's actions; answers the events the strategy sees on its next tick. */
  apply(actions: Action[], now: number, priceOf: (venue: VenueSlot) => number): OrderEvent[] {
    const events: OrderEvent[] = [];
    for (const action of actions) {
      if (action.kind !== 'cancel') continue;
      const order = this.open.find((o) => o.clientOrderId === action.clientOrderId);
      if (!order) continue;
      this.open = this.open.filter((o) => o !== order);
      events.push({ type: 'closed', order: { ...order, status: 'canceled' }, amount: 0, price: 0 });
    }
    for (const action of actions) if (action.kind === 'place') events.push(...this.place(action, now, priceOf));
    // Resting orders fill now and then.
    for (const order of [...this.open]) {
      if (this.random() < 0.8) continue;
      events.push(...this.fill(order, (order.amount - order.filled) * this.random(), order.price ?? 0));
    }
    return events;
  }

  private place(action: Place, now: number, priceOf: (venue: VenueSlot) => number): OrderEvent[] {
    const venue = action.venue ?? 'primary';
    const order: BotOrder = {
      clientOrderId: `o${++this.sequence}`,
      venue,
      tag: action.tag,
      side: action.side,
      price: action.price ?? null,
      amount: action.amount,
      filled: 0,
      average: null,
      status: 'open',
      createdAt: now,
    };
    const fate = this.random();
    if (fate < 0.1)
      return [{ type: 'rejected', order: { ...order, status: 'rejected' }, amount: 0, price: 0, reason: 'insufficientBalance' }];
    const events: OrderEvent[] = [];
    const price = action.price ?? priceOf(venue);
    if (action.type === 'market' || fate < 0.5) events.push(...this.fill(order, order.amount, price));
    else if (fate < 0.7) events.push(...this.fill(order, order.amount * this.random(), price));
    const immediate = action.type === 'market' || action.timeInForce === 'IOC' || action.timeInForce === 'FOK';
    if (order.filled < order.amount && !immediate) this.open.push(order);
    else if (order.filled < order.amount) events.push({ type: 'closed', order: { ...order, status: 'canceled' }, amount: 0, price: 0 });
    return events;
  }

  private fill(order: BotOrder, amount: number, price: number): OrderEvent[] {
    if (amount <= 0) return [];
    order.filled += amount;
    order.average = price;
    if (order.side === 'buy') {
      this.ledger.bought += amount;
      this.ledger.boughtQuote += amount * price;
    } else {
      this.ledger.sold += amount;
      this.ledger.soldQuote += amount * price;
    }
    const events: OrderEvent[] = [{ type: 'fill', order: { ...order }, amount, price }];
    if (order.filled >= order.amount - 1e-12) {
      this.open = this.open.filter((o) => o !== order);
      events.push({ type: 'closed', order: { ...order, status: 'closed' }, amount: 0, price: 0 });
    }
    return events;
  }
}
