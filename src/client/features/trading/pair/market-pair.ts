// A market as the trading screens name it (spec §3 "Exchange entry"): the venue, its kind and the
// two coins. The kind decides which calls apply: market data and favourites take any kind, the
// trade calls only an exchange's spot or futures market (a DEX pair is traded from wallets), so the
// type says which a component may be given.
import { WEB_TYPES, type WebType } from '../../../../shared/catalogue/venue-kinds.ts';

interface PairFields {
  web: string;
  exchange: string;
  yenUnit1: string;
  yenUnit2: string;
}

/** A spot or futures market of an exchange, reached through a bound API key. */
export type CexPair = PairFields & { web_type: typeof WEB_TYPES.spot | typeof WEB_TYPES.futures };
/** A pool of a DEX venue, traded from wallets. */
export type DexPair = PairFields & { web_type: typeof WEB_TYPES.dex };
export type TradingPair = CexPair | DexPair;

export const isDexPair = (pair: TradingPair): pair is DexPair => pair.web_type === WEB_TYPES.dex;
export const isCexPair = (pair: TradingPair): pair is CexPair => pair.web_type !== WEB_TYPES.dex;

/** The kind of a listed entry, or null for a kind the app does not know (spec §3: "other values unknown"). */
export function webTypeOf(value: number): WebType | null {
  return value === WEB_TYPES.spot || value === WEB_TYPES.dex || value === WEB_TYPES.futures ? value : null;
}

/** A pair from an entry of the exchange list, the favourites or the saved default; null for an unknown kind. */
export function pairOf(entry: { web: string; web_type: number; exchange: string; yenUnit1: string; yenUnit2: string }): TradingPair | null {
  const webType = webTypeOf(entry.web_type);
  if (webType === null) return null;
  return { web: entry.web, web_type: webType, exchange: entry.exchange, yenUnit1: entry.yenUnit1, yenUnit2: entry.yenUnit2 };
}

/** The fields the trade calls take (exchange markets only). */
export const pairPayload = (pair: CexPair) => ({
  web: pair.web,
  web_type: pair.web_type,
  yenUnit1: pair.yenUnit1,
  yenUnit2: pair.yenUnit2,
});

/** The fields the market-data and favourites calls take (any kind, DEX pools included). */
export const marketPayload = (pair: TradingPair) => ({
  web: pair.web,
  web_type: pair.web_type,
  yenUnit1: pair.yenUnit1,
  yenUnit2: pair.yenUnit2,
});

/** A key naming the market, for live feeds and lists. */
export const pairKey = (pair: TradingPair) => `${pair.web}:${pair.web_type}:${pair.yenUnit1}/${pair.yenUnit2}`;
export const pairLabel = (pair: { yenUnit1: string; yenUnit2: string }) => `${pair.yenUnit1}/${pair.yenUnit2}`;
