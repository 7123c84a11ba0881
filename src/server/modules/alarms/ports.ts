// What the alert system needs from the rest of the server, as narrow ports: the shared market-data
// feed, the user's bound exchange accounts, and the robots of a pair. runtime.ts plugs the real
// ones in (src/engine/market-data, the exchange-accounts module, the robots module); the alert
// code never reaches into those modules itself.
import type { ExchangeConnector } from '../../../engine/connectors/types.ts';

export interface MarketKey {
  web: string;
  webType: number;
  base: string;
  quote: string;
}

/** The ccxt symbol of a market: BTC/USDT (spot), BTC/USDT:USDT (linear futures). */
export const symbolOf = (market: MarketKey) =>
  market.webType === 3 ? `${market.base}/${market.quote}:${market.quote}` : `${market.base}/${market.quote}`;

export const marketKeyOf = (market: MarketKey) => `${market.web}|${market.webType}|${market.base}|${market.quote}`;

/** The shared market-data feed: one upstream stream per market, whoever watches it. */
export interface MarketPriceFeed {
  /** Watches a market's last price; the listener gets each new one. Returns the unsubscribe. */
  watch(web: string, symbol: string, onPrice: (price: number, at: number) => void): () => void;
}

/** The user's exchange accounts (one per venue). */
export interface BoundAccounts {
  isBound(userId: number, web: string): Promise<boolean>;
  /** A connector signing with the user's account on the venue; null when none is bound. */
  connectorFor(userId: number, web: string): Promise<ExchangeConnector | null>;
  /** The venue's display name ("Sandbox A"); the id itself when unknown. */
  venueName(web: string): string;
}

/** The robots of a pair, for "stop all robots of the pair when it fires". */
export interface RobotControl {
  /** Stops every running robot of the user on the market; answers how many were stopped. Idempotent. */
  stopAllOfPair(userId: number, market: MarketKey, reason: string): Promise<number>;
}
