// The Markets calls over real HTTP against the server's embedded sandbox exchanges: the exchange
// list, books and candles from the shared feeds, favourite pairs and the plans list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCode } from '../support/accounts.ts';
import { type ExchangeTestServer, startExchangeTestServer } from '../support/exchange-server.ts';
import { TestClient } from '../support/start-test-server.ts';

interface Entry {
  exchange: string;
  web: string;
  family?: string;
  yenUnit1: string;
  yenUnit2: string;
  web_id: string;
  web_type: number;
  fields: string[];
  simulated: boolean;
  chain: string | null;
}
type Level = [number, number];
interface Book {
  bids: Level[];
  asks: Level[];
  nonce: number | null;
  updated_at: number;
  stale: boolean;
}

let server: ExchangeTestServer;
let demo: TestClient;

beforeAll(async () => {
  server = await startExchangeTestServer();
  demo = server.demo;
}, 90_000);

afterAll(() => server?.stop());

const btc = { web: 'sandbox-a', yenUnit1: 'BTC', yenUnit2: 'USDT' };
/** How the exchange list and the favourites show sandbox A's BTC/USDT. */
const SANDBOX_A_BTC = { exchange: 'Sandbox A', ...btc, web_id: 'sandbox-a:0', web_type: 0 };

describe('the exchange list', () => {
  it('lists the sandbox venues first, then every ccxt exchange as spot (0) or futures (3), with the fields a binding needs, then the DEX venues (1)', async () => {
    const { list } = expectCode(await demo.call<{ list: Entry[] }>('/Api/Markets/get_web_list', { account: 'demo01' }), 1000).data;
    // Each sandbox offers spot and USD-M perpetuals.
    expect(list.slice(0, 6).map((entry) => entry.web_id)).toEqual([
      'sandbox-a:0',
      'sandbox-a:3',
      'sandbox-b:0',
      'sandbox-b:3',
      'sandbox-t:0',
      'sandbox-t:3',
    ]);
    expect(list[0]).toEqual({
      ...SANDBOX_A_BTC,
      fields: ['api_key', 'secret'],
      optional_fields: [],
      simulated: true,
      chain: null,
      pairs: [],
    });
    const binance = list.filter((entry) => entry.web === 'binance');
    expect(binance.map((entry) => entry.web_type)).toEqual([0, 3]);
    expect(list.find((entry) => entry.web === 'okx')?.fields).toEqual(['api_key', 'secret', 'api_password']);
    expect(new Set(list.map((entry) => entry.web)).size).toBeGreaterThan(90);
    expect(new Set(list.map((entry) => entry.web_id)).size).toBe(list.length);
    const dex = list.filter((entry) => entry.web_type === 1);
    expect(dex.map((entry) => `${entry.web} ${entry.chain}`)).toEqual([
      'pancakeswap BSC',
      'quickswap MATIC',
      'uniswap ETH',
      'uniswap-base BASE',
      'jupitersol SOLANA',
      'orcasol SOLANA',
      'raydiumsol SOLANA',
      'raydiumsolv3 SOLANA',
      'raydiumsolcpmm SOLANA',
    ]);
    expect(dex.map((entry) => entry.family)).toEqual([...Array(4).fill('evm'), ...Array(5).fill('solana')]);
    expect(list.slice(-dex.length)).toEqual(dex);
    expect(dex.find((entry) => entry.web === 'pancakeswap')).toMatchObject({
      yenUnit1: 'CAKE',
      yenUnit2: 'BNB',
      fields: [],
      simulated: false,
    });
    expect(list.every((entry) => [0, 1, 3].includes(entry.web_type))).toBe(true);
  });

  it('needs a logged-in user', async () => {
    expectCode(await new TestClient(server.url).call('/Api/Markets/get_web_list', {}), 2000);
  });
});

