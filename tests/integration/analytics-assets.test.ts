// Asset snapshots, /data's asset half, /property's statements and /realTimeData against the real
// server with its embedded sandbox chain. The user's two exchange accounts are on sandboxes of the
// test's own without simulated traders, so their prices are exactly what the test trades at; the
// wallets (a funded main wallet and a group of trading wallets) are on the sandbox chain, whose
// pools keep moving, so their values are checked against the chain read directly with viem. An
// alert's 10-minute drop fires from the same snapshots.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { type Address, formatUnits, getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_ABI, PAIR_ABI } from '../../src/engine/connectors/evm/uniswap-v2-abi.ts';
import { ADMIN_TOKEN_HEADER } from '../../src/sandbox/api/routes-admin.ts';
import { type SandboxExchange, startSandboxExchange } from '../../src/sandbox/index.ts';
import { sandboxVenueDefinition } from '../../src/server/embedded/sandbox-venues.ts';
import { assetSnapshots, users } from '../../src/server/db/schema/index.ts';
import { expectCode, registerAccount, type TestAccount } from '../support/accounts.ts';
import { addAlarm, firingsOf } from '../support/alarm-client.ts';
import { type MailCatcher, startMailCatcher } from '../support/mail-catcher.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { CHAIN, chainReader, ok, onChain, runTask } from '../support/wallet-client.ts';

/** A sandbox exchange whose prices move only when the test trades. */
interface QuietVenue {
  web: string;
  exchange: SandboxExchange;
  tradeAt(symbol: string, price: number): void;
}

interface Overview {
  taken_at: number | null;
  total_usdt: number;
  by_coin: { asset: string; amount: number; value_usdt: number }[];
  by_venue: { source_type: string; source: string; name: string; value_usdt: number }[];
  trend: { at: number; value_usdt: number }[];
}
interface RealTime {
  total_usdt: number;
  cex_usdt: number;
  wallets_usdt: number;
  list: {
    source_type: string;
    source: string;
    name: string;
    asset: string;
    amount: number;
    price_usdt: number | null;
    value_usdt: number;
  }[];
}
interface Statement {
  month: string;
  opening_usdt: number;
  closing_usdt: number;
  deposits_usdt: number;
  withdrawals_usdt: number;
  trading_result_usdt: number;
  by_venue: { source_type: string; source: string; name: string; opening_usdt: number; closing_usdt: number }[];
}

const BTC_ON_X = 50_000;
const BTC_ON_Y = 52_000;
const ETH_ON_Y = 3_000;
const ACCOUNT_X = { BTC: 2, USDT: 10_000 };
const ACCOUNT_Y = { ETH: 5, USDT: 2_500, BTC: 0.1 };
const CEX_TOTAL = 2 * BTC_ON_X + 10_000 + (5 * ETH_ON_Y + 2_500 + 0.1 * BTC_ON_Y);

let mail: MailCatcher;
let server: TestServer;
let venueDir: string;
let x: QuietVenue;
let y: QuietVenue;
let user: TestAccount;
let userId: number;
let accountX: { accountId: number };
let accountY: { accountId: number };
let tokens: Record<string, string>;
let walletAddresses: string[];

async function quietVenue(web: string, name: string): Promise<QuietVenue> {
  const exchange = await startSandboxExchange({ name: web, dataDir: join(venueDir, web), participants: false, warmUpMs: 0 });
  server.runtime.venues.registry.register(await sandboxVenueDefinition(web, exchange.url, name));
  const seller = await exchange.createAccount({ balances: { BTC: '100', ETH: '1000' } });
  const buyer = await exchange.createAccount({ balances: { USDT: '100000000' } });
  return {
    web,
    exchange,
    tradeAt(symbol, price) {
      const order = { symbol, type: 'LIMIT' as const, price: price.toFixed(2), quantity: '0.01' };
      exchange.engine.placeOrder(seller.accountId, { ...order, side: 'SELL', timeInForce: 'GTC' });
      exchange.engine.placeOrder(buyer.accountId, { ...order, side: 'BUY', timeInForce: 'IOC' });
    },
  };
}

