// The numbers add up: two grid bots (ETH/USDT and CAKE/BNB) trade on the sandbox exchange through a
// simulated day under a virtual clock, a round trip each hour, and /data's calls, served over HTTP
// by the real call handlers on the scenario's database, agree with the fills the runner recorded and
// with the venue's own trade history read by ccxt: volume and amounts per market, fills, realised
// profit day by day in the reader's zone, the USDT total (BNB valued at the venue's BNB/USDT
// ticker, as no asset snapshot prices it), and the export mails the same rows.
import { UsdtPricer } from '../../src/server/modules/analytics/assets/usdt-pricer.ts';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Exchange, Trade } from 'ccxt';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { robotFills, robots } from '../../src/server/db/schema/index.ts';
import { sandboxVenueDefinition } from '../../src/server/embedded/sandbox-venues.ts';
import { loadOrCreateServerKey } from '../../src/server/http/server-key.ts';
import { createLogger } from '../../src/server/logger.ts';
import { exportTransactionsCall } from '../../src/server/modules/analytics/trading/export-transactions.ts';
import { getDataOverviewCall } from '../../src/server/modules/analytics/trading/get-data-overview.ts';
import { tradingRepository } from '../../src/server/modules/analytics/trading/trading-repository.ts';
import { transactionsRepository } from '../../src/server/modules/analytics/trading/transactions-repository.ts';
import { createMailer } from '../../src/server/notify/mail/create-mailer.ts';
import type { Mailer } from '../../src/server/notify/mail/mailer.ts';
import { createVenueServices, type VenueServices } from '../../src/server/venues/venue-services.ts';
import { formatDateTime } from '../../src/shared/trade/date-time.ts';
import type { TradingFigures } from '../../src/shared/contracts/data/index.ts';
import { expectCode } from '../support/accounts.ts';
import { type BotScenario, fileBotScenario } from '../support/bot-scenario.ts';
import { TestClient } from '../support/start-test-server.ts';
import { sandboxBinance } from './sandbox-ccxt-client.ts';

const HOUR = 3_600_000;
const ROUNDS = 24;
/** The reader is in UTC+8: the simulated day (from 20:00 local) crosses their midnight. */
const OFFSET = 480;
const ETH = { symbol: 'ETH/USDT', venue: 'ETHUSDT', buy: '1990', sell: '2000', amount: '0.1' };
const CAKE = { symbol: 'CAKE/BNB', venue: 'CAKEBNB', buy: '0.004160', sell: '0.004200', amount: '10' };
/** What one BNB is worth on the venue's BNB/USDT market (the one trade there). */
const BNB_USDT = 600;

interface Overview {
  unit: string;
  today: TradingFigures;
  today_by_bot: Array<TradingFigures & { bot_id: number; kind: string; yenUnit1: string }>;
  window: TradingFigures;
  daily: Array<TradingFigures & { day: string }>;
  markets: Array<{ web: string; web_name: string; yenUnit1: string; yenUnit2: string }>;
}

const s: BotScenario = fileBotScenario({
  seed: 'analytics',
  balances: { USDT: '100000', ETH: '50', CAKE: '1000', BNB: '10' },
});

let dir: string;
let app: FastifyInstance;
let venues: VenueServices;
let mailer: Mailer;
let client: TestClient;
let userId: number;
let botIds: number[];
let started: number;

/** An account of the test's own that trades CAKE/BNB and BNB/USDT directly on the venue (the street holds neither coin). */
async function openDesk(scenario: BotScenario) {
  const exchange = scenario.exchange();
  const desk = await exchange.createAccount({ balances: { CAKE: '100000', BNB: '1000', USDT: '1000000' } });
  const order = (side: 'BUY' | 'SELL', price: string, quantity: string, symbol = CAKE.venue) =>
    exchange.engine.placeOrder(desk.accountId, { symbol, side, type: 'LIMIT', timeInForce: 'GTC', price, quantity });
  return {
    order,
    quote(bid: string, ask: string, quantity: string) {
      order('BUY', bid, quantity);
      order('SELL', ask, quantity);
    },
    clear: () => exchange.engine.cancelAllOrders(desk.accountId, CAKE.venue),
  };
}

