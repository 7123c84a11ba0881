// The Solana connector against the sandbox network: swaps on the venue's own DEX with what moved
// read from the chain, a transaction a leader dropped sent again until its blockhash expires and
// then quoted and signed once more (one swap in all), and the failures in the product's terms.
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import {
  type Address,
  airdropFactory,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  devnet,
  generateKeyPairSigner,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getSignatureFromTransaction,
  getTransactionDecoder,
  type KeyPairSigner,
  lamports,
} from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainError } from '../../src/engine/connectors/evm/chain-errors.ts';
import { SolanaSwapConnector } from '../../src/engine/connectors/solana/solana-swap-connector.ts';
import { solanaVenue } from '../../src/engine/connectors/solana/solana-venues.ts';
import { type SandboxSolanaWorld, startSandboxSolanaWorld } from '../../src/sandbox/solana/world/sandbox-solana-world.ts';

const SOL = 1_000_000_000n;
const TIMING = { pollMs: 10, resendMs: 50 };
let dataDir: string;
let world: SandboxSolanaWorld;
let trader: KeyPairSigner;
let proxy: Server;
let proxyUrl: string;
/**
 * While on, the proxy answers every send of the first transaction it sees without passing it on,
 * as when no leader ever took it; a transaction with another blockhash goes through.
 */