describe('books and candles', () => {
  it('reads the book of a sandbox market from its shared feed', async () => {
    const book = expectCode(await demo.call<Book>('/Api/Markets/get_pankou', { ...btc, depth: 10 }), 1000).data;
    expect(book.bids).toHaveLength(10);
    expect(book.asks).toHaveLength(10);
    expect(book.bids[0]![0]).toBeLessThan(book.asks[0]![0]);
    expect(book.bids[1]![0]).toBeLessThan(book.bids[0]![0]);
    expect(book.stale).toBe(false);
    expect(Date.now() - book.updated_at).toBeLessThan(5_000);
  });

  it('serves many clients polling one book from one upstream request stream', async () => {
    const clients = [demo, ...Array.from({ length: 4 }, () => demo)];
    const feed = () =>
      server.runtime.venues.hub.list().find((info) => info.venue === 'sandbox-b' && info.symbol === 'ETH/USDT' && info.topic === 'book');
    const started = Date.now();
    for (let round = 0; round < 5; round++) {
      await Promise.all(
        clients.map((client) => client.call('/Api/Markets/get_pankou', { web: 'sandbox-b', yenUnit1: 'ETH', yenUnit2: 'USDT' })),
      );
    }
    const elapsed = Date.now() - started;
    // 25 answers; the feed polls once a second whoever asks.
    expect(feed()!.requests).toBeLessThanOrEqual(Math.ceil(elapsed / 1_000) + 2);
  });

  it('reads the deeper book grouped into price steps with running totals', async () => {
    const deep = expectCode(
      await demo.call<Book & { bid_totals: number[]; ask_totals: number[]; step: number }>('/Api/Markets/get_pankou_high_level', {
        ...btc,
        depth: 200,
        step: 10,
      }),
      1000,
    ).data;
    expect(deep.step).toBe(10);
    for (const [price] of [...deep.bids, ...deep.asks]) expect(price % 10).toBe(0);
    expect(deep.bids.length).toBeGreaterThan(1);
    expect(deep.bid_totals.at(-1)).toBeCloseTo(
      deep.bids.reduce((sum, [, amount]) => sum + amount, 0),
      6,
    );
    for (let i = 1; i < deep.ask_totals.length; i++) expect(deep.ask_totals[i]!).toBeGreaterThan(deep.ask_totals[i - 1]!);
  });

  it('reads candles of the period asked, oldest first', async () => {
    const { candles } = expectCode(
      await demo.call<{ candles: number[][] }>('/Api/Markets/get_kline', { ...btc, period: '1m', limit: 30 }),
      1000,
    ).data;
    expect(candles).toHaveLength(30);
    for (let i = 1; i < candles.length; i++) expect(candles[i]![0]! - candles[i - 1]![0]!).toBe(60_000);
    const hourly = expectCode(
      await demo.call<{ candles: number[][] }>('/Api/Markets/get_kline', { ...btc, period: '1h', limit: 2 }),
      1000,
    ).data;
    expect(hourly.candles.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses a pair the venue does not list, an unknown venue and a futures market the venue does not offer', async () => {
    const pair = await demo.call('/Api/Markets/get_pankou', { web: 'sandbox-a', yenUnit1: 'NOPE', yenUnit2: 'USDT' });
    expectCode(pair, 4106);
    expect(pair.msg).toBe('This trading pair is not available on the exchange.');
    expectCode(await demo.call('/Api/Markets/get_pankou', { web: 'no-such-venue', yenUnit1: 'BTC', yenUnit2: 'USDT' }), 4103);
    expectCode(await demo.call('/Api/Markets/get_kline', { web: 'upbit', yenUnit1: 'BTC', yenUnit2: 'KRW', web_type: 3 }), 4103);
    expectCode(await demo.call('/Api/Markets/get_kline', { ...btc, period: '7m' }), 1010);
  });
});

describe('favourite pairs', () => {
  it('adds pairs the venue lists (once each), lists them newest first, and removes them', async () => {
    expectCode(await demo.call('/Api/Account/collect', btc), 1000);
    expectCode(await demo.call('/Api/Account/collect', { web: 'sandbox-b', yenUnit1: 'eth', yenUnit2: 'usdt' }), 1000);
    const again = expectCode(await demo.call<{ list: Entry[] }>('/Api/Account/collect', btc), 1000).data.list;
    expect(again.map((entry) => `${entry.web} ${entry.yenUnit1}/${entry.yenUnit2}`)).toEqual(['sandbox-b ETH/USDT', 'sandbox-a BTC/USDT']);
    const { list } = expectCode(await demo.call<{ list: Entry[] }>('/Api/Account/collect_list', {}), 1000).data;
    expect(list[1]).toEqual(SANDBOX_A_BTC);
    expectCode(await demo.call('/Api/Account/collect', { web: 'sandbox-a', yenUnit1: 'NOPE', yenUnit2: 'USDT' }), 4106);
    const after = expectCode(await demo.call<{ list: Entry[] }>('/Api/Account/collect_cancel', btc), 1000).data.list;
    expect(after.map((entry) => entry.web)).toEqual(['sandbox-b']);
  });
});

describe('the plans list', () => {
  it('lists the six plans with their period prices, named in the caller’s language', async () => {
    type Plan = { level: string; name: string; monthly_price: number; prices: Array<{ period: string; price: number }> };
    const en = expectCode(await demo.call<{ list: Plan[] }>('/Api/Wallet/get_vip_list', {}), 1000).data.list;
    expect(en.map((plan) => [plan.level, plan.name, plan.monthly_price])).toEqual([
      ['personal', 'Basic', 99],
      ['enterprise', 'Plus', 299],
      ['flagship', 'Pro', 699],
      ['dex', 'DEX', 399],
      ['nft', 'NFT', 299],
      ['futures', 'Futures', 499],
    ]);
    expect(en[0]!.prices.map((price) => [price.period, price.price])).toEqual([
      ['monthly', 99],
      ['quarterly', 237.6],
      ['halfYear', 415.8],
      ['annual', 712.8],
    ]);
    const zh = await demo.call<{ list: Plan[] }>('/Api/Wallet/get_vip_list', {}, { language: 'zh' });
    expect(zh.data.list[0]!.name).toBe('基础版');
  });
});
