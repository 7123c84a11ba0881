// The order form's rules (spec §5 "Orders"): a limit order needs a price, the quantity is required
// and not 0, and the amount may not exceed the available balance (a buy spends the quote coin at
// the limit price, or the last price for a market order; a sell spends the base coin). Prices and
// quantities are rounded to the market's tick and lot size before the check, as they will be sent.
import type { MarketRules, TradeOrderType, TradeSide } from '../../../../shared/contracts/trade/fields.ts';
import { floorToStep, roundToStep } from '../../../../shared/trade/decimals.ts';

export interface OrderDraft {
  type: TradeOrderType;
  side: TradeSide;
  price: string;
  quantity: string;
}

export interface OrderContext {
  baseFree: number;
  quoteFree: number;
  /**
   * A futures market: an order needs margin, which depends on leverage and open positions, so only
   * the venue can weigh it (it refuses with 4301); a sell opens a short rather than spending coins.
   */
  margin?: boolean;
  lastPrice: number | null;
  market: Pick<MarketRules, 'price_step' | 'amount_step' | 'min_amount'> | null;
}

/** Message keys of the trading namespace. */
export type OrderProblem =
  | 'form.errors.priceRequired'
  | 'form.errors.quantityRequired'
  | 'form.errors.quantityZero'
  | 'form.errors.exceedsBalance'
  | 'form.errors.belowMinimum'
  | 'form.errors.noPrice';

export type OrderCheck =
  | { ok: true; price: number | undefined; quantity: number }
  | { ok: false; field: 'price' | 'quantity'; problem: OrderProblem };

const number = (text: string): number | null => {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : Number.NaN;
};

export function checkOrder(draft: OrderDraft, context: OrderContext): OrderCheck {
  let price: number | undefined;
  if (draft.type === 'limit') {
    const typed = number(draft.price);
    if (typed === null || Number.isNaN(typed) || typed <= 0) return { ok: false, field: 'price', problem: 'form.errors.priceRequired' };
    price = roundToStep(typed, context.market?.price_step ?? null);
    if (price <= 0) return { ok: false, field: 'price', problem: 'form.errors.priceRequired' };
  }
  const typedQuantity = number(draft.quantity);
  if (typedQuantity === null || Number.isNaN(typedQuantity))
    return { ok: false, field: 'quantity', problem: 'form.errors.quantityRequired' };
  const quantity = floorToStep(typedQuantity, context.market?.amount_step ?? null);
  if (quantity <= 0) return { ok: false, field: 'quantity', problem: 'form.errors.quantityZero' };
  if (context.market?.min_amount && quantity < context.market.min_amount) {
    return { ok: false, field: 'quantity', problem: 'form.errors.belowMinimum' };
  }
  if (context.margin) {
    if (draft.side === 'buy' && (price ?? context.lastPrice) == null)
      return { ok: false, field: 'quantity', problem: 'form.errors.noPrice' };
  } else if (draft.side === 'sell') {
    if (quantity > context.baseFree) return { ok: false, field: 'quantity', problem: 'form.errors.exceedsBalance' };
  } else {
    const at = price ?? context.lastPrice;
    if (at === null || at === undefined) return { ok: false, field: 'quantity', problem: 'form.errors.noPrice' };
    if (quantity * at > context.quoteFree * (1 + 1e-9)) return { ok: false, field: 'quantity', problem: 'form.errors.exceedsBalance' };
  }
  return { ok: true, price, quantity };
}

/** The quantity that spends `share` (0 to 1) of the available balance, rounded down to the lot size; null without a price for a buy. */
export function quantityForShare(share: number, side: TradeSide, price: number | null, context: OrderContext): number | null {
  const step = context.market?.amount_step ?? null;
  if (side === 'sell') return floorToStep(context.baseFree * share, step);
  if (!price || price <= 0) return null;
  return floorToStep((context.quoteFree * share) / price, step);
}