beforeAll(async () => {
  // Both markets quoted, the grids laid around 2000 and 0.0042.
  const street = s.street();
  const desk = await openDesk(s);
  street.quote('1995', '2005', '1');
  desk.quote('0.004190', '0.004210', '1000');
  const eth = await s.addBot('grid', { lower_price: 1950, upper_price: 2050, grid_count: 11, order_amount: 0.1, interval_seconds: 2 });
  const cake = await s.addBot(
    'grid',
    { lower_price: 0.004, upper_price: 0.0044, grid_count: 11, order_amount: 10, interval_seconds: 2 },
    { base: 'CAKE', quote: 'BNB' },
  );
  userId = eth.userId;
  botIds = [eth.id, cake.id];
  started = s.clock.now();
  await s.start(eth);
  await s.start(cake);
  await s.run(10_000, 1000);
  street.clear();
  desk.clear();

  // A simulated day: each hour the market dips onto each grid's top buy and comes back to the level
  // above, one round trip per bot, then the clock jumps to the next hour.
  for (let round = 0; round < ROUNDS; round++) {
    const hourStart = started + round * HOUR;
    street.order('SELL', ETH.buy, ETH.amount);
    // Resting before the ETH grid places its counter sell, which therefore takes it: a taker fill,
    // whose fee the venue reports in its answer to the new order.
    street.order('BUY', ETH.sell, ETH.amount);
    desk.order('SELL', CAKE.buy, CAKE.amount);
    await s.run(6_000, 1000);
    desk.order('BUY', CAKE.sell, CAKE.amount);
    await s.run(6_000, 1000);
    const restOfHour = hourStart + HOUR - s.clock.now();
    await s.run(restOfHour, restOfHour);
  }
  await s.run(6_000, 1000);
  await s.runner.settle();
  // The one trade on BNB/USDT, which prices BNB in the total.
  desk.order('SELL', String(BNB_USDT), '1', 'BNBUSDT');
  street.take('BUY', '1', 'BNBUSDT');

  // /data's calls on the scenario's database and clock, over HTTP through the envelope.
  dir = mkdtempSync(join(tmpdir(), 'analytics-trading-'));
  venues = createVenueServices({ includeCcxt: false });
  venues.registry.register(await sandboxVenueDefinition('sandbox-a', s.exchange().url, 'Sandbox A'));
  const log = createLogger('silent');
  mailer = createMailer({ from: 'noreply@example.com', db: s.db, dataDir: dir, log });
  const deps = { db: s.db, venues, mailer, now: () => s.clock.now() };
  app = await buildApp({
    logger: log,
    serverKey: loadOrCreateServerKey(join(dir, 'server-key.json')),
    calls: [
      getDataOverviewCall(deps, tradingRepository(s.db), new UsdtPricer(deps.venues, deps.now)),
      exportTransactionsCall(deps, transactionsRepository(s.db)),
    ],
    resolveSession: async () => ({ userId, account: 'maker01', sessionId: 'analytics' }),
    maxBodyBytes: 1_000_000,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  client = new TestClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  client.token = 'analytics';
}, 240_000);

afterAll(async () => {
  await app?.close();
  await mailer?.close();
  venues?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const overview = async (request: Record<string, unknown>) =>
  expectCode(await client.call<Overview>('/Api/Data/get_data_overview', { utc_offset: OFFSET, ...request }), 1000).data;

/** The bots' fills as the runner recorded them, per pair. */
async function recordedFills(symbol: string) {
  const [base, quote] = symbol.split('/');
  const rows = await s.db
    .select({ fill: robotFills, bot: robots })
    .from(robotFills)
    .innerJoin(robots, eq(robots.id, robotFills.botId))
    .where(inArray(robotFills.botId, botIds));
  return rows.filter((row) => row.bot.base === base && row.bot.quote === quote).map((row) => row.fill);
}

/** The bot owner's trades of a pair as the venue reports them to ccxt (binance, pointed at the sandbox). */
async function venueTrades(symbol: string): Promise<Trade[]> {
  const signer = (s.connector('sandbox-a') as unknown as { exchange: Exchange }).exchange;
  const exchange = sandboxBinance(s.exchange().url, { apiKey: signer.apiKey, secret: signer.secret });
  exchange.milliseconds = () => s.clock.now();
  return exchange.fetchMyTrades(symbol, started - HOUR, 1000);
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const sideOf = <T extends { side: string | undefined }>(rows: T[], side: string) => rows.filter((row) => row.side === side);

describe('/data after a simulated day of two grid bots', () => {
  it('shows each market the volume, amounts and fills the runner recorded and the venue reports', async () => {
    for (const market of [ETH, CAKE]) {
      const [base, quote] = market.symbol.split('/');
      const view = await overview({ web: 'sandbox-a', yenUnit1: base, yenUnit2: quote, days: 7 });
      const fills = await recordedFills(market.symbol);
      const trades = await venueTrades(market.symbol);
      expect(view.unit).toBe(quote);
      // Every hour a buy and a sell of each bot filled.
      expect(fills.length).toBeGreaterThanOrEqual(2 * ROUNDS);
      expect(view.window.fills).toBe(fills.length);
      for (const side of ['buy', 'sell'] as const) {
        const recordedVolume = sum(sideOf(fills, side).map((fill) => fill.price * fill.amount));
        const venueVolume = sum(sideOf(trades, side).map((trade) => trade.cost ?? 0));
        const venueAmount = sum(sideOf(trades, side).map((trade) => trade.amount ?? 0));
        expect(view.window[`${side}_volume`]).toBeCloseTo(recordedVolume, 9);
        expect(view.window[`${side}_volume`]).toBeCloseTo(venueVolume, 9);
        expect(view.window[`${side}_amount`]).toBeCloseTo(venueAmount, 9);
      }
      // Day by day adds up to the window, and every day of it is listed.
      expect(view.daily).toHaveLength(7);
      expect(sum(view.daily.map((day) => day.fills))).toBe(view.window.fills);
      expect(sum(view.daily.map((day) => day.buy_volume))).toBeCloseTo(view.window.buy_volume, 9);
    }
  });

  it('counts the fees the venue charged for every fill, taking or resting', async () => {
    const view = await overview({ web: 'sandbox-a', yenUnit1: 'ETH', yenUnit2: 'USDT', days: 7 });
    const fills = await recordedFills(ETH.symbol);
    const trades = await venueTrades(ETH.symbol);
    // The counter sells took the street's bid: a taker fee in USDT, told in the answer to the new
    // order. The buys rested until the street sold into them: a maker fee in ETH, told only in the
    // venue's trade list, which the runner reads for them.
    expect(trades.filter((trade) => trade.takerOrMaker === 'taker').length).toBeGreaterThanOrEqual(ROUNDS);
    expect(trades.filter((trade) => trade.takerOrMaker === 'maker').length).toBeGreaterThanOrEqual(ROUNDS);
    expect(fills.every((fill) => fill.fee !== null)).toBe(true);
    for (const asset of ['USDT', 'ETH']) {
      const charged = sum(trades.filter((trade) => trade.fee?.currency === asset).map((trade) => trade.fee?.cost ?? 0));
      expect(charged).toBeGreaterThan(0);
      expect(sum(fills.filter((fill) => fill.feeAsset === asset).map((fill) => fill.fee ?? 0))).toBeCloseTo(charged, 9);
    }
    // /data values a fee charged in the base at its fill's price.
    const valued = sum(trades.map((trade) => (trade.fee?.cost ?? 0) * (trade.fee?.currency === 'ETH' ? (trade.price ?? 0) : 1)));
    expect(view.window.fees).toBeCloseTo(valued, 9);
  });

  it("books each bot's realised profit, and splits the day at the reader's midnight", async () => {
    const bots = await s.db.select().from(robots).where(inArray(robots.id, botIds));
    const view = await overview({ days: 7 });
    const profit = (base: string) => bots.find((bot) => bot.base === base)!.realisedProfit ?? 0;
    expect(profit('ETH')).toBeGreaterThan(0);
    expect(profit('CAKE')).toBeGreaterThan(0);
    // The profit the bots reported, as the bot list shows it. (It is the grid's own accounting, which
    // counts a buy back after a sell as a round trip too, so it is not the venue's cash flow.)
    expect(view.window.realised_profit).toBeCloseTo(profit('ETH') + profit('CAKE') * BNB_USDT, 9);
    // The day began at 20:00 for the reader: its trading falls on two of their days.
    const active = view.daily.filter((day) => day.fills > 0);
    expect(active.map((day) => day.day)).toEqual([
      formatDateTime(started, OFFSET).slice(0, 10),
      formatDateTime(s.clock.now(), OFFSET).slice(0, 10),
    ]);
    expect(active.every((day) => day.realised_profit > 0)).toBe(true);
    expect({ day: view.daily.at(-1)!.day, ...view.today }).toEqual(view.daily.at(-1));
    expect(view.today_by_bot.map((row) => [row.bot_id, row.kind]).sort()).toEqual(botIds.map((id) => [id, 'grid']).sort());
  });

  it('adds both markets into a USDT total, BNB at the venue ticker', async () => {
    const view = await overview({ days: 7 });
    const eth = await overview({ web: 'sandbox-a', yenUnit1: 'ETH', yenUnit2: 'USDT', days: 7 });
    const cake = await overview({ web: 'sandbox-a', yenUnit1: 'CAKE', yenUnit2: 'BNB', days: 7 });
    expect(view.unit).toBe('USDT');
    expect(view.window.fills).toBe(eth.window.fills + cake.window.fills);
    expect(view.window.buy_volume).toBeCloseTo(eth.window.buy_volume + cake.window.buy_volume * BNB_USDT, 9);
    expect(view.window.sell_volume).toBeCloseTo(eth.window.sell_volume + cake.window.sell_volume * BNB_USDT, 9);
    expect(view.markets).toEqual([
      { web: 'sandbox-a', web_name: 'Sandbox A', yenUnit1: 'CAKE', yenUnit2: 'BNB' },
      { web: 'sandbox-a', web_name: 'Sandbox A', yenUnit1: 'ETH', yenUnit2: 'USDT' },
    ]);
  });

  it('mails the same transactions as CSV, times in the reader zone', async () => {
    const sent = expectCode(
      await client.call<{ email_masked: string; rows: number }>('/Api/Data/transactions_export', {
        utc_offset: OFFSET,
        start_time: formatDateTime(started - HOUR, OFFSET),
        end_time: formatDateTime(s.clock.now(), OFFSET),
      }),
      1000,
    ).data;
    const fills = [...(await recordedFills(ETH.symbol)), ...(await recordedFills(CAKE.symbol))];
    expect(sent).toEqual({ email_masked: 'ma***@example.com', rows: fills.length });

    const csv = csvOfMail(join(dir, 'outbox'), 'Your Transactions export');
    expect(csv[0]).toBe('Time,Exchange,Pair,Bot,Side,Price,Amount,Volume,Fee (quote)');
    const rows = csv.slice(1).map((line) => line.split(','));
    expect(rows).toHaveLength(fills.length);
    const first = fills.reduce((a, b) => (a.at < b.at ? a : b));
    expect(rows[0]![0]).toBe(formatDateTime(first.at.getTime(), OFFSET));
    for (const [market, botId] of [
      [ETH, botIds[0]],
      [CAKE, botIds[1]],
    ] as const) {
      const mine = rows.filter((row) => row[2] === market.symbol);
      expect(mine.every((row) => row[1] === 'Sandbox A' && row[3] === `Grid #${botId}`)).toBe(true);
      const recorded = await recordedFills(market.symbol);
      expect(sum(mine.map((row) => Number(row[7])))).toBeCloseTo(sum(recorded.map((fill) => fill.price * fill.amount)), 9);
    }
  });

  it('says when the range holds nothing to export', async () => {
    const empty = await client.call('/Api/Data/transactions_export', {
      utc_offset: OFFSET,
      start_time: formatDateTime(started - 5 * 24 * HOUR, OFFSET),
      end_time: formatDateTime(started - 4 * 24 * HOUR, OFFSET),
    });
    expect(empty.code).toBe(4306);
    expect(empty.msg).toBe('No data to export');
  });
});

/** The CSV attachment of the newest mail with this subject in the outbox, as lines. */
function csvOfMail(outbox: string, subject: string): string[] {
  const mail = readdirSync(outbox)
    .sort()
    .map((name) => readFileSync(join(outbox, name), 'utf8'))
    .filter((text) => text.split(/\r?\n/).includes(`Subject: ${subject}`))
    .at(-1);
  expect(mail).toBeDefined();
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(mail ?? '')?.[1] ?? '';
  const part = (mail ?? '').split(`--${boundary}`).find((chunk) => /filename=[^\n]*\.csv/.test(chunk)) ?? '';
  const body = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('')
    .replace(/\s+/g, '');
  return Buffer.from(body, 'base64')
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
}
