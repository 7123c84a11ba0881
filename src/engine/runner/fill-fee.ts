// A fill's fee. Venues report an order's fee as a running total (when they report it at all: a new
// order's answer usually does, Binance's later order queries do not), and the runner records a fill
// as what an order's filled amount grew by; the fill's fee is what the total grew by meanwhile.
import type { OrderState } from '../connectors/types.ts';
import type { OrderRecord } from './store-port.ts';

export interface FillFee {
  fee: number;
  feeAsset: string;
}

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
