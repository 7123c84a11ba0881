// The Solana venues' market calls over real HTTP, on the server's embedded sandbox Solana network:
// the book, trades and candles of a pair from the shared feeds (the venue's own quotes and pool
// history), a pair kept as a favourite, and a project's new token added by its mint and pool
// (decimals read from the chain, the pool checked to hold both mints, the venue made to quote it).
import {
  address,
  airdropFactory,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  generateKeyPairSigner,
  type KeyPairSigner,
  lamports,
} from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPoolAddress } from '../../src/engine/connectors/solana/amm-program/amm-client.ts';
import { DexLabel } from '../../src/engine/connectors/solana/amm-program/amm-labels.ts';
import { CODE } from '../../src/shared/protocol/response-codes.ts';
import { expectCode, registerAccount } from '../support/accounts.ts';
import { waitFor } from '../support/alarm-client.ts';
import { type ExchangeTestServer, startExchangeTestServer } from '../support/exchange-server.ts';
import { type MailCatcher, startMailCatcher } from '../support/mail-catcher.ts';
import { createTokenWithSolPool } from '../support/solana-pool.ts';
import type { TestClient } from '../support/start-test-server.ts';

const SOL = 1_000_000_000n;
let server: ExchangeTestServer;
let mail: MailCatcher;
let demo: TestClient;
let network: { rpcUrl: string; wsUrl: string };
let trader: KeyPairSigner;

