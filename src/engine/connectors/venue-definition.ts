// A venue is data: which ccxt class speaks to it, where (URL overrides), with which options, which
// credentials an account needs, its limits and its quirks. The connector has no per-venue `if`s;
// a sandbox exchange is a venue like any other, registered with its loopback URLs.
import type { CredentialField, WebType } from '../../shared/catalogue/venue-kinds.ts';
import type { GovernorLimits } from './governor/rate-governor.ts';

export type MarketKind = 'spot' | 'swap';

/** A credential field of the product and the ccxt property it fills (apiKey, secret, password, uid, ...). */
export interface CredentialMapping {
  field: CredentialField;
  ccxt: string;
}

/** How a venue reports the permissions of an API key, when it does (see key-permissions.ts). */
export type PermissionProbe = 'binanceApiRestrictions';

export interface VenueQuirks {
  /** Response header carrying the request weight used in the current window (Binance: x-mbx-used-weight-1m). */
  usedWeightHeader?: string;
  /** ccxt cost units per unit of that weight (Binance: 0.2). */
  costPerWeight?: number;
  /** New-order limits the venue enforces per account. */
  orderLimits?: GovernorLimits['orderLimits'];
  permissionProbe?: PermissionProbe;
  /** ccxt options every instance of this class gets (e.g. what loadMarkets fetches). */
  options?: Record<string, unknown>;
  /**
   * Which of ccxt's per-market error tables answers a URL path prefix ('/fapi/' → 'linear'). ccxt
   * picks Binance's tables by host name (fapi.binance.com); a venue serving futures beside spot on
   * one origin (a sandbox on loopback) names them by path instead.
   */
  errorTablesByPath?: Record<string, string>;
}

export interface VenueDefinition {
  /** The venue id: `web` on the wire ("binance", "sandbox-a"). */
  id: string;
  /** Shown to users: `exchange` on the wire ("Binance", "Sandbox A"). */
  name: string;
  ccxtClass: string;
  /** Market kinds offered: spot becomes web_type 0, swap (perpetual futures) web_type 3. */
  marketKinds: MarketKind[];
  /** Replaces entries of ccxt's `urls.api` (a sandbox's loopback base URL). */
  apiUrls?: Record<string, string>;
  options?: Record<string, unknown>;
  /** Credentials an account binding must give; `optionalCredentials` may be given. */
  credentials: CredentialMapping[];
  optionalCredentials?: CredentialMapping[];
  /** The pair a newcomer sees first. */
  defaultPair: { base: string; quote: string };
  /** Overrides the limits derived from ccxt's rateLimit and the class quirks. */
  limits?: GovernorLimits;
  quirks?: VenueQuirks;
  /** Listed first (the embedded sandbox venues). */
  featured?: boolean;
  /** A simulated venue with demo funds (shown as such; it is reached like any other). */
  simulated?: boolean;
}

export const WEB_TYPE_OF: Record<MarketKind, WebType> = { spot: 0, swap: 3 };

/** ccxt's symbol for a pair of a market kind: BTC/USDT spot, BTC/USDT:USDT perpetual. */
export const ccxtSymbol = (base: string, quote: string, kind: MarketKind) =>
  kind === 'swap' ? `${base}/${quote}:${quote}` : `${base}/${quote}`;

/** The other way: the pair of a ccxt symbol, spot ("BTC/USDT") or perpetual ("BTC/USDT:USDT"). */
export function pairOfSymbol(symbol: string): { base: string; quote: string } {
  const [base = '', rest = ''] = symbol.split('/');
  return { base, quote: spotSymbolOf(rest) };
}

/** The spot symbol of a pair's market: "BTC/USDT:USDT" (the perpetual) → "BTC/USDT". */
export const spotSymbolOf = (symbol: string): string => symbol.split(':', 1)[0] ?? symbol;

/** A ccxt symbol's pair as the api names it (yenUnit1, yenUnit2). */
export function yenUnitsOf(symbol: string): { yenUnit1: string; yenUnit2: string } {
  const { base, quote } = pairOfSymbol(symbol);
  return { yenUnit1: base, yenUnit2: quote };
}
