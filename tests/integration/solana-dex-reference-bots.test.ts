// The DEX kinds that watch an exchange, on a Solana pool: orcasol's DEMO/USDT pool (about 0.01)
// against the test's sandbox exchange, whose simulated traders keep its DEMO/USDT book about 0.05.
// DEX Follow swaps the pool toward the book's price, each swap within its maximum; DEX-to-CEX
// Arbitrage buys on the pool what the book bids more for and sells it there, both legs recorded
// where they happened, at a profit.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dexSwaps, robotFills, robotLogs, robotOrders, robots } from '../../src/server/db/schema/index.ts';
import { botRecord } from '../../src/server/modules/robots/robot-store.ts';
import { expectCode } from '../support/accounts.ts';
import { type ExchangeTestServer, startExchangeTestServer } from '../support/exchange-server.ts';
import { startBot } from '../support/robot-client.ts';
import { serverDexAccess } from '../support/server-dex-access.ts';
import { allocateToGroup, SOLANA_CHAIN } from '../support/solana-demo.ts';
import type { TestClient } from '../support/start-test-server.ts';
import { until } from '../support/until.ts';
import { ok } from '../support/wallet-client.ts';
import { sandboxBinance } from './sandbox-ccxt-client.ts';

const PAIR = { web: 'orcasol', yenUnit1: 'DEMO', yenUnit2: 'USDT' };
let server: ExchangeTestServer;
let demo: TestClient;
let group: number;

const db = () => server.runtime.database.db;
const swapsOf = async (botId: number) =>
  (await db().select().from(dexSwaps).where(eq(dexSwaps.robotId, botId)).orderBy(asc(dexSwaps.step))).filter(
    (row) => row.status === 'done',
  );
const logOf = async (botId: number) =>
  (await db().select().from(robotLogs).where(eq(robotLogs.botId, botId)).orderBy(asc(robotLogs.id))).map(
    (row) => `${row.key} ${JSON.stringify(row.params)}`,
  );
const logKeys = async (botId: number) => (await logOf(botId)).map((entry) => entry.split(' ')[0]);

/** Waits for `check`, saying the bot's log when it does not come. */
const untilBot = (botId: number, what: string, check: () => Promise<boolean>) =>
  until(what, check, 60_000).catch(async (error: unknown) => {
    throw new Error(`${String(error)}\n${(await logOf(botId)).join('\n')}`);
  });

/** The pool's price now, as the bots see it (through a bot saved on the pair). */
async function poolPrice(): Promise<number> {
  const [any] = await db()
    .select()
    .from(robots)
    .where(and(eq(robots.web, PAIR.web), eq(robots.base, PAIR.yenUnit1), eq(robots.quote, PAIR.yenUnit2)));
  return (await (await serverDexAccess(server).open(botRecord(any!))).pool()).price;
}

beforeAll(async () => {
  server = await startExchangeTestServer({ SANDBOX_SOLANA: 'on', SANDBOX_SOLANA_SLOT_MS: '50', SANDBOX_SOLANA_TRADERS: 'off' });
  demo = server.demo;
  await ok(demo, 'create_main_wallet', { chain: SOLANA_CHAIN });
  group = (await ok<{ id: number }>(demo, 'create_dex_wallet_group', { chain: SOLANA_CHAIN, name: 'Reference' })).id;
  await ok(demo, 'create_dex_wallets', { chain: SOLANA_CHAIN, count: 2, group_id: group, restriction: 'unlimited' });
  const usdt = server.runtime.venues.solana.get(PAIR.web)!.tokens.find((token) => token.symbol === 'USDT')!;
  await allocateToGroup(demo, group, [
    ['native', '2'],
    [usdt.mint, '600'],
  ]);
  // The demo user's key on the exchange: the arbitrage sells there what the pool sold it.
  const account = await server.extra.createAccount({ balances: { USDT: '10000', DEMO: '1000000' } });
  const keys = { api_key: account.apiKey, secret: account.secret };
  expectCode(await demo.call('/Api/Account/bind_exchange_account', { web: 'sandbox-t', remark: 'reference', ...keys }), 1000);
  // A bot saved on the pair (never started) lets the test read the pool as the bots do.
  const probe = { wallet_group_id: group, target_volume: 0.01, single_amount: 0.01 };
  expectCode(await demo.call('/Api/Robot/save_robot', { ...PAIR, web_type: 1, kind: 'shua_dex', params: probe }), 1000);
}, 120_000);

