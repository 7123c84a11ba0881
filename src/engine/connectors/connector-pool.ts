// Hands out connectors and keeps one rate governor per API key: every connector built for the same
// key of the same venue (a bot, a manual tool, the balance refresh, a re-bind with a new secret)
// waits in the same governor. Unsigned market-data requests share one governor per venue, the way
// venues count them per IP. In scaled-out mode (`shared`) every governor keeps its budget in Redis,
// so the processes trading with one key stay together within the venue's limits.
import { createHash } from 'node:crypto';
import { type Clock, systemClock } from '../clock.ts';
import { limitsOf } from './ccxt-catalogue.ts';
import { CcxtConnector } from './ccxt-connector.ts';
import { type Credentials, createCcxtExchange, DEFAULT_TIMEOUT_MS } from './ccxt-instance.ts';
import { RateGovernor } from './governor/rate-governor.ts';
import { SharedBudget } from './governor/shared-budget.ts';
import { currentIntent } from './governor/request-intent.ts';
import type { VenueDefinition } from './venue-definition.ts';
import { quirksOf } from './venue-quirks.ts';
import type { VenueRegistry } from './venue-registry.ts';

export class UnknownVenueError extends Error {
  constructor(readonly venue: string) {
    super(`unknown venue "${venue}"`);
    this.name = 'UnknownVenueError';
  }
}

export interface ConnectorPoolOptions {
  clock?: Clock;
  timeoutMs?: number;
  /** Scaled-out mode: the Redis the processes share rate budgets through, and its key prefix. */
  shared?: { redisUrl: string; prefix: string };
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/** Identifies a key without keeping it in the map keys: its hash. */
const keyIdentity = (credentials: Credentials) =>
  digest(credentials.api_key ?? credentials.wallet_address ?? credentials.private_key ?? JSON.stringify(credentials));

export class ConnectorPool {
  private readonly clock: Clock;
  private readonly timeoutMs: number;
  private readonly governors = new Map<string, RateGovernor>();
  private readonly connectors = new Map<string, CcxtConnector>();
  /** The process's one Redis connection for shared budgets (scaled-out mode only). */
  private readonly sharedBudget: SharedBudget | null;

  constructor(
    readonly registry: VenueRegistry,
    options: ConnectorPoolOptions = {},
  ) {
    this.clock = options.clock ?? systemClock;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.sharedBudget = options.shared ? new SharedBudget(options.shared) : null;
  }

  definition(venueId: string): VenueDefinition {
    const definition = this.registry.get(venueId);
    if (!definition) throw new UnknownVenueError(venueId);
    return definition;
  }

  /** A connector without credentials, for market data. */
  publicConnector(venueId: string): CcxtConnector {
    return this.connector(`${venueId}|public`, `${venueId}|public`, this.definition(venueId), null);
  }

  /** A connector signing with these credentials; the same object for the same credentials. */
  accountConnector(venueId: string, credentials: Credentials): CcxtConnector {
    const governorScope = `${venueId}|key:${keyIdentity(credentials)}`;
    return this.connector(`${governorScope}|${digest(JSON.stringify(credentials))}`, governorScope, this.definition(venueId), credentials);
  }

  /** The governor of a venue's public requests or of one API key (tests and diagnostics). */
  governor(venueId: string, credentials?: Credentials): RateGovernor | undefined {
    return this.governors.get(credentials ? `${venueId}|key:${keyIdentity(credentials)}` : `${venueId}|public`);
  }

  /** Drops the connectors of a key (an account was unbound); its governor stays while requests may be in flight. */
  forget(venueId: string, credentials: Credentials): void {
    const prefix = `${venueId}|key:${keyIdentity(credentials)}|`;
    for (const key of [...this.connectors.keys()]) if (key.startsWith(prefix)) this.connectors.delete(key);
  }

  close(): void {
    for (const governor of this.governors.values()) governor.close();
    this.governors.clear();
    this.connectors.clear();
    this.sharedBudget?.close();
  }

  private connector(cacheKey: string, governorScope: string, definition: VenueDefinition, credentials: Credentials | null): CcxtConnector {
    const cached = this.connectors.get(cacheKey);
    if (cached && cached.definition === definition) return cached;
    let governor: RateGovernor | undefined;
    const quirks = quirksOf(definition);
    const exchange = createCcxtExchange(
      definition,
      credentials,
      {
        throttle: (cost) => {
          const intent = currentIntent();
          const newOrder = intent.newOrders > 0;
          if (newOrder) intent.newOrders -= 1;
          return governor!.acquire({ cost, priority: intent.priority, newOrder });
        },
        onResponse: (status, headers) => {
          if (status === 429 || status === 418) {
            const seconds = Number(headers['retry-after']);
            governor!.pause(Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000);
          }
          const used = quirks?.usedWeightHeader ? Number(headers[quirks.usedWeightHeader]) : Number.NaN;
          if (Number.isFinite(used)) governor!.observeUsage(used * (quirks?.costPerWeight ?? 1));
        },
      },
      this.timeoutMs,
    );
    governor = this.governors.get(governorScope);
    if (!governor) {
      const limits = definition.limits ?? limitsOf(Number(exchange.rateLimit), definition.ccxtClass);
      const shared = this.sharedBudget ? { budget: this.sharedBudget, identity: governorScope } : undefined;
      governor = new RateGovernor(limits, this.clock, shared);
      this.governors.set(governorScope, governor);
    }
    const connector = new CcxtConnector(definition, exchange, governor, this.clock);
    this.connectors.set(cacheKey, connector);
    return connector;
  }
}
