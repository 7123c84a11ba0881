// Starts one sandbox exchange: its state (replayed from its data folder), its simulated traders on
// the given clock, and its HTTP server on loopback. See index.ts for the public entry points.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BINANCE_SPOT_LIMITS, RateLimiter, type RateLimits, type RateStats } from './api/rate-limit.ts';
import { buildSandboxServer } from './api/server.ts';
import { type Clock, systemClock } from './clock.ts';
import type { StpMode } from './engine/types.ts';
import { FaultInjector } from './faults/faults.ts';
import { FuturesDriver } from './futures/driver.ts';
import { type MarketSpec, SANDBOX_MARKETS } from './markets.ts';
import { MarketReference } from './sim/market-reference.ts';
import { Participants } from './sim/participants.ts';
import { warmUp } from './sim/warm-up.ts';
import { lockDir } from './store/dir-lock.ts';
import { Journal, type JournalContents } from './store/journal.ts';
import { SecretBox } from './store/secret-box.ts';
import type { KeyPermissions } from './venue/api-keys.ts';
import { Venue } from './venue/venue.ts';

export interface SandboxExchangeOptions {
  /** Shown in logs and used as the default seed. */
  name?: string;
  /** 0 (default) picks any free port. */
  port?: number;
  host?: string;
  /** Where balances, orders, trades, accounts and keys persist; in memory only when absent. */
  dataDir?: string;
  /** Seeds the simulated traders and probabilistic faults (default: the name). */
  seed?: string;
  /** Seeds the reference price path; venues sharing it move together (default: the seed). */
  referenceSeed?: string;
  /** This venue's prices sit this many basis points from the shared reference path. */
  priceOffsetBps?: number;
  /** The system clock by default; a VirtualClock makes the venue's time and traders move only on advance(). */
  clock?: Clock;
  /** Run the simulated liquidity providers and takers (default true). */
  participants?: boolean;
  /** Simulated history generated when a venue starts with no data (default one hour). */
  warmUpMs?: number;
  rateLimits?: Partial<RateLimits>;
  /** selfTradePreventionMode for orders that name none (default EXPIRE_MAKER, as on Binance). */
  defaultStp?: StpMode;
  /** Token for the /sandbox-admin routes (default: random). */
  adminToken?: string;
  /** Journal records between snapshots (default 50,000). */
  snapshotEvery?: number;
  markets?: readonly MarketSpec[];
  /** Unexpected failures inside the venue (bugs, not refusals). */
  onError?: (error: unknown) => void;
}

export interface NewSandboxAccount {
  /** Opening balances as decimal strings: { USDT: '100000', BTC: '10' }. */
  balances?: Record<string, string>;
  /** API key permissions (default read and trade, no withdraw). */
  permissions?: Partial<KeyPermissions>;
  /** A stable name to find the account again after a restart. */
  label?: string;
  makerFeePpm?: number;
  takerFeePpm?: number;
  /** Opening USDT balance of the account's USD-M futures wallet (default none). */
  futuresBalance?: string;
}

export interface SandboxCredentials {
  accountId: number;
  apiKey: string;
  secret: string;
}

export interface SandboxExchange {
  name: string;
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  adminToken: string;
  clock: Clock;
  /** The in-process venue: place and cancel orders, read books, balances and history directly. */
  engine: Venue;
  faults: FaultInjector;
  /** Requests refused for rate limits, and the peaks let through. */
  rateStats(): RateStats;
  participants: Participants | null;
  createAccount(input?: NewSandboxAccount): Promise<SandboxCredentials>;
  /** Writes a snapshot now (start-up then has nothing to replay). */
  snapshot(): void;
  close(): Promise<void>;
}

const HOUR = 3_600_000;