afterAll(() => server?.stop());

it('DEX Follow on Solana swaps the pool toward the exchange’s price, each swap within its maximum', { timeout: 120_000 }, async () => {
  const start = await poolPrice();
  const book = await sandboxBinance(server.extra.url).fetchOrderBook('DEMO/USDT', 5);
  expect(Number(book.bids[0]![0])).toBeGreaterThan(start * 1.5);
  const params = {
    wallet_group_id: group,
    reference_web: 'sandbox-t',
    reference_symbol: 'DEMO/USDT',
    threshold_percent: 0.5,
    max_swap_amount: 40,
    interval_min: 1,
    interval_max: 2,
    slippage_percent: 2,
  };
  const bot = await startBot(demo, PAIR, 'real_genpan_dex', params);
  await untilBot(bot.id, 'the follow bot swapped twice', async () => (await swapsOf(bot.id)).length >= 2);
  expectCode(await demo.call('/Api/Robot/stop_robot', { id: bot.id }), 1000);
  for (const swap of await swapsOf(bot.id)) {
    expect(swap.side).toBe('buy');
    expect(swap.quoteAmount!).toBeLessThanOrEqual(40 * (1 + 1e-9));
  }
  expect(await poolPrice()).toBeGreaterThan(start);
  expect(await logKeys(bot.id)).toContain('followMove');
});

it('DEX-to-CEX Arbitrage on Solana buys on the pool and sells on the exchange, both legs recorded, at a profit', {
  timeout: 120_000,
}, async () => {
  const params = {
    wallet_group_id: group,
    cex_web: 'sandbox-t',
    min_spread_percent: 0.5,
    cex_fee_percent: 0.1,
    trade_amount: 1000,
    interval_min: 1,
    interval_max: 2,
    slippage_percent: 2,
  };
  const bot = await startBot(demo, PAIR, 'banzhuan_dex', params);
  await untilBot(bot.id, 'an arbitrage closed', async () => (await logKeys(bot.id)).includes('arbClosed'));
  expectCode(await demo.call('/Api/Robot/stop_robot', { id: bot.id }), 1000);
  const poolLegs = (await swapsOf(bot.id)).filter((swap) => swap.tag === 'arb:pool');
  expect(poolLegs.length).toBeGreaterThan(0);
  for (const leg of poolLegs) expect(leg.side).toBe('buy');
  const orders = await db().select().from(robotOrders).where(eq(robotOrders.botId, bot.id));
  expect(orders.length).toBeGreaterThan(0);
  expect(orders.every((order) => order.web === 'sandbox-t' && order.tag === 'arb:cex' && order.side === 'sell')).toBe(true);
  const fills = await db().select().from(robotFills).where(eq(robotFills.botId, bot.id));
  const sold = fills.reduce((sum, fill) => sum + fill.amount, 0);
  const bought = poolLegs.reduce((sum, leg) => sum + leg.baseAmount!, 0);
  // What the pool sold the bot is sold on the exchange, to its whole-token lot, but for a leg the
  // stop came between (it stays in the wallets).
  expect(sold).toBeGreaterThan(0);
  expect(bought - sold).toBeGreaterThanOrEqual(0);
  expect(bought - sold).toBeLessThan(poolLegs.at(-1)!.baseAmount! + poolLegs.length);
  const [row] = await db().select({ profit: robots.realisedProfit }).from(robots).where(eq(robots.id, bot.id));
  expect(row!.profit!).toBeGreaterThan(0);
});
