// A fill's fee. Venues report an order's fee as a running total (when they report it at all: a new
// order's answer usually does, Binance's later order queries do not), and the runner records a fill
// as what an order's filled amount grew by; the fill's fee is what the total grew by meanwhile.
// When the order's state carries no fee, the fill's fee is read from the venue's own trade list:
// the fees of the order's trades that make up the part that filled (`partFee`).
import type { OrderState, OwnTrade } from '../connectors/types.ts';
import type { OrderRecord } from './store-port.ts';

export interface FillFee {
  fee: number;
  feeAsset: string;
}

type FeeTotal = { currency: string; cost: number };

/**
 * The fee of the part of `before` that filled on the way to `after` (`delta` of it). A total first
 * seen after earlier parts were recorded (a restarted runner forgot the last one) is shared in
 * proportion to the amounts, so the earlier parts' share is not counted twice.
 */
export function fillFee(
  before: Pick<OrderRecord, 'filled' | 'feeSeen'>,
  after: Pick<OrderState, 'filled' | 'fee'>,
  delta: number,
): FillFee | null {
  const total = after.fee;
  if (!total) return null;
  const seen = before.feeSeen;
  if (seen && seen.currency === total.currency) return { fee: Math.max(0, total.cost - seen.cost), feeAsset: total.currency };
  if (before.filled <= 0 || after.filled <= 0) return { fee: total.cost, feeAsset: total.currency };
  return { fee: (total.cost * delta) / after.filled, feeAsset: total.currency };
}

/** The part of an order that filled: its venue order id, and its filled amount before and after. */
export interface OrderPart {
  orderId: string;
  from: number;
  to: number;
}

export interface PartFee {
  fill: FillFee;
  /** The order's fee over all its trades up to the end of the part, in one asset (null if not). */
  orderTotal: FeeTotal | null;
}

/** Amounts are floats parsed from the venue's decimals: two are equal within this share of the part's end. */
const AMOUNT_TOLERANCE = 1e-9;

/** Venue trade ids are usually integers in decimal, too long for a number: compared by length, then digits. */
function compareIds(a: string, b: string): number {
  const numeric = /^\d+$/;
  if (numeric.test(a) && numeric.test(b) && a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The fees of some trades as one total, or null when one is unknown or they were charged in more than one asset. */
function oneAsset(trades: readonly OwnTrade[]): FeeTotal | null {
  const fees: FeeTotal[] = [];
  for (const trade of trades) {
    if (!trade.fee) return null;
    fees.push(trade.fee);
  }
  // A trade charged nothing says nothing about the asset the others were charged in.
  const charged = fees.filter((fee) => fee.cost !== 0);
  const currencies = new Set(charged.map((fee) => fee.currency));
  if (currencies.size > 1) return null;
  const currency = charged[0]?.currency ?? fees[0]?.currency;
  if (currency === undefined) return null;
  return { currency, cost: charged.reduce((sum, fee) => sum + fee.cost, 0) };
}

/**
 * The fee of `part` from the venue's list of the account's trades, which must reach back to the
 * order's first trade. The order's trades, in the order they happened, add up to its filled amount:
 * the part is the trades that took it from `from` to `to`, and its fee is the sum of theirs (in the
 * asset the venue charged, whatever it is). Null when the list does not show the part whole (a trade
 * not listed yet, a list cut short by its limit, a trade across either end), or when the part's fees
 * are unknown or in more than one asset: a guess would not be the venue's fee.
 */
export function partFee(trades: readonly OwnTrade[], part: OrderPart): PartFee | null {
  const own = trades.filter((trade) => trade.orderId === part.orderId).sort((a, b) => a.timestamp - b.timestamp || compareIds(a.id, b.id));
  const tolerance = part.to * AMOUNT_TOLERANCE;
  let filled = 0;
  let first = -1;
  let last = -1;
  for (const [index, trade] of own.entries()) {
    const start = filled;
    filled += trade.amount;
    // A trade of a part recorded before.
    if (filled <= part.from + tolerance) continue;
    // A trade across either end of the part: the list is not the order's (trades missing).
    if (start < part.from - tolerance || filled > part.to + tolerance) return null;
    if (first < 0) first = index;
    if (filled >= part.to - tolerance) {
      last = index;
      break;
    }
  }
  if (last < 0) return null;
  const fee = oneAsset(own.slice(first, last + 1));
  if (!fee) return null;
  return { fill: { fee: fee.cost, feeAsset: fee.currency }, orderTotal: oneAsset(own.slice(0, last + 1)) };
}