export async function startSandboxExchange(options: SandboxExchangeOptions = {}): Promise<SandboxExchange> {
  const name = options.name ?? 'sandbox';
  const seed = options.seed ?? name;
  const clock = options.clock ?? systemClock;
  const onError = options.onError ?? ((error: unknown) => console.error(`[${name}]`, error));
  const cleanups: Array<() => Promise<void> | void> = [];
  const close = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };

  try {
    let journal: Journal | null = null;
    let contents: JournalContents = { snapshot: null, records: [] };
    let secretBox = SecretBox.ephemeral();
    if (options.dataDir) {
      cleanups.push(lockDir(options.dataDir));
      const opened = Journal.open(options.dataDir);
      journal = opened.journal;
      contents = opened.contents;
      cleanups.push(() => opened.journal.close());
      secretBox = SecretBox.fromFile(join(options.dataDir, 'secret.key'));
    }

    const referenceSeed = options.referenceSeed ?? seed;
    const priceOffsetBps = options.priceOffsetBps ?? 0;
    // The futures mark follows the same reference path the simulated spot traders quote around,
    // whether or not those traders run.
    const reference = new MarketReference({ markets: options.markets ?? SANDBOX_MARKETS, seed: referenceSeed, priceOffsetBps });
    const snapshotEvery = options.snapshotEvery ?? 50_000;
    let snapshotPending = false;
    let closed = false;
    const venue: Venue = new Venue({
      now: () => clock.now(),
      secretBox,
      journal,
      markets: options.markets,
      defaultStp: options.defaultStp,
      reference: (symbol, t) => (reference.has(symbol) ? reference.price(symbol, t) : undefined),
      onRecorded: () => {
        if (!journal || snapshotPending || journal.sinceSnapshot < snapshotEvery) return;
        // Outside the command that triggered it, so a request is not held up mid-way.
        snapshotPending = true;
        setImmediate(() => {
          snapshotPending = false;
          if (journal && !closed) journal.writeSnapshot(venue.snapshot());
        });
      },
    });
    venue.load(contents);
    if (journal) {
      const opened = journal;
      // A clean stop leaves a snapshot, so the next start has nothing to replay.
      cleanups.push(() => {
        closed = true;
        opened.writeSnapshot(venue.snapshot());
      });
    }

    let participants: Participants | null = null;
    if (options.participants !== false) {
      const simulation = {
        venue,
        seed,
        referenceSeed,
        priceOffsetBps,
        onError,
      };
      const fresh = contents.snapshot === null && contents.records.length === 0;
      const warmUpMs = options.warmUpMs ?? HOUR;
      if (fresh && warmUpMs > 0) {
        venue.unjournalled(() => warmUp(simulation, warmUpMs, clock.now()));
        journal?.writeSnapshot(venue.snapshot());
      }
      participants = new Participants({ ...simulation, clock });
      participants.start();
      const running = participants;
      cleanups.push(() => running.stop());
    }

    const futuresDriver = new FuturesDriver(venue.futures, clock, onError);
    futuresDriver.start();
    cleanups.push(() => futuresDriver.stop());

    const faults = new FaultInjector(seed);
    const adminToken = options.adminToken ?? randomBytes(24).toString('base64url');
    const limits = { ...BINANCE_SPOT_LIMITS, ...options.rateLimits };
    const limiter = new RateLimiter(limits, () => venue.now());
    const app: FastifyInstance = await buildSandboxServer({
      venue,
      faults,
      limits,
      limiter,
      adminToken,
      onError,
    });
    cleanups.push(() => app.close());
    await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
    const host = options.host ?? '127.0.0.1';

    return {
      name,
      url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
      port,
      adminToken,
      clock,
      engine: venue,
      faults,
      rateStats: () => ({ ...limiter.stats }),
      participants,
      async createAccount(input = {}) {
        const account = venue.createAccount({
          balances: input.balances ?? {},
          ...(input.label === undefined ? {} : { label: input.label }),
          ...(input.makerFeePpm === undefined ? {} : { makerFeePpm: input.makerFeePpm }),
          ...(input.takerFeePpm === undefined ? {} : { takerFeePpm: input.takerFeePpm }),
          ...(input.futuresBalance === undefined ? {} : { futuresBalance: input.futuresBalance }),
        });
        const key = venue.createApiKey(account.id, input.permissions ?? {});
        await venue.sync();
        return { accountId: account.id, apiKey: key.apiKey, secret: key.secret };
      },
      snapshot() {
        journal?.writeSnapshot(venue.snapshot());
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
