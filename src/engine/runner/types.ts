// The contract between a strategy and the runner (Hummingbot's "the controller decides, the
// executor acts"). A strategy is pure: it reads a context and returns intended actions as plain
// data; the runner places and cancels through the connector, records every order, fill and
// decision, and persists the strategy's state after the tick. The same strategy therefore runs
// live, on the sandbox and in a replay on a virtual clock.
import type { BookLevel, OrderSide, OrderStatus } from '../connectors/types.ts';

/** Which venue an order goes to: the bot's own, or its second venue (arbitrage, hedging). */
export type VenueSlot = 'primary' | 'second';

/** Price and quantity steps of a market, from the venue (or the bot's precisions). */
export interface MarketRules {
  symbol: string;
  base: string;
  quote: string;
  priceStep: number;
  amountStep: number;
  minAmount: number;
  minCost: number;
}

export interface BookView {
  bids: BookLevel[];
  asks: BookLevel[];
  receivedAt: number;
}

/** What one venue shows the bot at the start of a tick. */
export interface VenueView {
  venue: string;
  rules: MarketRules;
  /** null while the book is unavailable (the bot is then paused before its strategy runs). */
  book: BookView | null;
  /** The latest trade price; null when the venue's ticker is unavailable. */
  last: number | null;
  /** Free balances of the account, by asset (refreshed when orders changed or every half minute). */
  free: Record<string, number>;
  total: Record<string, number>;
}

/** One order of this bot, as the venue last reported it. */
export interface BotOrder {
  clientOrderId: string;
  venue: VenueSlot;
  tag: string;
  side: OrderSide;
  price: number | null;
  amount: number;
  filled: number;
  /** Average fill price (null before any fill). */
  average: number | null;
  status: OrderStatus | 'pending';
  createdAt: number;
}

/** What changed about an order since the previous tick. */
export interface OrderEvent {
  type: 'fill' | 'closed' | 'rejected';
  order: BotOrder;
  /** For fills: the newly filled quantity and its average price. */
  amount: number;
  price: number;
  /** For rejections: the venue's reason (an error reason key). */
  reason?: string;
}

export interface StrategyContext<P, S> {
  botId: number;
  params: P;
  state: S;
  now: number;
  /** A random source seeded from the bot and the clock, so a replay repeats exactly. */
  random: () => number;
  primary: VenueView;
  second: VenueView | null;
  /** The bot's orders still open (or just sent), and those that closed since the previous tick. */
  orders: BotOrder[];
  events: OrderEvent[];
  /** Order actions (place, cancel) this tick may take before the safety module's limit nears. */
  actionBudget: number;
  /** Tick number since the bot started (1 on the first tick). */
  tick: number;
}

/** A message for the robot log: an i18n key under bots:events.* and its parameters. */
export interface LogLine {
  key: string;
  params?: Record<string, string | number>;
  level?: 'info' | 'warn';
  /** The lines a summary stands for (a step's orders placed and filled), shown on demand. */
  details?: LogLine[];
}

export type Action =
  | {
      kind: 'place';
      venue?: VenueSlot;
      /** The strategy's own name for the order (grid level, tranche, leg): it comes back on the order. */
      tag: string;
      side: OrderSide;
      type: 'limit' | 'market';
      price?: number;
      amount: number;
      timeInForce?: 'GTC' | 'IOC' | 'FOK';
      postOnly?: boolean;
      /** Self-trade prevention off: the order may trade with the bot's own resting order (self-trade volume). */
      allowSelfTrade?: boolean;
      /** Why, for the robot log. */
      reason?: LogLine;
      /**
       * The orders of one step (a price move of many orders) carry the same summary line, the same
       * object: the robot log writes that one line once they have all closed, with what they did
       * (orders placed, filled, volume) added to its parameters and their own lines as its details.
       */
      summary?: LogLine;
    }
  | { kind: 'cancel'; clientOrderId: string; reason?: LogLine }
  /** Cancels every open order of the account on the bot's market, the bot's and any other (defence on start). */
  | { kind: 'cancelAll'; venue?: VenueSlot; reason?: LogLine }
  | { kind: 'log'; line: LogLine }
  | { kind: 'stop'; reason: LogLine }
  | { kind: 'pause'; reason: LogLine };

export interface Decision<S> {
  actions: Action[];
  /** The state to persist after the tick (unchanged when absent). */
  state?: S;
  /** Overrides the next tick's delay (a bot that acts at random intervals). */
  nextTickMs?: number;
  /** Realised profit so far, in quote currency, when the kind reports one. */
  realisedProfit?: number;
}

/** What the runner needs of market data for a kind. */
export interface StrategyNeeds {
  /** Book depth to watch on each venue (0: no book). */
  bookDepth: number;
  /** Uses balances (refreshed at most every half minute or after order changes). */
  balances: boolean;
  /**
   * The pair to watch (and trade) on the second venue, as the bot's parameters write it ("ETH/USDT",
   * "eth-usdt", "ETHUSDT"); absent: the bot's own pair.
   */
  secondSymbol?: string | undefined;
}

export interface Strategy<P = unknown, S = unknown> {
  key: string;
  needs(params: P): StrategyNeeds;
  initialState(params: P): S;
  /** The delay to the next tick when the decision does not say. */
  intervalMs(params: P, random: () => number): number;
  decide(ctx: StrategyContext<P, S>): Decision<S>;
  /**
   * For a bot with a time limit: the stop line once its time is up, else null. The runner asks it
   * while the market data is missing (decide is not called then), so the bot stops on time.
   */
  expiry?(params: P, state: S, now: number): LogLine | null;
}
