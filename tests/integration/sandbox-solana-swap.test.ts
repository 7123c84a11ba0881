// The sandbox's Solana venues as a mainnet client meets them: Jupiter's Swap API and Raydium's
// Trade API quote and build a transaction, the client signs it with @solana/kit and sends it to the
// sandbox RPC, and the swap program pays out what was quoted, or refuses a stale quote's minimum.
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import {
  type Address,
  airdropFactory,
  assertIsTransactionWithBlockhashLifetime,
  assertIsTransactionWithinSizeLimit,
  type Blockhash,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  devnet,
  generateKeyPairSigner,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type KeyPairSigner,
  lamports,
  sendAndConfirmTransactionFactory,
  signTransaction,
} from '@solana/kit';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertSolanaError } from '../../src/engine/connectors/solana/solana-errors.ts';
import { type SandboxSolanaWorld, startSandboxSolanaWorld } from '../../src/sandbox/solana/world/sandbox-solana-world.ts';

const SOL = 1_000_000_000n;
let dataDir: string;
let world: SandboxSolanaWorld;
/** A client as for devnet: the sandbox, like devnet, answers requestAirdrop. */
const devnetRpc = (url: string) => createSolanaRpc(devnet(url));
let rpc: ReturnType<typeof devnetRpc>;
let sendAndConfirm: ReturnType<typeof sendAndConfirmTransactionFactory>;
let trader: KeyPairSigner;
let stopSlots: () => void;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sandbox-solana-swap-'));
  world = await startSandboxSolanaWorld({ dataDir, port: 0, slotMs: 0 });
  // Each landed transaction is followed by a slot, which is what confirms it.
  const next = () => setImmediate(() => world.node.advanceSlot());
  world.node.on('transaction', next);
  stopSlots = () => world.node.off('transaction', next);
  rpc = devnetRpc(world.rpcUrl);
  const rpcSubscriptions = createSolanaRpcSubscriptions(devnet(world.wsUrl));
  sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions });
  trader = await generateKeyPairSigner();
  await airdropFactory({ rpc, rpcSubscriptions })({
    recipientAddress: trader.address,
    lamports: lamports(10n * SOL),
    commitment: 'confirmed',
  });
});

