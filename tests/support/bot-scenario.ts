// A bot scenario the way a market maker checks one: the sandbox exchange(s) on a virtual clock, the
// real runner, strategies, market-data hub and ccxt connectors, the robot store on an in-memory
// Postgres (PGlite), and a "street" account that shapes the market with its own orders. Hours of
// market pass in moments; `run(ms)` moves the clock in steps and lets every tick finish.
import type { Exchange } from 'ccxt';
import { ConnectorPool } from '../../src/engine/connectors/connector-pool.ts';
import type { CcxtConnector } from '../../src/engine/connectors/ccxt-connector.ts';
import type { OrderState, OwnTrade } from '../../src/engine/connectors/types.ts';
import { VenueRegistry } from '../../src/engine/connectors/venue-registry.ts';
import { MarketDataHub } from '../../src/engine/market-data/market-data-hub.ts';
import { botOrderPrefix } from '../../src/engine/runner/client-order-id.ts';
import { BotRunner } from '../../src/engine/runner/runner.ts';
import type { BotRecord } from '../../src/engine/runner/store-port.ts';
import type { AnyStrategy } from '../../src/engine/runner/runner.ts';
import { STRATEGIES } from '../../src/engine/strategies/index.ts';
import { type SandboxExchange, startSandboxExchange, VirtualClock } from '../../src/sandbox/index.ts';
import { type Database, openDatabase } from '../../src/server/db/database.ts';
import { robotFills, robotLogs, robotOrders, robots, users } from '../../src/server/db/schema/index.ts';
import { sandboxVenueDefinition } from '../../src/server/embedded/sandbox-venues.ts';
import { botRecord, RobotStore } from '../../src/server/modules/robots/robot-store.ts';
import { type BotKey, botKind, parseBotParams } from '../../src/shared/bots/catalogue.ts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { lateBound } from './late-bound.ts';
import { openStreet, type Street } from './street.ts';

export interface ScenarioOptions {
  seed?: string;
  /** Simulated traders on the venues (off: only the street and the bots trade). */
  participants?: boolean;
  /** Venue ids to start: one sandbox, or two for arbitrage. */
  venues?: string[];
  /** The bot owner's funds on every venue. */
  balances?: Record<string, string>;
  /** Sign with a wrong secret: the venue refuses every signed request (an invalid key). */
  invalidSecret?: boolean;
  /** Strategies by kind, in place of the product's (a test's own misbehaving strategy). */
  strategies?: ReadonlyMap<string, AnyStrategy>;
  /** When a stop that left orders open tries again, in real time (the product's minutes by default). */
  leftOrdersRetryMs?: readonly number[];
}

/** ccxt signs with its own clock; under the virtual venue clock it must read the same clock. */
export function signWithClock(connector: CcxtConnector, clock: VirtualClock): CcxtConnector {
  (connector as unknown as { exchange: Exchange }).exchange.milliseconds = () => clock.now();
  return connector;
}