async function bind(venue: QuietVenue, remark: string, balances: Record<string, number>) {
  const account = await venue.exchange.createAccount({
    balances: Object.fromEntries(Object.entries(balances).map(([asset, amount]) => [asset, String(amount)])),
  });
  expectCode(
    await user.client.call('/Api/Account/bind_exchange_account', {
      web: venue.web,
      remark,
      api_key: account.apiKey,
      secret: account.secret,
    }),
    1000,
  );
  return account;
}

/** A deposit to or withdrawal from an account, made on the venue through its admin route. */
async function onVenue(venue: QuietVenue, accountId: number, kind: 'deposits' | 'withdrawals', body: Record<string, string>) {
  const response = await fetch(`${venue.exchange.url}/sandbox-admin/accounts/${accountId}/${kind}`, {
    method: 'POST',
    headers: { [ADMIN_TOKEN_HEADER]: venue.exchange.adminToken, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

const data = async <T>(action: string, body: Record<string, unknown> = {}) =>
  expectCode(await user.client.call<T>(`/Api/Data/${action}`, body), 1000).data;

/** The user's rows of one snapshot run, read from the table. */
const rowsOf = (takenAt: Date) =>
  server.runtime.database.db
    .select()
    .from(assetSnapshots)
    .where(and(eq(assetSnapshots.userId, userId), eq(assetSnapshots.takenAt, takenAt)));

/** What the user's wallets hold on the chain now, per token key, summed and in whole units. */
async function chainHoldings(): Promise<Map<string, number>> {
  const reader = chainReader(server.runtime.sandboxChain!.rpcUrl);
  const held = new Map<string, number>();
  for (const [symbol, key] of Object.entries(tokens)) {
    const amounts = await onChain(reader, key, walletAddresses);
    held.set(
      symbol,
      Number(
        formatUnits(
          amounts.reduce((a, b) => a + b, 0n),
          18,
        ),
      ),
    );
  }
  return held;
}

/** A pool's price (quote per base) from its reserves, read from the chain with viem. */
async function poolPrice(base: string, quote: string): Promise<number> {
  const chain = server.runtime.sandboxChain!;
  const reader = chainReader(chain.rpcUrl);
  const [baseToken, quoteToken] = [chain.contracts.tokens[base]!, chain.contracts.tokens[quote]!];
  const pair = await reader.readContract({
    address: chain.contracts.factory,
    abi: FACTORY_ABI,
    functionName: 'getPair',
    args: [baseToken, quoteToken],
  });
  const [reserve0, reserve1] = await reader.readContract({ address: pair, abi: PAIR_ABI, functionName: 'getReserves' });
  const token0 = await reader.readContract({ address: pair, abi: PAIR_ABI, functionName: 'token0' });
  const baseFirst = getAddress(token0) === getAddress(baseToken as Address);
  return Number(baseFirst ? reserve1 : reserve0) / Number(baseFirst ? reserve0 : reserve1);
}

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestServer({ SMTP_URL: mail.url, SANDBOX_VENUES: 'on', SANDBOX_CHAIN: 'on', SANDBOX_CHAIN_BLOCK_MS: '200' });
  venueDir = mkdtempSync(join(tmpdir(), 'analytics-venues-'));
  x = await quietVenue('analytics-x', 'Analytics X');
  y = await quietVenue('analytics-y', 'Analytics Y');
  x.tradeAt('BTCUSDT', BTC_ON_X);
  y.tradeAt('BTCUSDT', BTC_ON_Y);
  y.tradeAt('ETHUSDT', ETH_ON_Y);

  user = await registerAccount(server, mail);
  const [row] = await server.runtime.database.db.select({ id: users.id }).from(users).where(eq(users.userName, user.userName));
  userId = row!.id;
  accountX = await bind(x, 'market making', ACCOUNT_X);
  accountY = await bind(y, 'reserve', ACCOUNT_Y);

  // A funded main wallet and a group of three trading wallets holding USDT allocated from it.
  const main = (await ok<{ wallet: { address: string } }>(user.client, 'create_main_wallet', { chain: CHAIN })).wallet;
  const listed = await ok<{ tokens: { key: string; symbol: string }[] }>(user.client, 'get_attached_wallets', { chain: CHAIN });
  tokens = Object.fromEntries(listed.tokens.map((token) => [token.symbol, token.key]));
  const group = await ok<{ id: number }>(user.client, 'create_dex_wallet_group', { chain: CHAIN, name: 'Project' });
  await ok(user.client, 'create_dex_wallets', { chain: CHAIN, count: 3, group_id: group.id });
  const allocated = await runTask(user.client, 'dex_deliver_token', {
    chain: CHAIN,
    token: tokens.USDT,
    total_amount: '3000',
    strategy: 'average',
    group_id: group.id,
  });
  expect(allocated.progress).toMatchObject({ status: 2, use: 3, fail: 0 });
  const trading = await ok<{ list: { address: string }[] }>(user.client, 'get_attached_wallets', { chain: CHAIN, group_id: group.id });
  walletAddresses = [main.address, ...trading.list.map((wallet) => wallet.address)];
  await ok(user.client, 'attached_wallet_balance_update', { chain: CHAIN });
  await ok(user.client, 'main_wallet_balance_update', { chain: CHAIN });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await x?.exchange.close();
  await y?.exchange.close();
  if (venueDir) rmSync(venueDir, { recursive: true, force: true });
  await mail?.close();
}, 60_000);

let firstRun: { total: number };

describe('asset snapshots and the calls that read them', () => {
  it('has nothing to show before the first snapshot', async () => {
    const overview = await data<Overview>('get_asset_overview', { days: 7 });
    expect(overview).toEqual({ taken_at: null, total_usdt: 0, by_coin: [], by_venue: [], trend: [] });
    expect((await data<{ list: Statement[] }>('get_asset_statements', { months: 1 })).list).toEqual([]);
  });

  it("values every bound account and the wallet chain in USDT: the total is the venues' balances × their prices", async () => {
    const run = await server.runtime.analytics.takeSnapshots();
    expect(run.failed).toBe(0);
    const rows = await rowsOf(run.at);

    const cex = rows.filter((row) => row.sourceType === 'cex');
    expect(cex.map((row) => [row.source, row.asset, row.amount, row.priceUsdt]).sort()).toEqual(
      [
        ['analytics-x', 'BTC', 2, BTC_ON_X],
        ['analytics-x', 'USDT', 10_000, 1],
        ['analytics-y', 'BTC', 0.1, BTC_ON_Y],
        ['analytics-y', 'ETH', 5, ETH_ON_Y],
        ['analytics-y', 'USDT', 2_500, 1],
      ].sort(),
    );

    // The wallets: summed over the main and trading wallets as the chain holds them, each token
    // priced by its pool (CAKE through CAKE/BNB × BNB/USDT), USDT at 1.
    const dex = rows.filter((row) => row.sourceType === 'dex');
    const held = await chainHoldings();
    expect(Object.fromEntries(dex.map((row) => [row.asset, row.amount]))).toEqual(Object.fromEntries(held));
    const price = (asset: string) => dex.find((row) => row.asset === asset)?.priceUsdt ?? null;
    expect(price('USDT')).toBe(1);
    const bnb = await poolPrice('WBNB', 'USDT');
    expect(price('BNB')! / bnb).toBeCloseTo(1, 1);
    expect(price('CAKE')! / ((await poolPrice('CAKE', 'WBNB')) * bnb)).toBeCloseTo(1, 1);
    for (const row of dex) expect(row.valueUsdt).toBeCloseTo(row.amount * row.priceUsdt!, 6);

    const overview = await data<Overview>('get_asset_overview', { days: 7 });
    const walletValue = dex.reduce((total, row) => total + row.valueUsdt, 0);
    expect(overview.taken_at).toBe(run.at.getTime());
    expect(overview.total_usdt).toBeCloseTo(CEX_TOTAL + walletValue, 6);
    expect(overview.by_venue.map((venue) => [venue.source_type, venue.source, venue.name]).sort()).toEqual([
      ['cex', 'analytics-x', 'Analytics X'],
      ['cex', 'analytics-y', 'Analytics Y'],
      ['dex', CHAIN, 'Sandbox chain'],
    ]);
    const venueValue = (source: string) => overview.by_venue.find((venue) => venue.source === source)?.value_usdt;
    expect(venueValue('analytics-x')).toBe(2 * BTC_ON_X + 10_000);
    expect(venueValue('analytics-y')).toBeCloseTo(5 * ETH_ON_Y + 2_500 + 0.1 * BTC_ON_Y, 6);
    const btc = overview.by_coin.find((coin) => coin.asset === 'BTC');
    expect(btc).toEqual({ asset: 'BTC', amount: 2.1, value_usdt: 2 * BTC_ON_X + 0.1 * BTC_ON_Y });
    expect(overview.by_coin.find((coin) => coin.asset === 'USDT')?.amount).toBeCloseTo(12_500 + held.get('USDT')!, 6);
    expect(overview.trend).toEqual([{ at: run.at.getTime(), value_usdt: overview.total_usdt }]);
    firstRun = { total: overview.total_usdt };
  });

  it('lists every balance live, valued from the shared feeds', async () => {
    const live = await data<RealTime>('get_real_time_assets');
    const cexLines = live.list.filter((line) => line.source_type === 'cex');
    expect(cexLines.map((line) => [line.name, line.asset, line.amount, line.price_usdt]).sort()).toEqual(
      [
        ['market making · Analytics X', 'BTC', 2, BTC_ON_X],
        ['market making · Analytics X', 'USDT', 10_000, 1],
        ['reserve · Analytics Y', 'BTC', 0.1, BTC_ON_Y],
        ['reserve · Analytics Y', 'ETH', 5, ETH_ON_Y],
        ['reserve · Analytics Y', 'USDT', 2_500, 1],
      ].sort(),
    );
    expect(live.cex_usdt).toBeCloseTo(CEX_TOTAL, 6);
    const held = await chainHoldings();
    const walletLines = live.list.filter((line) => line.source_type === 'dex');
    expect(Object.fromEntries(walletLines.map((line) => [line.asset, line.amount]))).toEqual(Object.fromEntries(held));
    expect(walletLines.every((line) => line.name === 'Sandbox chain' && line.price_usdt !== null)).toBe(true);
    for (const line of live.list) expect(line.value_usdt).toBeCloseTo(line.amount * line.price_usdt!, 6);
    expect(live.wallets_usdt).toBeCloseTo(
      walletLines.reduce((total, line) => total + line.value_usdt, 0),
      6,
    );
    expect(live.total_usdt).toBeCloseTo(live.cex_usdt + live.wallets_usdt, 6);
  });

  it("fires an alert's 10-minute drop from the shared snapshots when value leaves the account", async () => {
    const alert = await addAlarm(user.client, { web: x.web, snapshot_drop_enabled: true, snapshot_drop_percent: 5 });
    // The first run above is the alert's "previous snapshot". Sell 1 BTC at half the price, then
    // the market trades at its price again: 2 BTC + 10,000 = 110,000 USDT becomes
    // 1 BTC + 10,000 + 24,975 (after the 0.1% fee) = 84,975 USDT.
    const taker = await x.exchange.createAccount({ balances: { USDT: '1000000' } });
    const order = { symbol: 'BTCUSDT', type: 'LIMIT' as const, price: (BTC_ON_X / 2).toFixed(2), quantity: '1' };
    x.exchange.engine.placeOrder(taker.accountId, { ...order, side: 'BUY', timeInForce: 'GTC' });
    x.exchange.engine.placeOrder(accountX.accountId, { ...order, side: 'SELL', timeInForce: 'IOC' });
    x.tradeAt('BTCUSDT', BTC_ON_X);
    // Past the balance lease, so this run reads the account again rather than the read above.
    await new Promise((resolve) => setTimeout(resolve, 5_500));

    const run = await server.runtime.analytics.takeSnapshots();
    const [firing, ...more] = await firingsOf(user.client, alert.id);
    expect(more).toEqual([]);
    expect(firing).toMatchObject({ condition: 'snapshot_drop', values: { threshold: 5, from: 110_000, to: 84_975, price: BTC_ON_X } });
    const xRows = (await rowsOf(run.at)).filter((row) => row.source === x.web);
    expect(xRows.map((row) => [row.asset, row.amount]).sort()).toEqual([
      ['BTC', 1],
      ['USDT', 34_975],
    ]);
  });

  it("writes this month's statement from the first and last snapshot, with no deposits or withdrawals for moves between own wallets", async () => {
    const overview = await data<Overview>('get_asset_overview', { days: 7 });
    const { list } = await data<{ list: Statement[] }>('get_asset_statements', { months: 3, utc_offset: 0 });
    const now = new Date();
    expect(list).toHaveLength(1);
    const [statement] = list;
    expect(statement?.month).toBe(`${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`);
    expect(statement?.opening_usdt).toBeCloseTo(firstRun.total, 6);
    expect(statement?.closing_usdt).toBeCloseTo(overview.total_usdt, 6);
    expect(statement).toMatchObject({ deposits_usdt: 0, withdrawals_usdt: 0 });
    const x1 = statement?.by_venue.find((venue) => venue.source === x.web);
    expect(x1).toMatchObject({ name: 'Analytics X', opening_usdt: 110_000, closing_usdt: 84_975 });
    expect(statement?.by_venue.map((venue) => venue.source).sort()).toEqual([CHAIN, 'analytics-x', 'analytics-y'].sort());
    expect(statement?.by_venue.reduce((total, venue) => total + venue.closing_usdt, 0)).toBeCloseTo(statement!.closing_usdt, 6);
    expect(overview.trend.at(-1)?.value_usdt).toBeCloseTo(overview.total_usdt, 6);
  });

  it("counts the exchange accounts' deposits and withdrawals made on the venues, each at the snapshot's price before it", async () => {
    // After the last run: BTC on X was last valued at BTC_ON_X, ETH on Y at ETH_ON_Y.
    await onVenue(x, accountX.accountId, 'deposits', { asset: 'BTC', amount: '0.5' });
    await onVenue(y, accountY.accountId, 'withdrawals', { asset: 'ETH', amount: '1.5' });
    const { list } = await data<{ list: Statement[] }>('get_asset_statements', { months: 3, utc_offset: 0 });
    expect(list).toHaveLength(1);
    expect(list[0]?.deposits_usdt).toBeCloseTo(0.5 * BTC_ON_X, 6);
    expect(list[0]?.withdrawals_usdt).toBeCloseTo(1.5 * ETH_ON_Y, 6);
  });

  it('leaves out an account whose venue fails to answer its history, and still answers the statement', async () => {
    const fault = y.exchange.faults.add({ kind: 'error', status: 503, path: '/sapi/v1/capital/withdraw/history' });
    try {
      const { list } = await data<{ list: Statement[] }>('get_asset_statements', { months: 3, utc_offset: 0 });
      expect(list[0]?.deposits_usdt).toBeCloseTo(0.5 * BTC_ON_X, 6);
      expect(list[0]?.withdrawals_usdt).toBe(0);
    } finally {
      y.exchange.faults.remove(fault);
    }
  });
});
