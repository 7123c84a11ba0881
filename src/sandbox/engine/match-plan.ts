// Works out, without changing anything, what an incoming order would do against the book: which
// resting orders it trades with and for how much, and where self-trade prevention stops or skips.
// Planning first lets the engine check funds and fill-or-kill against the exact outcome, then apply
// it in one pass, so a refused order never leaves the book half-changed.
import { type Market, quoteAtoms } from './market.ts';
import type { OrderBook } from './order-book.ts';
import type { Order, Side, StpMode } from './types.ts';

export interface TakerIntent {
  accountId: number;
  side: Side;
  /** Worst acceptable price in ticks, or null for a market order. */
  limitTicks: number | null;
  /** Lots wanted, or null when the order is sized by a quote budget. */
  lots: number | null;
  quoteBudget: bigint;
  stp: StpMode;
}

export interface PlanStep {
  maker: Order;
  /** Lots traded; 0 means the maker is expired by self-trade prevention. */
  lots: number;
  quote: bigint;
}

export interface MatchPlan {
  steps: PlanStep[];
  lots: number;
  quote: bigint;
  /** Self-trade prevention ended the taker (EXPIRE_TAKER or EXPIRE_BOTH). */
  selfTradeStop: boolean;
  /** The order stopped because the book (within its limit) had nothing more to give. */
  bookExhausted: boolean;
}

export function planMatch(book: OrderBook, market: Market, intent: TakerIntent): MatchPlan {
  const steps: PlanStep[] = [];
  const against = book.opposite(intent.side);
  const byBudget = intent.lots === null;
  let remaining = intent.lots ?? 0;
  let budget = intent.quoteBudget;
  let lots = 0;
  let quote = 0n;
  let selfTradeStop = false;
  let bookExhausted = true;

  walk: for (let index = 0; ; index++) {
    const level = against.levelFromBest(index);
    if (!level) break;
    if (intent.limitTicks !== null) {
      const crosses = intent.side === 'BUY' ? level.priceTicks <= intent.limitTicks : level.priceTicks >= intent.limitTicks;
      if (!crosses) break;
    }
    const lotQuote = quoteAtoms(market, level.priceTicks, 1);
    for (let maker = level.head; maker !== null; maker = maker.next) {
      if (maker.accountId === intent.accountId && intent.stp !== 'NONE') {
        if (intent.stp === 'EXPIRE_TAKER') {
          selfTradeStop = true;
          bookExhausted = false;
          break walk;
        }
        steps.push({ maker, lots: 0, quote: 0n });
        if (intent.stp === 'EXPIRE_BOTH') {
          selfTradeStop = true;
          bookExhausted = false;
          break walk;
        }
        continue;
      }
      const available = maker.origLots - maker.executedLots;
      const take = byBudget ? Math.min(available, Number(budget / lotQuote)) : Math.min(available, remaining);
      if (take <= 0) {
        bookExhausted = false;
        break walk;
      }
      const cost = BigInt(take) * lotQuote;
      steps.push({ maker, lots: take, quote: cost });
      lots += take;
      quote += cost;
      remaining -= take;
      budget -= cost;
      if (byBudget ? take < available : remaining === 0) {
        bookExhausted = false;
        break walk;
      }
    }
  }
  return { steps, lots, quote, selfTradeStop, bookExhausted };
}