beforeAll(async () => {
  mail = await startMailCatcher();
  // The simulated traders stay off: the test counts the trades its own swap adds.
  server = await startExchangeTestServer({
    SANDBOX_SOLANA: 'on',
    SANDBOX_SOLANA_SLOT_MS: '50',
    SANDBOX_SOLANA_TRADERS: 'off',
    SMTP_URL: mail.url,
  });
  demo = server.demo;
  const venue = server.runtime.venues.solana.get('orcasol')!;
  network = { rpcUrl: venue.network.rpcUrl, wsUrl: venue.network.wsUrl! };
  trader = await generateKeyPairSigner();
  await airdropFactory({ rpc: createSolanaRpc(network.rpcUrl), rpcSubscriptions: createSolanaRpcSubscriptions(network.wsUrl) })({
    recipientAddress: trader.address,
    lamports: lamports(1_000n * SOL),
    commitment: 'confirmed',
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await mail?.close();
});

const solUsdc = { web: 'orcasol', web_type: 1, yenUnit1: 'SOL', yenUnit2: 'USDC' };
type Level = [number, number];
type WebEntry = { web: string; web_type: number; family?: string; pairs: { yenUnit1: string; yenUnit2: string }[] };
const mintOf = (symbol: string) => server.runtime.venues.solana.get('orcasol')!.tokens.find((token) => token.symbol === symbol)!.mint;
type Trade = { id: string; side: 'buy' | 'sell' | null; price: number; amount: number };

describe('Solana market data', () => {
  it('runs the five Solana venues on the sandbox network while it is on', () => {
    const venues = server.runtime.venues.solana.list();
    expect(venues.map((venue) => venue.id).sort()).toEqual(['jupitersol', 'orcasol', 'raydiumsol', 'raydiumsolcpmm', 'raydiumsolv3']);
    for (const venue of venues) {
      expect(venue.simulated).toBe(true);
      expect(new URL(venue.network.rpcUrl).hostname).toBe('127.0.0.1');
    }
  });

  it('lists the Solana venues in the exchange list with their pairs, among the simulated venues first', async () => {
    const { list } = expectCode(await demo.call<{ list: WebEntry[] }>('/Api/Markets/get_web_list', {}), 1000).data;
    const solana = list.filter((entry) => entry.family === 'solana');
    expect(solana.map((entry) => entry.web).sort()).toEqual(['jupitersol', 'orcasol', 'raydiumsol', 'raydiumsolcpmm', 'raydiumsolv3']);
    expect(solana.find((entry) => entry.web === 'orcasol')).toEqual({
      exchange: 'Orca',
      web: 'orcasol',
      yenUnit1: 'SOL',
      yenUnit2: 'USDC',
      web_id: 'orcasol:1',
      web_type: 1,
      fields: [],
      optional_fields: [],
      simulated: true,
      chain: 'SOLANA',
      family: 'solana',
      pairs: [
        { yenUnit1: 'SOL', yenUnit2: 'USDC' },
        { yenUnit1: 'DEMO', yenUnit2: 'SOL' },
        { yenUnit1: 'DEMO', yenUnit2: 'USDC' },
        { yenUnit1: 'DEMO', yenUnit2: 'USDT' },
        { yenUnit1: 'USDT', yenUnit2: 'USDC' },
      ],
    });
    // The simulated venues come before every exchange.
    const firstExchange = list.findIndex((entry) => entry.web_type !== 1);
    expect(list.findLastIndex((entry) => entry.family === 'solana')).toBeLessThan(firstExchange);
  });

  it('answers the book from the venue’s quotes, then a swap on its pool in the trades and the candles', async () => {
    const book = expectCode(
      await demo.call<{ bids: Level[]; asks: Level[] }>('/Api/Markets/get_pankou', { ...solUsdc, depth: 6 }),
      1000,
    ).data;
    expect(book.bids).toHaveLength(6);
    expect(book.asks).toHaveLength(6);
    expect(book.bids[0]![0]).toBeGreaterThan(140);
    expect(book.bids[0]![0]).toBeLessThan(book.asks[0]![0]);
    expect(book.asks[0]![0]).toBeLessThan(160);
    const before = expectCode(await demo.call<{ list: Trade[] }>('/Api/Markets/get_recent_trades', solUsdc), 1000).data.list;

    const sold = await server.runtime.venues.solana.connector('orcasol').swap({
      signer: trader,
      inputMint: mintOf('SOL'),
      outputMint: mintOf('USDC'),
      amountIn: 3n * SOL,
      slippagePercent: 1,
    });
    const trades = await waitFor(
      'the swap in the recent trades',
      async () => expectCode(await demo.call<{ list: Trade[] }>('/Api/Markets/get_recent_trades', solUsdc), 1000).data.list,
      (list) => list.some((trade) => trade.id === sold.signature),
    );
    expect(trades.length).toBe(before.length + 1);
    expect(trades.at(-1)).toMatchObject({ id: sold.signature, side: 'sell', amount: 3 });
    const candles = await waitFor(
      'the swap in the candles',
      async () =>
        expectCode(await demo.call<{ candles: number[][] }>('/Api/Markets/get_kline', { ...solUsdc, period: '1m' }), 1000).data.candles,
      (list) => list.reduce((sum, candle) => sum + candle[5]!, 0) >= 3,
    );
    expect(candles.at(-1)![4]).toBeCloseTo(trades.at(-1)!.price, 6);
  });

  it('keeps a Solana pair as a favourite, and answers a pair the venue does not list as unknown', async () => {
    const added = expectCode(
      await demo.call<{ list: { web: string; yenUnit1: string }[] }>('/Api/Account/collect', { ...solUsdc, yenUnit1: 'DEMO' }),
      1000,
    );
    expect(added.data.list).toContainEqual(
      expect.objectContaining({ exchange: 'Orca', web: 'orcasol', yenUnit1: 'DEMO', yenUnit2: 'USDC' }),
    );
    expectCode(await demo.call('/Api/Markets/get_pankou', { ...solUsdc, yenUnit1: 'NOPE' }), CODE.unknownMarket);
  });
});

describe('the Solana price-impact calculator', () => {
  type Calc = {
    price_before: number;
    price_after: number;
    amount_in: number;
    amount_out: number;
    impact_percent: number;
    fee_percent: number;
    reserves: unknown;
  };
  const calc = (body: Record<string, unknown>) => demo.call<Calc>('/Api/Markets/cal_number_dex', { ...solUsdc, ...body });

  it('measures a sell of a size with the venue’s own quotes, its fee read from them', async () => {
    const sell = expectCode(await calc({ mode: 'amount', side: 'sell', amount: 10 }), 1000).data;
    const quoted = await server.runtime.venues.solana.connector('orcasol').quote(mintOf('SOL'), mintOf('USDC'), 10n * SOL);
    expect(sell).toMatchObject({ amount_in: 10, amount_out: Number(quoted) / 1e6, reserves: null });
    expect(sell.price_before).toBeGreaterThan(140);
    expect(sell.price_before).toBeLessThan(160);
    expect(sell.impact_percent).toBeLessThan(0);
    // The sandbox's Whirlpool-labelled pools charge 0.30%.
    expect(sell.fee_percent).toBeCloseTo(0.3, 1);
  });

  it('finds the buy that lifts the price to a target, and refuses a target on the wrong side', async () => {
    const { price_before: before } = expectCode(await calc({ mode: 'amount', side: 'buy', amount: 1 }), 1000).data;
    const lift = expectCode(await calc({ mode: 'price', side: 'buy', target_price: before * 1.05 }), 1000).data;
    expect(Math.abs(lift.price_after / (before * 1.05) - 1)).toBeLessThan(0.005);
    expect(lift.impact_percent).toBeCloseTo(5, 0);
    expect(lift.amount_out).toBeGreaterThan(0);
    expectCode(await calc({ mode: 'price', side: 'buy', target_price: before * 0.9 }), CODE.invalidParams);
  });
});

describe('a new Solana token', () => {
  it('is added by its mint and pool: decimals from the chain, the pool checked, the pair then quoted for its owner only', async () => {
    const created = await createTokenWithSolPool(network, trader, {
      decimals: 6,
      supply: 1_000_000_000n * 1_000_000n,
      tokens: 50_000_000n * 1_000_000n,
      lamports: 100n * SOL,
      label: DexLabel.Whirlpool,
      feeBps: 30,
    });
    const request = { web: 'orcasol', token: 'newt', address: created.mint, quote: 'SOL', pair_address: created.pool };
    expectCode(await demo.call('/Api/Markets/add_new_token', { ...request, pair_address: undefined }), CODE.solanaPairRequired);
    const nameless = expectCode(await demo.call('/Api/Markets/add_new_token', { ...request, token: undefined }), CODE.invalidParams);
    expect(nameless.msg).toBe("Enter the token's symbol: a Solana mint does not carry one.");
    const noMint = (await generateKeyPairSigner()).address;
    expectCode(await demo.call('/Api/Markets/add_new_token', { ...request, address: noMint }), CODE.tokenNotFound);
    // The venue's SOL/USDC pool holds the quote's mint but not the new one: not the pair asked for.
    const solUsdcPool = await findPoolAddress(address(mintOf('SOL')), address(mintOf('USDC')), DexLabel.Whirlpool);
    expectCode(await demo.call('/Api/Markets/add_new_token', { ...request, pair_address: solUsdcPool }), CODE.poolNotFound);

    const added = expectCode(await demo.call<Record<string, unknown> & { fee: number }>('/Api/Markets/add_new_token', request), 1000).data;
    expect(added).toEqual({
      web: 'orcasol',
      yenUnit1: 'NEWT',
      yenUnit2: 'SOL',
      address: created.mint,
      decimals: 6,
      pair_address: created.pool,
      fee: expect.any(Number),
    });
    // The pool was made with a 0.30% fee, read back from the venue's quotes.
    expect(added.fee).toBeCloseTo(0.3, 1);
    // 50 M NEWT against 100 SOL: 2 µSOL a token.
    const newt = { web: 'orcasol', web_type: 1, yenUnit1: 'NEWT', yenUnit2: 'SOL' };
    const book = expectCode(await demo.call<{ bids: Level[]; asks: Level[] }>('/Api/Markets/get_pankou', { ...newt, depth: 3 }), 1000).data;
    expect(book.bids[0]![0]).toBeGreaterThan(1.9e-6);
    expect(book.asks[0]![0]).toBeLessThan(2.1e-6);
    // An account that is not a mint is no token; one of the venue's own keeps its own symbol.
    expectCode(await demo.call('/Api/Markets/add_new_token', { ...request, address: created.pool }), CODE.tokenNotFound);
    const demoUsdcPool = await findPoolAddress(address(mintOf('DEMO')), address(mintOf('USDC')), DexLabel.Whirlpool);
    const own = { web: 'orcasol', address: mintOf('DEMO'), quote: 'USDC', pair_address: demoUsdcPool };
    expect(expectCode(await demo.call<{ yenUnit1: string }>('/Api/Markets/add_new_token', own), 1000).data.yenUnit1).toBe('DEMO');
    // Another venue has no pool of it, and another user has not added it.
    expectCode(await demo.call('/Api/Markets/add_new_token', { ...request, web: 'raydiumsol' }), CODE.poolNotFound);
    const other = (await registerAccount(server as never, mail)).client;
    expectCode(await other.call('/Api/Markets/get_pankou', newt), CODE.unknownMarket);
    // The pair shows in its owner's exchange list only.
    const orcaPairs = async (client: typeof demo) =>
      expectCode(await client.call<{ list: WebEntry[] }>('/Api/Markets/get_web_list', {}), 1000).data.list.find(
        (entry) => entry.web === 'orcasol',
      )!.pairs;
    expect(await orcaPairs(demo)).toContainEqual({ yenUnit1: 'NEWT', yenUnit2: 'SOL' });
    expect(await orcaPairs(other)).not.toContainEqual({ yenUnit1: 'NEWT', yenUnit2: 'SOL' });
  });
});