let dropping = false;
let droppedBlockhash: string | undefined;
let droppedSends = 0;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'solana-connector-'));
  // 20 ms slots: a blockhash's 150 slots pass in 3 s, so expiry can be waited for.
  world = await startSandboxSolanaWorld({ dataDir, port: 0, slotMs: 20 });
  const rpc = createSolanaRpc(devnet(world.rpcUrl));
  trader = await generateKeyPairSigner();
  await airdropFactory({ rpc, rpcSubscriptions: createSolanaRpcSubscriptions(devnet(world.wsUrl)) })({
    recipientAddress: trader.address,
    lamports: lamports(20n * SOL),
    commitment: 'confirmed',
  });
  proxy = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const call = JSON.parse(body) as { id: number; method: string; params: [string] };
    response.setHeader('content-type', 'application/json');
    if (call.method === 'sendTransaction' && dropping) {
      const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(call.params[0]));
      const blockhash = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes).lifetimeToken;
      droppedBlockhash ??= blockhash;
      if (blockhash === droppedBlockhash) {
        droppedSends += 1;
        // What a node answers for a transaction it then never lands: its signature.
        response.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: getSignatureFromTransaction(transaction) }));
        return;
      }
    }
    const answer = await fetch(world.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    response.end(await answer.text());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const bound = proxy.address();
  proxyUrl = `http://127.0.0.1:${typeof bound === 'object' && bound ? bound.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await world.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// Straight to the sandbox, confirmations come over its websocket; through the proxy (or nowhere),
// by polling the status, which is also what notices an expired blockhash.
const connector = (venue: string, rpcUrl = world.rpcUrl) =>
  new SolanaSwapConnector(solanaVenue(venue)!, {
    rpcUrl,
    ...(rpcUrl === world.rpcUrl ? { wsUrl: world.wsUrl } : {}),
    jupiterApiUrl: world.swapApiUrl,
    timing: TIMING,
  });

async function tokenBalance(owner: Address, mint: Address): Promise<bigint> {
  const [account] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  const { value } = await createSolanaRpc(world.rpcUrl).getTokenAccountBalance(account).send();
  return BigInt(value.amount);
}

describe('the Solana connector', () => {
  it('buys on the venue’s own DEX and reports what the chain moved', async () => {
    const result = await connector('orcasol').swap({
      signer: trader,
      inputMint: world.mints.SOL.address,
      outputMint: world.mints.DEMO.address,
      amountIn: SOL,
      slippagePercent: 1,
      gasMultiplier: 2,
    });
    expect(result.dex).toBe('Whirlpool');
    expect(result.amountIn).toBe(SOL);
    expect(result.amountOut).toBe(result.quotedOut);
    expect(result.amountOut).toBe(await tokenBalance(trader.address, world.mints.DEMO.address));
    // 5,000 lamports a signature plus the priority: twice the 1,000 micro-lamport floor, and one
    // more to keep the swap distinct, on 120,000 units (2,001 × 120,000 / 10^6, rounded up).
    expect(result.fee).toBe(5_000n + 241n);
  });

  it('sells back on another venue’s DEX', async () => {
    const demo = await tokenBalance(trader.address, world.mints.DEMO.address);
    const result = await connector('raydiumsolcpmm').swap({
      signer: trader,
      inputMint: world.mints.DEMO.address,
      outputMint: world.mints.SOL.address,
      amountIn: demo,
      slippagePercent: 1,
    });
    expect(result.dex).toBe('Raydium CP');
    expect(result.amountIn).toBe(demo);
    expect(result.amountOut).toBe(result.quotedOut);
    expect(await tokenBalance(trader.address, world.mints.DEMO.address)).toBe(0n);
  });

  it('signs a new swap once when the first was never taken before its blockhash expired, and swaps once in all', async () => {
    dropping = true;
    const rpc = createSolanaRpc(world.rpcUrl);
    const usdcBefore = await tokenBalance(trader.address, world.mints.USDC.address).catch(() => 0n);
    const signaturesBefore = (await rpc.getSignaturesForAddress(trader.address).send()).length;
    const result = await connector('jupitersol', proxyUrl).swap({
      signer: trader,
      inputMint: world.mints.SOL.address,
      outputMint: world.mints.USDC.address,
      amountIn: SOL / 10n,
      slippagePercent: 1,
    });
    dropping = false;
    // The first transaction was sent again while it could still land, then given up for a new one.
    expect(droppedSends).toBeGreaterThan(2);
    expect(result.amountIn).toBe(SOL / 10n);
    expect(result.amountOut).toBe((await tokenBalance(trader.address, world.mints.USDC.address)) - usdcBefore);
    const landed = await rpc.getSignaturesForAddress(trader.address).send();
    expect(landed.length - signaturesBefore).toBe(1);
    expect(landed[0]?.signature).toBe(result.signature);
  }, 30_000);

  it('says no route for a token no DEX of the venue lists, and a balance too small', async () => {
    const unknown = (await generateKeyPairSigner()).address;
    const noRoute = await connector('orcasol')
      .swap({ signer: trader, inputMint: world.mints.SOL.address, outputMint: unknown, amountIn: SOL, slippagePercent: 1 })
      .catch((error: unknown) => error);
    expect(noRoute).toBeInstanceOf(ChainError);
    expect(noRoute).toMatchObject({ action: 'reject', reason: 'noRoute' });
    const tooMuch = await connector('orcasol')
      .swap({
        signer: trader,
        inputMint: world.mints.SOL.address,
        outputMint: world.mints.USDC.address,
        amountIn: 1_000n * SOL,
        slippagePercent: 1,
      })
      .catch((error: unknown) => error);
    expect(tooMuch).toMatchObject({ action: 'reject', reason: 'insufficientBalance' });
  });

  it('keeps a price limit: a quote under the least output is refused before anything is signed, one at it lands', async () => {
    const orca = connector('orcasol');
    const amountIn = SOL / 10n;
    const quoted = await orca.quote(world.mints.SOL.address, world.mints.DEMO.address, amountIn);
    const before = await tokenBalance(trader.address, world.mints.DEMO.address);
    const swap = (minAmountOut: bigint) =>
      orca.swap({
        signer: trader,
        inputMint: world.mints.SOL.address,
        outputMint: world.mints.DEMO.address,
        amountIn,
        slippagePercent: 50,
        minAmountOut,
      });
    expect(await swap(quoted + 1n).catch((error: unknown) => error)).toMatchObject({ action: 'reject', reason: 'slippage' });
    expect(await tokenBalance(trader.address, world.mints.DEMO.address)).toBe(before);
    const result = await swap(quoted);
    expect(result.minOut).toBe(quoted);
    expect(result.amountOut).toBeGreaterThanOrEqual(quoted);
    expect(await tokenBalance(trader.address, world.mints.DEMO.address)).toBe(before + result.amountOut);
  });

  it('says the RPC is down when nothing answers there', async () => {
    const down = await connector('orcasol', 'http://127.0.0.1:9')
      .swap({ signer: trader, inputMint: world.mints.SOL.address, outputMint: world.mints.USDC.address, amountIn: SOL, slippagePercent: 1 })
      .catch((error: unknown) => error);
    expect(down).toMatchObject({ action: 'retry', reason: 'rpcDown' });
  });
});
