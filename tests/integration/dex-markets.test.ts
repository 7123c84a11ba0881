// DEX venues and their market data over real HTTP, against the server's embedded sandbox chain:
// the exchange list and chains, candles, the depth curve and swaps from the pools' shared feeds,
// the price-impact calculator checked against the router contract, and adding a token by address.
// Blocks are mined by the test (the interval is an hour), so the pools move only when it says.
import { type Address, erc20Abi, getAddress, parseEther, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTER_ABI } from '../../src/engine/connectors/evm/uniswap-v2-abi.ts';
import { SANDBOX_TOKEN, UNISWAP_V2_ROUTER } from '../../src/sandbox/chain/artifacts.ts';
import { nodeClients } from '../../src/sandbox/chain/chain-client.ts';
import type { SandboxChain } from '../../src/sandbox/chain/sandbox-chain.ts';
import { expectCode } from '../support/accounts.ts';
import { type ExchangeTestServer, startExchangeTestServer } from '../support/exchange-server.ts';
import type { TestClient } from '../support/start-test-server.ts';

let server: ExchangeTestServer;
let demo: TestClient;
let chain: SandboxChain;

beforeAll(async () => {
  server = await startExchangeTestServer({ SANDBOX_CHAIN: 'on', SANDBOX_CHAIN_BLOCK_MS: '3600000' });
  demo = server.demo;
  chain = server.runtime.sandboxChain!;
  // The swappers trade a pool in about a third of the blocks (the same blocks under the same seed).
  for (let i = 0; i < 12; i++) await chain.mine();
}, 120_000);

afterAll(() => server?.stop());

const cake = { web: 'sandbox-dex', web_type: 1, yenUnit1: 'CAKE', yenUnit2: 'BNB' };
type Trade = { id: string; time: number; side: 'buy' | 'sell' | null; price: number; amount: number };
type Calc = { price_before: number; price_after: number; amount_in: number; amount_out: number; impact_percent: number };

/** Sends a transaction of the chain's funded account, mines it and returns its receipt. */
async function mined(send: Promise<`0x${string}`>) {
  const hash = await send;
  await chain.mine();
  return server.runtime.venues.dex.connector('sandbox-dex').client.getTransactionReceipt({ hash });
}

describe('DEX venues', () => {
  it('lists the sandbox DEX first with its pairs, and the chains with their venues', async () => {
    const { list } = expectCode(await demo.call<{ list: Record<string, unknown>[] }>('/Api/Markets/get_web_list', {}), 1000).data;
    expect(list[0]).toEqual({
      exchange: 'Sandbox DEX',
      web: 'sandbox-dex',
      yenUnit1: 'CAKE',
      yenUnit2: 'BNB',
      web_id: 'sandbox-dex:1',
      web_type: 1,
      fields: [],
      optional_fields: [],
      simulated: true,
      chain: 'SANDBOX',
      family: 'evm',
      pairs: [
        { yenUnit1: 'CAKE', yenUnit2: 'BNB' },
        { yenUnit1: 'BNB', yenUnit2: 'USDT' },
        { yenUnit1: 'DEMO', yenUnit2: 'USDT' },
        { yenUnit1: 'ALPHA', yenUnit2: 'USDT' },
      ],
      nft_collections: [{ address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/), name: 'Sandbox Apes', symbol: 'SAPE' }],
    });
    const chains = expectCode(await demo.call<{ list: Record<string, unknown>[] }>('/Api/Markets/get_dex_chain', {}), 1000).data.list;
    expect(chains[0]).toEqual({
      chain: 'SANDBOX',
      name: 'Sandbox chain',
      family: 'evm',
      chain_id: 31056,
      native: 'BNB',
      webs: ['sandbox-dex'],
      simulated: true,
    });
    expect(chains.map((entry) => entry.chain)).toEqual(['SANDBOX', 'BSC', 'MATIC', 'ETH', 'BASE', 'SOLANA']);
    // Solana's network, here mainnet's (the sandbox network is off in this test), with its five venues.
    expect(chains.at(-1)).toMatchObject({ name: 'Solana', family: 'solana', native: 'SOL', simulated: false });
    expect(chains.at(-1)!.webs).toEqual(['jupitersol', 'orcasol', 'raydiumsol', 'raydiumsolv3', 'raydiumsolcpmm']);
  });
});