export async function botScenario(options: ScenarioOptions = {}) {
  const seed = options.seed ?? 'scenario';
  const clock = new VirtualClock(Date.UTC(2026, 0, 5, 12));
  const venueIds = options.venues ?? ['sandbox-a'];
  const exchanges = new Map<string, SandboxExchange>();
  const registry = new VenueRegistry({ includeCcxt: false });
  const closers: Array<() => Promise<void> | void> = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer();
  };
  try {
    for (const id of venueIds) {
      const exchange = await startSandboxExchange({
        name: id,
        seed: `${seed}-${id}`,
        clock,
        warmUpMs: 0,
        participants: options.participants ?? false,
      });
      closers.push(() => exchange.close());
      exchanges.set(id, exchange);
      registry.register(await sandboxVenueDefinition(id, exchange.url));
    }
    const pool = new ConnectorPool(registry, { clock });
    closers.push(() => pool.close());
    // The feeds' requests are counted, so a step of the clock can wait until every answer is in.
    const feedRequests = new InFlight();
    const hub = new MarketDataHub({ connectorFor: (venue) => feedRequests.wrap(pool.publicConnector(venue)), clock });
    closers.push(() => hub.close());
    const database: Database = await openDatabase({});
    closers.push(() => database.close());
    const [user] = await database.db
      .insert(users)
      .values({
        userName: 'maker01',
        email: 'maker01@example.com',
        passwordHash: 'x',
        availableUntil: new Date(clock.now() + 30 * 86_400_000),
      })
      .returning();
    const owner = new Map<string, { api_key: string; secret: string }>();
    const streets = new Map<string, Street>();
    for (const [id, exchange] of exchanges) {
      const account = await exchange.createAccount({
        balances: options.balances ?? { USDT: '100000', ETH: '50', BTC: '2' },
      });
      owner.set(id, { api_key: account.apiKey, secret: options.invalidSecret ? 'x'.repeat(account.secret.length) : account.secret });
      streets.set(id, await openStreet(exchange));
    }
    const ownerConnector = (venueId: string) => signWithClock(pool.accountConnector(venueId, owner.get(venueId)!), clock);
    const store = new RobotStore(database.db);
    const errors: unknown[] = [];
    /** A runner on the scenario's store, clock, feeds and venues, as a process started on them has. */
    const newRunner = () => {
      const made = new BotRunner({
        store,
        clock,
        market: hub,
        venues: { connector: async (_bot, venueId) => ownerConnector(venueId) },
        strategies: options.strategies ?? STRATEGIES,
        onError: (error) => errors.push(error),
        ...(options.leftOrdersRetryMs ? { leftOrdersRetryMs: options.leftOrdersRetryMs } : {}),
      });
      closers.push(() => made.close());
      return made;
    };
    const runner = newRunner();

    /** Moves the clock `ms` forward in `stepMs` steps, letting the feeds answer and every tick finish. */
    const run = async (ms: number, stepMs = 500) => {
      for (let passed = 0; passed < ms; passed += stepMs) {
        clock.advance(stepMs);
        await settle(runner, feedRequests);
      }
    };

    /** The market's last trade price, as the bot owner's connector reads it. */
    const lastPrice = async (venueId = venueIds[0]!, symbol = 'ETH/USDT') => (await ownerConnector(venueId).fetchTicker(symbol)).last!;

    const scenario = {
      clock,
      db: database.db,
      store,
      runner,
      /** The runner of a process started again on the same database and venues (the first one is closed by the caller). */
      newRunner,
      errors,
      exchange: (id = venueIds[0]!) => exchanges.get(id)!,
      street: (id = venueIds[0]!) => streets.get(id)!,
      connector: ownerConnector,

      /** Saves a bot of this kind with its parameters parsed by the catalogue schema. */
      async addBot(
        kind: BotKey,
        params: Record<string, unknown>,
        market: { base: string; quote: string } = { base: 'ETH', quote: 'USDT' },
        /** What the server adds to the parsed parameters on saving (a draw bot's sequence plan points). */
        serverAdded: Record<string, unknown> = {},
      ): Promise<BotRecord> {
        const parsed = parseBotParams(kind, params);
        if (!parsed.success) throw new Error(`invalid ${kind} parameters: ${JSON.stringify(parsed.error.issues)}`);
        const secondParam = botKind(kind).secondVenueParam;
        const secondValue = secondParam ? (parsed.data as Record<string, unknown>)[secondParam] : undefined;
        const secondWeb = typeof secondValue === 'string' ? secondValue : null;
        const [row] = await database.db
          .insert(robots)
          .values({
            userId: user!.id,
            kind,
            web: venueIds[0]!,
            base: market.base,
            quote: market.quote,
            secondWeb,
            params: { ...(parsed.data as object), ...serverAdded },
          })
          .returning();
        return botRecord(row!);
      },

      async start(bot: BotRecord) {
        return runner.start(bot);
      },

      run,

      /**
       * Moves the clock `ms` forward in 5-second spans, the street quoting `bid` and `ask` afresh
       * before each, so the book stays alive (a book frozen for a minute counts as unavailable).
       */
      async runLiveBook(ms: number, bid: string, ask: string, quantity: string) {
        for (let passed = 0; passed < ms; passed += 5000) {
          streets.get(venueIds[0]!)!.quote(bid, ask, quantity);
          await run(5000, 1000);
        }
      },

      lastPrice,

      /** Lays a fresh street ladder (ETH/USDT, 1 USDT apart) around the last price; answers that price, rounded. */
      async ladderAroundLast(quantity: string) {
        const center = Math.round(await lastPrice());
        streets.get(venueIds[0]!)!.ladder(center, quantity);
        return center;
      },

      /** The bot's open orders as the venue reports them. */
      async venueOrders(botId: number, venueId = venueIds[0]!, symbol = 'ETH/USDT'): Promise<OrderState[]> {
        const open = await ownerConnector(venueId).fetchOpenOrders(symbol);
        return open.filter((order) => order.clientOrderId?.startsWith(botOrderPrefix(botId)));
      },

      /** The trades of one of the bot's orders, with the fees charged, as the venue lists them to the bot owner. */
      async venueTradesOf(venueOrderId: string, venueId = venueIds[0]!, symbol = 'ETH/USDT'): Promise<OwnTrade[]> {
        const trades = await ownerConnector(venueId).fetchMyTrades(symbol, { since: clock.now() - 86_400_000, limit: 1000 });
        return trades.filter((trade) => trade.orderId === venueOrderId);
      },

      async botRow(botId: number) {
        const [row] = await database.db.select().from(robots).where(eq(robots.id, botId));
        return row!;
      },

      /** Where the bot is in its lifecycle and why (the reason of a pause or a stop). */
      async botStatus(botId: number) {
        const [row] = await database.db
          .select({ status: robots.status, reason: robots.statusReason })
          .from(robots)
          .where(eq(robots.id, botId));
        return row!;
      },

      async fills(botId: number) {
        return database.db.select().from(robotFills).where(eq(robotFills.botId, botId)).orderBy(asc(robotFills.id));
      },

      async orders(botId: number) {
        return database.db.select().from(robotOrders).where(eq(robotOrders.botId, botId)).orderBy(asc(robotOrders.step));
      },

      async logKeys(botId: number) {
        await runner.settle();
        const rows = await database.db.select().from(robotLogs).where(eq(robotLogs.botId, botId)).orderBy(asc(robotLogs.id));
        return rows.map((row) => row.key);
      },

      /** The bot's log lines, oldest first, each with its key and parameters. */
      async logLines(botId: number) {
        await runner.settle();
        return database.db.select().from(robotLogs).where(eq(robotLogs.botId, botId)).orderBy(asc(robotLogs.id));
      },

      close,
    };
    return scenario;
  } catch (error) {
    await close();
    throw error;
  }
}

