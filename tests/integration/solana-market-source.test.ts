// A Solana venue's market data against the sandbox network: the ticker and the book measured with
// the venue's own quotes (so `orcasol` shows the Whirlpool-labelled pool's prices, not the best
// route's), trades read back from the pool's history as swaps land, candles built from them, and
// an unknown mint refused as a bad symbol.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  airdropFactory,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  devnet,
  generateKeyPairSigner,
  type KeyPairSigner,
  lamports,
} from '@solana/kit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OrderRejectedError } from '../../src/engine/connectors/errors.ts';
import { SolanaMarketSource } from '../../src/engine/connectors/solana/solana-market-source.ts';
import { SolanaSwapConnector } from '../../src/engine/connectors/solana/solana-swap-connector.ts';
import { solanaVenue } from '../../src/engine/connectors/solana/solana-venues.ts';
import { type SandboxSolanaWorld, startSandboxSolanaWorld } from '../../src/sandbox/solana/world/sandbox-solana-world.ts';

const SOL = 1_000_000_000n;
let dataDir: string;
let world: SandboxSolanaWorld;
let trader: KeyPairSigner;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'solana-market-'));
  world = await startSandboxSolanaWorld({ dataDir, port: 0, slotMs: 20 });
  trader = await generateKeyPairSigner();
  await airdropFactory({ rpc: createSolanaRpc(devnet(world.rpcUrl)), rpcSubscriptions: createSolanaRpcSubscriptions(devnet(world.wsUrl)) })(
    {
      recipientAddress: trader.address,
      lamports: lamports(10n * SOL),
      commitment: 'confirmed',
    },
  );
});

afterAll(async () => {
  await world?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const connector = (venue: string) =>
  new SolanaSwapConnector(solanaVenue(venue)!, {
    rpcUrl: world.rpcUrl,
    wsUrl: world.wsUrl,
    jupiterApiUrl: world.swapApiUrl,
    timing: { pollMs: 10, resendMs: 50 },
  });

it('shows a venue’s own prices and depth, then each swap on its pool as a trade and in the candles', async () => {
  const orca = new SolanaMarketSource(connector('orcasol'));
  const raydium = new SolanaMarketSource(connector('raydiumsol'));
  const solUsdc = `${world.mints.SOL.address}/${world.mints.USDC.address}`;

  // 2,000 SOL against about 300,000 USDC on each DEX, tilted a little per DEX: about 150 a SOL.
  const ticker = await orca.fetchTicker(solUsdc);
  expect(ticker.bid!).toBeGreaterThan(140);
  expect(ticker.bid!).toBeLessThan(ticker.ask!);
  expect(ticker.ask!).toBeLessThan(160);
  expect(ticker.last).toBeCloseTo((ticker.bid! + ticker.ask!) / 2, 6);
  // Another venue's pools are priced apart: the venue is its DEXes, not the best route.
  const other = await raydium.fetchTicker(solUsdc);
  expect(other.bid).not.toBe(ticker.bid);

  const book = await orca.fetchOrderBook(solUsdc, 8);
  expect(book.bids).toHaveLength(8);
  expect(book.asks).toHaveLength(8);
  expect(book.bids[0]![0]).toBeCloseTo(ticker.bid!, 6);
  for (let i = 1; i < 8; i++) {
    expect(book.bids[i]![0]).toBeLessThan(book.bids[i - 1]![0]);
    expect(book.asks[i]![0]).toBeGreaterThan(book.asks[i - 1]![0]);
  }
  // Sizes double from one SOL, and each level is a step between two: the book is 128 SOL deep.
  expect(book.bids.reduce((sum, [, amount]) => sum + amount, 0)).toBeCloseTo(128, 6);

  // The pool was made at genesis (base and quote both came in): no trade yet.
  expect(await orca.fetchTrades(solUsdc)).toEqual([]);

  const sold = await connector('orcasol').swap({
    signer: trader,
    inputMint: world.mints.SOL.address,
    outputMint: world.mints.USDC.address,
    amountIn: 2n * SOL,
    slippagePercent: 1,
  });
  const bought = await connector('orcasol').swap({
    signer: trader,
    inputMint: world.mints.USDC.address,
    outputMint: world.mints.SOL.address,
    amountIn: sold.amountOut / 2n,
    slippagePercent: 1,
  });
  const trades = await orca.fetchTrades(solUsdc);
  expect(trades.map((trade) => [trade.id, trade.side])).toEqual([
    [sold.signature, 'sell'],
    [bought.signature, 'buy'],
  ]);
  expect(trades[0]!.amount).toBe(2);
  expect(trades[0]!.price).toBeCloseTo(Number(sold.amountOut) / 1e6 / 2, 9);
  expect(trades[1]!.amount).toBeCloseTo(Number(bought.amountOut) / 1e9, 9);
  expect(Math.abs(trades[0]!.timestamp - Date.now())).toBeLessThan(60_000);
  // The other venue's pool saw none of it.
  expect(await raydium.fetchTrades(solUsdc)).toEqual([]);

  const after = await orca.fetchTicker(solUsdc);
  expect(after.last).toBe(trades[1]!.price);
  expect(after.baseVolume).toBeCloseTo(2 + trades[1]!.amount, 9);
  const candles = await orca.fetchOHLCV(solUsdc, '1m');
  expect(candles.reduce((sum, candle) => sum + candle[5], 0)).toBeCloseTo(after.baseVolume!, 9);

  const unknownMint = (await generateKeyPairSigner()).address;
  await expect(orca.fetchTicker(`${unknownMint}/${world.mints.USDC.address}`)).rejects.toBeInstanceOf(OrderRejectedError);
  await expect(orca.fetchOrderBook('not-a-mint/USDC')).rejects.toBeInstanceOf(OrderRejectedError);
});
