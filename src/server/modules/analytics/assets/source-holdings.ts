// What one source holds, before valuation: the assets with their amounts, each with the key its
// price is looked up by (the asset's symbol on an exchange, the token's address on a chain).
import type { SourceKey } from './sources.ts';
import type { Holding } from './valuation.ts';

export interface PricedBy extends Holding {
  /** The symbol on an exchange; "native" or the token's contract address on a chain. */
  priceKey: string;
}

export interface SourceHoldings extends SourceKey {
  userId: number;
  /** The exchange account's remark (empty for a chain). */
  remark: string;
  holdings: PricedBy[];
  /** When the balances were read (epoch ms). */
  readAt: number;
}
