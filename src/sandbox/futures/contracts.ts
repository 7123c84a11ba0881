// The venue's USDT-margined perpetual contracts: one per spot market quoted in USDT, with the spot
// market's tick, step and size filters, settled and margined in USDT. The house is the counterparty
// of every futures trade, so there is no futures order book: prices come from the mark (see
// marks.ts), which trading pushes away from the index (premium.ts), and these constants.
import type { Market } from '../engine/market.ts';

export const SETTLE_ASSET = 'USDT';
/** Binance's default leverage for a symbol nobody has set, and its largest. */
export const DEFAULT_LEVERAGE = 20;
export const MAX_LEVERAGE = 125;
/** One maintenance margin rate for every size (Binance's first bracket for majors is 0.4%). */
export const MAINT_MARGIN_PPM = 4_000n;
/** Market orders pay this far from the mark (0.01%): the house's half spread. */
export const SPREAD_PPM = 100n;
/**
 * How deep the house makes the perpetual look: a fill of this many USDT moves the price by 100%,
 * so 5,000 USDT moves it 1%. A thin perpetual, so a bot trading a few thousand USDT visibly moves
 * the price away from the index, as it would on a small real market.
 */
export const IMPACT_DEPTH_USDT = 500_000;
/** The premium halves every 5 minutes of the venue's clock: arbitrage pulling the price back to the index. */
export const PREMIUM_HALF_LIFE_MS = 300_000;
/** However much is traded, the price stays within 10% of the index. */
export const MAX_PREMIUM = 0.1;
/** Funding every 8 hours, at 00:00, 08:00 and 16:00 UTC, as on Binance. */
export const FUNDING_INTERVAL_MS = 8 * 3_600_000;
/** Binance's funding rate when the premium is nil: the 0.01% interest rate per 8 hours. */
export const DEFAULT_FUNDING_RATE = '0.0001';
export const MAX_OPEN_ORDERS_PER_SYMBOL = 200;
/** Binance's far-future placeholder for a perpetual's delivery date. */
export const PERPETUAL_DELIVERY_DATE = 4_133_404_800_000;

const PPM = 1_000_000n;

/** The spot markets that get a perpetual: those quoted in the settlement asset. */
export function perpetualMarkets(markets: Iterable<Market>): Market[] {
  return [...markets].filter((market) => market.quote === SETTLE_ASSET);
}

/** Quote atoms of `lots` (sign ignored) at `ticks`: exact, as every tick times lot is whole atoms. */
export function notional(market: Market, lots: number, ticks: number): bigint {
  return BigInt(Math.abs(lots)) * BigInt(ticks) * market.quotePerTickLot;
}

/** Where market orders fill: the mark plus the half spread for a buy, minus it for a sell. */
export function houseQuote(markTicks: number, side: 'BUY' | 'SELL'): number {
  const mark = BigInt(markTicks);
  if (side === 'BUY') return Number((mark * (PPM + SPREAD_PPM) + PPM - 1n) / PPM);
  return Math.max(1, Number((mark * (PPM - SPREAD_PPM)) / PPM));
}

/** Funding instants are the multiples of the interval since the epoch (00:00, 08:00, 16:00 UTC). */
export const fundingTimeAtOrBefore = (t: number) => Math.floor(t / FUNDING_INTERVAL_MS) * FUNDING_INTERVAL_MS;
export const fundingTimeAfter = (t: number) => fundingTimeAtOrBefore(t) + FUNDING_INTERVAL_MS;