describe('pool market data', () => {
  it('shows a swap in the recent trades and the candles once its block is mined', async () => {
    const before = expectCode(await demo.call<{ list: Trade[] }>('/Api/Markets/get_recent_trades', { ...cake, limit: 200 }), 1000).data
      .list;
    expect(before.length).toBeGreaterThan(0);
    const owner = nodeClients(chain.node, chain.chainId).walletFor(chain.privateKey);
    const { timestamp } = await server.runtime.venues.dex.connector('sandbox-dex').client.getBlock();
    const receipt = await mined(
      owner.writeContract({
        address: chain.contracts.router,
        abi: ROUTER_ABI,
        functionName: 'swapExactETHForTokens',
        args: [0n, [chain.contracts.tokens.WBNB!, chain.contracts.tokens.CAKE!], owner.account.address, timestamp + 600n],
        value: parseEther('5'),
      }),
    );
    await expect
      .poll(
        async () => {
          const { list } = expectCode(
            await demo.call<{ list: Trade[] }>('/Api/Markets/get_recent_trades', { ...cake, limit: 200 }),
            1000,
          ).data;
          return list.find((trade) => trade.id.startsWith(receipt.transactionHash));
        },
        { timeout: 10_000, interval: 250 },
      )
      .toMatchObject({ side: 'buy' });
    const { candles } = expectCode(
      await demo.call<{ candles: number[][] }>('/Api/Markets/get_kline', { ...cake, period: '1m' }),
      1000,
    ).data;
    expect(candles.length).toBeGreaterThan(0);
    expect(candles.reduce((sum, candle) => sum + candle[5]!, 0)).toBeGreaterThan(0);
  });

  it('lays out the pool depth curve as levels around the price, with the block as the update id', async () => {
    const book = expectCode(
      await demo.call<{ bids: number[][]; asks: number[][]; nonce: number }>('/Api/Markets/get_pankou', { ...cake, depth: 10 }),
      1000,
    ).data;
    const { price_before: price } = expectCode(
      await demo.call<Calc>('/Api/Markets/cal_number_dex', { ...cake, mode: 'amount', side: 'buy', amount: 1 }),
      1000,
    ).data;
    expect(book.asks).toHaveLength(10);
    expect(book.asks[0]![0]).toBeCloseTo((price * 1.0025) / 0.997, 8);
    expect(book.bids[0]![0]).toBeCloseTo(price * 0.9975 * 0.997, 8);
    for (let i = 1; i < 10; i++) expect(book.asks[i]![0]).toBeGreaterThan(book.asks[i - 1]![0]!);
    expect(book.nonce).toBe(chain.node.blockNumber);
  });
});

describe('the price-impact calculator', () => {
  it('answers what the router contract would: the output of a size, and the swap that reaches a price', async () => {
    const client = server.runtime.venues.dex.connector('sandbox-dex').client;
    const path = [chain.contracts.tokens.CAKE!, chain.contracts.tokens.WBNB!] as Address[];
    const sell = expectCode(
      await demo.call<Calc>('/Api/Markets/cal_number_dex', { ...cake, mode: 'amount', side: 'sell', amount: 1000 }),
      1000,
    ).data;
    const [, routerOut] = await client.readContract({
      address: chain.contracts.router,
      abi: ROUTER_ABI,
      functionName: 'getAmountsOut',
      args: [parseEther('1000'), path],
    });
    expect(sell.amount_out).toBeCloseTo(Number(routerOut) / 1e18, 9);
    expect(sell.price_after).toBeLessThan(sell.price_before);

    const target = sell.price_before * 1.1;
    const buy = expectCode(
      await demo.call<Calc>('/Api/Markets/cal_number_dex', { ...cake, mode: 'price', side: 'buy', target_price: target }),
      1000,
    ).data;
    expect(buy.price_after).toBeCloseTo(target, 12);
    expect(buy.impact_percent).toBeCloseTo(10, 6);
    const [, bought] = await client.readContract({
      address: chain.contracts.router,
      abi: ROUTER_ABI,
      functionName: 'getAmountsOut',
      args: [parseUnits(buy.amount_in.toFixed(18), 18), [...path].reverse()],
    });
    expect(Number(bought) / 1e18).toBeCloseTo(buy.amount_out, 6);

    const wrongSide = await demo.call('/Api/Markets/cal_number_dex', { ...cake, mode: 'price', side: 'sell', target_price: target });
    expectCode(wrongSide, 1010);
    expect(wrongSide.msg).toMatch(/^The target price is on the other side of the current price/);
    expectCode(await demo.call('/Api/Markets/cal_number_dex', { ...cake, mode: 'amount', side: 'buy' }), 1010);
  });
});