export type BotScenario = Awaited<ReturnType<typeof botScenario>>;

/**
 * One scenario for the whole test file, or for the describe block it is called in: started before
 * its first test (then `prepare` shapes its market), closed after its last. The returned object
 * stands for the scenario from the first test on.
 */
export function fileBotScenario(options: ScenarioOptions = {}, prepare?: (scenario: BotScenario) => void | Promise<void>): BotScenario {
  let scenario: BotScenario | undefined;
  beforeAll(async () => {
    scenario = await botScenario(options);
    await prepare?.(scenario);
  }, 240_000);
  afterAll(async () => {
    await scenario?.close();
  }, 60_000);
  return lateBound(() => scenario, 'bot scenario');
}

/** Counts the requests in flight through wrapped connectors. */
class InFlight {
  count = 0;
  private waiters: Array<() => void> = [];

  wrap<T extends object>(connector: T): T {
    return new Proxy(connector, {
      get: (target, property, receiver) => {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          this.count++;
          const result = (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          return Promise.resolve(result).finally(() => {
            this.count--;
            if (this.count === 0) for (const wake of this.waiters.splice(0)) wake();
          });
        };
      },
    });
  }

  quiet(): Promise<void> {
    return this.count === 0 ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }
}

/**
 * Lets the feeds' answers arrive and every tick finish before the clock moves on. A request may be
 * waiting for the virtual clock itself (the rate governor paces orders on it): when nothing
 * settles within a moment of real time, the next step of the clock releases it.
 */
const SETTLE_REAL_TIME_MS = 1500;

async function settle(runner: BotRunner, feeds: InFlight): Promise<void> {
  for (let round = 0; round < 2; round++) {
    let timer: NodeJS.Timeout | undefined;
    const stuck = new Promise<'stuck'>((resolve) => {
      // Long enough for a loopback HTTP call to the in-process sandbox to come back on a loaded
      // machine: with 50 ms an order leg could still be in flight when the step ended. Only a
      // session that really waits on the virtual clock (governor pacing, a backoff) pays this.
      timer = setTimeout(() => resolve('stuck'), SETTLE_REAL_TIME_MS);
    });
    const outcome = await Promise.race([Promise.all([feeds.quiet(), runner.settle()]), stuck]);
    clearTimeout(timer);
    if (outcome === 'stuck') return;
  }
}
