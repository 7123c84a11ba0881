// Every exchange ccxt supports, as venue definitions: its name, the market kinds it offers, the
// credentials it requires and its request budget, read from ccxt's own description of the class.
// Reading all of them instantiates each class once (about a second for ~100 classes), so the
// catalogue is built once, lazily, yielding to the event loop between classes.
import ccxt from 'ccxt';
import type { CredentialField } from '../../shared/catalogue/venue-kinds.ts';
import type { GovernorLimits } from './governor/rate-governor.ts';
import type { CredentialMapping, MarketKind, VenueDefinition } from './venue-definition.ts';
import { CLASS_QUIRKS } from './venue-quirks.ts';

/** ccxt credential properties and the product field that carries each. */
const CCXT_CREDENTIALS: Readonly<Record<string, CredentialField>> = {
  apiKey: 'api_key',
  secret: 'secret',
  password: 'api_password',
  uid: 'user_id',
  accountId: 'user_id',
  walletAddress: 'wallet_address',
  privateKey: 'private_key',
};

const MINUTE = 60_000;

interface CcxtDescription {
  id: string;
  name: string;
  rateLimit: number;
  has: Record<string, unknown>;
  requiredCredentials: Record<string, boolean>;
}

/** The request budget ccxt's throttle assumes: one cost unit per `rateLimit` ms, plus the class's order limits. */
export function limitsOf(rateLimitMs: number, ccxtClass: string): GovernorLimits {
  return {
    costPerWindow: MINUTE / Math.max(1, rateLimitMs),
    windowMs: MINUTE,
    orderLimits: CLASS_QUIRKS[ccxtClass]?.orderLimits ?? [],
  };
}

export function definitionFromCcxt(description: CcxtDescription): VenueDefinition {
  const marketKinds: MarketKind[] = [];
  if (description.has.spot) marketKinds.push('spot');
  if (description.has.swap) marketKinds.push('swap');
  const credentials: CredentialMapping[] = Object.entries(description.requiredCredentials)
    .filter(([property, required]) => required && CCXT_CREDENTIALS[property] !== undefined)
    .map(([property]) => ({ field: CCXT_CREDENTIALS[property]!, ccxt: property }));
  return {
    id: description.id,
    name: description.name,
    ccxtClass: description.id,
    marketKinds,
    credentials,
    defaultPair: { base: 'BTC', quote: 'USDT' },
    limits: limitsOf(description.rateLimit, description.id),
  };
}

let catalogue: Promise<VenueDefinition[]> | null = null;
const single = new Map<string, VenueDefinition | null>();
const classes = ccxt as unknown as Record<string, new () => CcxtDescription>;

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The definition of one ccxt exchange (null when ccxt has no such class or it offers no spot or perpetual market). */
export function ccxtDefinition(id: string): VenueDefinition | null {
  // Only ccxt's own ids are remembered: a name from a request that ccxt does not know is answered
  // without being cached, so hostile names cannot grow the cache.
  if (!ccxt.exchanges.includes(id)) return null;
  if (!single.has(id)) {
    const ExchangeClass = classes[id];
    const definition = ExchangeClass ? definitionFromCcxt(new ExchangeClass()) : null;
    single.set(id, definition && definition.marketKinds.length > 0 ? definition : null);
  }
  return single.get(id) ?? null;
}

/** How many ids the single-definition cache holds (read by its test). */
export const cachedDefinitions = (): number => single.size;

/** Definitions of every ccxt exchange with at least one spot or perpetual market, by id. */
export function ccxtCatalogue(): Promise<VenueDefinition[]> {
  catalogue ??= (async () => {
    const definitions: VenueDefinition[] = [];
    for (const id of ccxt.exchanges) {
      const definition = ccxtDefinition(id);
      if (definition) definitions.push(definition);
      await nextTick();
    }
    return definitions;
  })();
  return catalogue;
}