describe('adding a token', () => {
  it("reads symbol and decimals from the chain, finds the pool, and lists the pair in the caller's exchange list", async () => {
    const owner = nodeClients(chain.node, chain.chainId).walletFor(chain.privateKey);
    const deployed = await mined(
      owner.deployContract({
        abi: SANDBOX_TOKEN.abi,
        bytecode: SANDBOX_TOKEN.bytecode,
        args: ['Gamma Token', 'GAMMA', 9, parseUnits('1000000000', 9)],
      }),
    );
    const gamma = getAddress(deployed.contractAddress!);
    const noPool = await demo.call('/Api/Markets/add_new_token', { web: 'sandbox-dex', address: gamma, quote: 'USDT' });
    expectCode(noPool, 4112);
    expect(noPool.msg).toBe('No GAMMA/USDT pool was found on Sandbox DEX.');

    await mined(
      owner.writeContract({
        address: gamma,
        abi: erc20Abi,
        functionName: 'approve',
        args: [chain.contracts.router, parseUnits('1000000', 9)],
      }),
    );
    const { timestamp } = await server.runtime.venues.dex.connector('sandbox-dex').client.getBlock();
    await mined(
      owner.writeContract({
        address: chain.contracts.router,
        abi: UNISWAP_V2_ROUTER.abi,
        functionName: 'addLiquidityETH',
        args: [gamma, parseUnits('1000000', 9), 0n, 0n, owner.account.address, timestamp + 600n],
        value: parseEther('50'),
      }),
    );
    const added = expectCode(
      await demo.call<Record<string, unknown>>('/Api/Markets/add_new_token', {
        web: 'sandbox-dex',
        token: 'gamma',
        address: gamma.toLowerCase(),
        quote: 'bnb',
      }),
      1000,
    ).data;
    expect(added).toMatchObject({ yenUnit1: 'GAMMA', yenUnit2: 'BNB', address: gamma, decimals: 9, fee: 0.3 });
    const { list } = expectCode(await demo.call<{ list: { web: string; pairs: unknown[] }[] }>('/Api/Markets/get_web_list', {}), 1000).data;
    expect(list.find((entry) => entry.web === 'sandbox-dex')!.pairs).toContainEqual({ yenUnit1: 'GAMMA', yenUnit2: 'BNB' });
    const calc = expectCode(
      await demo.call<Calc>('/Api/Markets/cal_number_dex', {
        web: 'sandbox-dex',
        yenUnit1: 'GAMMA',
        yenUnit2: 'BNB',
        mode: 'amount',
        side: 'buy',
        amount: 1,
      }),
      1000,
    ).data;
    expect(calc.price_before).toBeCloseTo(50 / 1_000_000, 12);
  });

  it("refuses what is not a token, a symbol with signs, a Solana token without its pair, and another venue's tokens", async () => {
    const eoa = await demo.call('/Api/Markets/add_new_token', { web: 'sandbox-dex', address: chain.address, quote: 'USDT' });
    expectCode(eoa, 4111);
    expect(eoa.msg).toBe('No token contract was found at this address on Sandbox chain.');
    const signs = await demo.call('/Api/Markets/add_new_token', {
      web: 'sandbox-dex',
      token: 'GAM$MA',
      address: chain.contracts.tokens.DEMO,
      quote: 'USDT',
    });
    expectCode(signs, 4109);
    expect(signs.msg).toBe('Invalid GAM$MA format. Please check for unsupported characters or symbols.');
    const solana = await demo.call('/Api/Markets/add_new_token', {
      web: 'raydiumsol',
      address: 'So11111111111111111111111111111111111111112',
      quote: 'USDC',
    });
    expectCode(solana, 4110);
    expect(solana.msg).toBe('Pair information is required for Solana tokens.');
    expectCode(await demo.call('/Api/Markets/add_new_token', { web: 'sandbox-dex', address: '0x123', quote: 'USDT' }), 1010);
    expectCode(await demo.call('/Api/Markets/get_kline', { web: 'sandbox-dex', web_type: 1, yenUnit1: 'NOPE', yenUnit2: 'BNB' }), 4106);
  });
});