afterAll(async () => {
  stopSlots();
  await world.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const api = (path: string, init?: RequestInit) => fetch(`${world.swapApiUrl}${path}`, init);
const post = (path: string, body: unknown) =>
  api(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function jupiterQuote(query: Record<string, string>) {
  const response = await api(`/swap/v1/quote?${new URLSearchParams(query)}`);
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { routePlan: { swapInfo: Record<string, string> }[] },
  };
}

/** Signs an API's base64 transaction as the trader and sends it, confirmed. */
async function signAndSend(base64: string, signer: KeyPairSigner) {
  const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(base64));
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  const { value } = await rpc.getLatestBlockhash().send();
  const signed = await signTransaction([signer.keyPair], transaction);
  // A transaction decoded from bytes carries no lifetime: the client re-attaches the one it was built with.
  const lifetimeConstraint = { blockhash: message.lifetimeToken as Blockhash, lastValidBlockHeight: value.lastValidBlockHeight };
  const sendable = { ...signed, lifetimeConstraint };
  assertIsTransactionWithinSizeLimit(sendable);
  assertIsTransactionWithBlockhashLifetime(sendable);
  await sendAndConfirm(sendable, { commitment: 'confirmed' });
}

async function tokenBalance(owner: Address, mint: Address): Promise<bigint> {
  const [account] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  const { value } = await rpc.getTokenAccountBalance(account).send();
  return BigInt(value.amount);
}

describe('the sandbox swap APIs', () => {
  it('quote SOL for USDC on the DEX asked for, and the signed swap pays out exactly the quote', async () => {
    const { status, body: quote } = await jupiterQuote({
      inputMint: world.mints.SOL.address,
      outputMint: world.mints.USDC.address,
      amount: String(SOL),
      slippageBps: '50',
      dexes: 'Whirlpool',
    });
    expect(status).toBe(200);
    expect(quote.routePlan[0]!.swapInfo.label).toBe('Whirlpool');
    expect(Number(quote.outAmount)).toBeGreaterThan(145_000_000);
    expect(Number(quote.outAmount)).toBeLessThan(150_000_000);

    const swap = (await (await post('/swap/v1/swap', { quoteResponse: quote, userPublicKey: trader.address })).json()) as {
      swapTransaction: string;
      lastValidBlockHeight: number;
    };
    expect(swap.lastValidBlockHeight).toBeGreaterThan(0);
    const solBefore = (await rpc.getBalance(trader.address).send()).value;
    await signAndSend(swap.swapTransaction, trader);
    expect(await tokenBalance(trader.address, world.mints.USDC.address)).toBe(BigInt(quote.outAmount as string));
    const solAfter = (await rpc.getBalance(trader.address).send()).value;
    // One SOL swapped, plus the fee and the new USDC account's rent: no more.
    expect(solBefore - solAfter).toBeGreaterThan(SOL);
    expect(solBefore - solAfter).toBeLessThan(SOL + 3_000_000n);
  });

  it('sell USDC back for SOL through Raydium’s Trade API, unwrapped', async () => {
    const usdc = await tokenBalance(trader.address, world.mints.USDC.address);
    const query = new URLSearchParams({
      inputMint: world.mints.USDC.address,
      outputMint: world.mints.SOL.address,
      amount: String(usdc),
      slippageBps: '100',
      txVersion: 'V0',
    });
    const compute = (await (await api(`/compute/swap-base-in?${query}`)).json()) as {
      success: boolean;
      data: { outputAmount: string; routePlan: { poolId: string }[] };
    };
    expect(compute.success).toBe(true);
    const built = (await (
      await post('/transaction/swap-base-in', {
        swapResponse: compute,
        wallet: trader.address,
        txVersion: 'V0',
        computeUnitPriceMicroLamports: '1000',
        wrapSol: false,
        unwrapSol: true,
      })
    ).json()) as {
      success: boolean;
      data: { transaction: string }[];
    };
    expect(built.success).toBe(true);
    const solBefore = (await rpc.getBalance(trader.address).send()).value;
    await signAndSend(built.data[0]!.transaction, trader);
    expect(await tokenBalance(trader.address, world.mints.USDC.address)).toBe(0n);
    const received = (await rpc.getBalance(trader.address).send()).value - solBefore;
    // The SOL paid out, less the fee (5,000 lamports and 120 for the priority), plus nothing else.
    expect(received).toBe(BigInt(compute.data.outputAmount) - 5_120n);
  });

  it('refuse a stale quote’s transaction on chain when the pool moved below its minimum, moving nothing', async () => {
    const { body: quote } = await jupiterQuote({
      inputMint: world.mints.SOL.address,
      outputMint: world.mints.USDC.address,
      amount: String(SOL),
      slippageBps: '10',
      dexes: 'Meteora',
    });
    const stale = (await (await post('/swap/v1/swap', { quoteResponse: quote, userPublicKey: trader.address })).json()) as {
      swapTransaction: string;
    };
    // Someone else sells 50 SOL into the same pool first.
    const whale = await generateKeyPairSigner();
    await airdropFactory({ rpc, rpcSubscriptions: createSolanaRpcSubscriptions(devnet(world.wsUrl)) })({
      recipientAddress: whale.address,
      lamports: lamports(60n * SOL),
      commitment: 'confirmed',
    });
    const { body: whaleQuote } = await jupiterQuote({
      inputMint: world.mints.SOL.address,
      outputMint: world.mints.USDC.address,
      amount: String(50n * SOL),
      slippageBps: '100',
      dexes: 'Meteora',
    });
    const whaleSwap = (await (await post('/swap/v1/swap', { quoteResponse: whaleQuote, userPublicKey: whale.address })).json()) as {
      swapTransaction: string;
    };
    await signAndSend(whaleSwap.swapTransaction, whale);

    const usdcBefore = await tokenBalance(trader.address, world.mints.USDC.address);
    const failure = await signAndSend(stale.swapTransaction, trader).then(
      () => null,
      (error: unknown) => error,
    );
    expect(convertSolanaError(failure, { chain: 'SOLANA', operation: 'swap', role: 'trading' })).toMatchObject({
      action: 'reject',
      reason: 'slippage',
    });
    expect(await tokenBalance(trader.address, world.mints.USDC.address)).toBe(usdcBefore);
  });

  it('answer bad requests in Jupiter’s error shape', async () => {
    const unknownMint = (await generateKeyPairSigner()).address;
    expect(await jupiterQuote({ inputMint: world.mints.SOL.address, outputMint: unknownMint, amount: '1000' })).toMatchObject({
      status: 400,
      body: { errorCode: 'TOKEN_NOT_TRADABLE' },
    });
    expect(await jupiterQuote({ inputMint: world.mints.SOL.address, outputMint: world.mints.USDC.address, amount: '-5' })).toMatchObject({
      status: 400,
      body: { errorCode: 'INVALID_REQUEST' },
    });
    expect(
      await jupiterQuote({ inputMint: world.mints.SOL.address, outputMint: world.mints.USDC.address, amount: '1000', dexes: 'Phoenix' }),
    ).toMatchObject({ status: 400, body: { errorCode: 'COULD_NOT_FIND_ANY_ROUTE' } });
    expect(await jupiterQuote({ inputMint: world.mints.SOL.address, outputMint: world.mints.SOL.address, amount: '1000' })).toMatchObject({
      status: 400,
      body: { errorCode: 'CIRCULAR_ARBITRAGE_IS_DISABLED' },
    });
  });
});
