// The sandbox Solana network seen by a client written for mainnet: @solana/kit's RPC and
// subscriptions, its airdrop and send-and-confirm factories, @solana-program/token's instructions.
// Slots advance by hand (slotMs 0): one right after each transaction lands, which is what confirms
// it, and more where a test needs a blockhash to age.
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import {
  type Address,
  airdropFactory,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  assertIsTransactionWithBlockhashLifetime,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  devnet,
  generateKeyPairSigner,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  isSolanaError,
  type KeyPairSigner,
  lamports,
  pipe,
  SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
  SOLANA_ERROR__TRANSACTION_ERROR__ALREADY_PROCESSED,
  SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND,
  sendAndConfirmTransactionFactory,
  setTransactionMessageComputeUnitLimit,
  setTransactionMessageComputeUnitPrice,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxSolana, startSandboxSolana } from '../../src/sandbox/solana/sandbox-solana.ts';
import type { SvmNode } from '../../src/sandbox/solana/svm-node.ts';

const LAMPORTS_PER_SOL = 1_000_000_000n;

/** Clients as for devnet: the sandbox, like devnet, answers requestAirdrop. */
function clientsFor(rpcUrl: string, wsUrl: string) {
  return { rpc: createSolanaRpc(devnet(rpcUrl)), rpcSubscriptions: createSolanaRpcSubscriptions(devnet(wsUrl)) };
}

/** Confirms every transaction that lands: the next slot starts right after it. */
function slotAfterEachTransaction(node: SvmNode): () => void {
  const next = () => setImmediate(() => node.advanceSlot());
  node.on('transaction', next);
  return () => node.off('transaction', next);
}

let dataDir: string;
let solana: SandboxSolana;
let stopSlots: () => void;
let rpc: ReturnType<typeof clientsFor>['rpc'];
let rpcSubscriptions: ReturnType<typeof clientsFor>['rpcSubscriptions'];
let funded: KeyPairSigner;
let usdc: Address;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sandbox-solana-rpc-'));
  solana = await startSandboxSolana({ dataDir, port: 0, slotMs: 0 });
  stopSlots = slotAfterEachTransaction(solana.node);
  ({ rpc, rpcSubscriptions } = clientsFor(solana.rpcUrl, solana.wsUrl));
  funded = await createKeyPairSignerFromBytes(getBase58Encoder().encode(solana.keypair.secretKeyBase58));
  usdc = solana.mints.USDC.address;
});

afterAll(async () => {
  stopSlots();
  await solana.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signed(payer: KeyPairSigner, instructions: Instruction[]) {
  const { value: latest } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
  const transaction = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(payer, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(latest, message),
      (message) => appendTransactionMessageInstructions(instructions, message),
    ),
  );
  assertIsTransactionWithBlockhashLifetime(transaction);
  return transaction;
}

async function ataOf(owner: Address) {
  const [ata] = await findAssociatedTokenPda({ owner, mint: usdc, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  return ata;
}

/** Funded wallet → a new wallet: its USDC account created and `amount` (whole USDC) sent, confirmed. */
async function newUsdcHolder(amount: bigint) {
  const holder = await generateKeyPairSigner();
  const ata = await ataOf(holder.address);
  const transaction = await signed(funded, [
    getCreateAssociatedTokenIdempotentInstruction({ payer: funded, ata, owner: holder.address, mint: usdc }),
    getTransferCheckedInstruction({
      source: await ataOf(funded.address),
      mint: usdc,
      destination: ata,
      authority: funded,
      amount: amount * 1_000_000n,
      decimals: 6,
    }),
  ]);
  await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(transaction, { commitment: 'confirmed' });
  return { holder, ata, signature: getSignatureFromTransaction(transaction) };
}

describe('the sandbox Solana network through @solana/kit', () => {
  it('airdrops SOL to a new wallet and confirms it over the websocket', async () => {
    const wallet = await generateKeyPairSigner();
    await airdropFactory({ rpc, rpcSubscriptions })({
      recipientAddress: wallet.address,
      lamports: lamports(2n * LAMPORTS_PER_SOL),
      commitment: 'confirmed',
    });
    const { value } = await rpc.getBalance(wallet.address, { commitment: 'confirmed' }).send();
    expect(value).toBe(2n * LAMPORTS_PER_SOL);
  });

  it('creates an associated token account and transfers USDC, with the token balances in the history', async () => {
    const { ata, holder, signature } = await newUsdcHolder(25n);
    const { value: balance } = await rpc.getTokenAccountBalance(ata).send();
    expect(balance).toMatchObject({ amount: '25000000', decimals: 6, uiAmountString: '25' });

    const listed = await rpc.getSignaturesForAddress(holder.address, { commitment: 'confirmed' }).send();
    expect(listed.map((entry) => entry.signature)).toEqual([signature]);
    expect(listed[0]).toMatchObject({ err: null, confirmationStatus: 'confirmed' });

    const transaction = await rpc
      .getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0, encoding: 'json' })
      .send();
    const meta = transaction!.meta!;
    const keys = transaction!.transaction.message.accountKeys;
    const fundedAta = await ataOf(funded.address);
    const amountOf = (balances: typeof meta.preTokenBalances, account: Address) =>
      balances?.find((entry) => keys[Number(entry.accountIndex)] === account)?.uiTokenAmount.amount;
    expect(amountOf(meta.preTokenBalances, ata)).toBeUndefined();
    expect(amountOf(meta.postTokenBalances, ata)).toBe('25000000');
    expect(BigInt(amountOf(meta.preTokenBalances, fundedAta)!) - BigInt(amountOf(meta.postTokenBalances, fundedAta)!)).toBe(25_000_000n);
    // LiteSVM's SPL Token build (p-token) logs no instruction names: the program's own lines are what show.
    expect(meta.logMessages).toEqual(
      expect.arrayContaining([`Program ${TOKEN_PROGRAM_ADDRESS} invoke [1]`, `Program ${TOKEN_PROGRAM_ADDRESS} success`]),
    );
    expect(meta.fee).toBe(5000n);
    expect(meta.preBalances[0]! - meta.postBalances[0]!).toBe(5000n + meta.postBalances[keys.indexOf(ata)]!);

    const { value: info } = await rpc.getAccountInfo(ata, { encoding: 'jsonParsed' }).send();
    expect(info?.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'account', info: { mint: usdc, owner: holder.address, state: 'initialized', tokenAmount: { amount: '25000000' } } },
    });
  });

  it('refuses a transaction whose blockhash is more than 150 slots old', async () => {
    const wallet = await generateKeyPairSigner();
    const transaction = await signed(funded, [
      getTransferCheckedInstruction({
        source: await ataOf(funded.address),
        mint: usdc,
        destination: await ataOf(funded.address),
        authority: funded,
        amount: 1n,
        decimals: 6,
      }),
    ]);
    solana.node.advanceSlot(151);
    const sent = rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }).send();
    const error = await sent.catch((caught: unknown) => caught);
    expect(isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)).toBe(true);
    expect(isSolanaError((error as Error).cause, SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND)).toBe(true);
    // Without preflight the leader drops it: the signature comes back, the transaction never lands.
    const signature = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64', skipPreflight: true })
      .send();
    solana.node.advanceSlot();
    const { value } = await rpc.getSignatureStatuses([signature], { searchTransactionHistory: true }).send();
    expect(value).toEqual([null]);
    expect((await rpc.getBalance(wallet.address).send()).value).toBe(0n);
  });

  it('runs a transaction sent twice only once', async () => {
    const wallet = await generateKeyPairSigner();
    const { value: before } = await rpc.getBalance(funded.address).send();
    const transaction = await signed(funded, [
      {
        programAddress: '11111111111111111111111111111111' as Address,
        accounts: [
          { address: funded.address, role: 3 },
          { address: wallet.address, role: 1 },
        ],
        data: new Uint8Array([2, 0, 0, 0, ...new Uint8Array(new BigUint64Array([LAMPORTS_PER_SOL]).buffer)]),
      },
    ]);
    const wire = getBase64EncodedWireTransaction(transaction);
    const first = await rpc.sendTransaction(wire, { encoding: 'base64', skipPreflight: true }).send();
    const second = await rpc.sendTransaction(wire, { encoding: 'base64', skipPreflight: true }).send();
    expect(second).toBe(first);
    // With preflight, Solana's RPC says why it will not run again.
    const error = await rpc
      .sendTransaction(wire, { encoding: 'base64' })
      .send()
      .catch((caught: unknown) => caught);
    expect(isSolanaError((error as Error).cause, SOLANA_ERROR__TRANSACTION_ERROR__ALREADY_PROCESSED)).toBe(true);
    expect((await rpc.getBalance(wallet.address).send()).value).toBe(LAMPORTS_PER_SOL);
    expect((await rpc.getBalance(funded.address).send()).value).toBe(before - LAMPORTS_PER_SOL - 5000n);
  });

  it('refuses a failing instruction in preflight with its logs, and records it as failed without preflight', async () => {
    const { holder, ata } = await newUsdcHolder(3n);
    await airdropFactory({ rpc, rpcSubscriptions })({
      recipientAddress: holder.address,
      lamports: lamports(LAMPORTS_PER_SOL),
      commitment: 'confirmed',
    });
    const overdraw = await signed(holder, [
      getTransferCheckedInstruction({
        source: ata,
        mint: usdc,
        destination: await ataOf(funded.address),
        authority: holder,
        amount: 4_000_000n,
        decimals: 6,
      }),
    ]);
    const wire = getBase64EncodedWireTransaction(overdraw);
    const error = await rpc
      .sendTransaction(wire, { encoding: 'base64' })
      .send()
      .catch((caught: unknown) => caught);
    expect(isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)).toBe(true);
    expect(isSolanaError((error as Error).cause, SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM)).toBe(true);
    expect((error as Error).message).toContain('Transaction simulation failed');
    const { logs, unitsConsumed } = (error as { context: { logs: string[]; unitsConsumed: bigint } }).context;
    expect(logs).toContain('Program log: Error: insufficient funds');
    expect(unitsConsumed).toBeGreaterThan(0n);

    const signature = await rpc.sendTransaction(wire, { encoding: 'base64', skipPreflight: true }).send();
    solana.node.advanceSlot();
    const { value } = await rpc.getSignatureStatuses([signature]).send();
    expect(value[0]).toMatchObject({ err: { InstructionError: [0n, { Custom: 1n }] }, confirmationStatus: 'confirmed' });
    expect((await rpc.getTokenAccountBalance(ata).send()).value.amount).toBe('3000000');
    expect((await rpc.getBalance(holder.address).send()).value).toBe(LAMPORTS_PER_SOL - 5000n);
  });

  it('finds the USDC holders with getProgramAccounts and ranks them with getTokenLargestAccounts', async () => {
    const { ata: small } = await newUsdcHolder(7n);
    const { ata: large } = await newUsdcHolder(70n);
    const holders = await rpc
      .getProgramAccounts(TOKEN_PROGRAM_ADDRESS, {
        encoding: 'base64',
        filters: [{ dataSize: 165n }, { memcmp: { offset: 0n, bytes: usdc as string as never, encoding: 'base58' } }],
      })
      .send();
    const addresses = holders.map((entry) => entry.pubkey);
    expect(addresses).toEqual(expect.arrayContaining([small, large, await ataOf(funded.address)]));
    expect(holders.every((entry) => entry.account.owner === TOKEN_PROGRAM_ADDRESS && entry.account.space === 165n)).toBe(true);

    const { value: largest } = await rpc.getTokenLargestAccounts(usdc).send();
    expect(largest[0]!.address).toBe(await ataOf(funded.address));
    const order = largest.map((entry) => entry.address);
    expect(order.indexOf(large)).toBeLessThan(order.indexOf(small));
    expect(largest.find((entry) => entry.address === small)).toMatchObject({ amount: '7000000', uiAmountString: '7' });
  });

  it('simulates an unsigned transaction with a replaced blockhash and shows the accounts after it', async () => {
    const wallet = await generateKeyPairSigner();
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayerSigner(funded, draft),
      (draft) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 0n },
          draft,
        ),
      (draft) =>
        appendTransactionMessageInstructions(
          [getTransferSolInstruction({ source: funded, destination: wallet.address, amount: lamports(LAMPORTS_PER_SOL) })],
          draft,
        ),
    );
    const unsigned = getBase64EncodedWireTransaction(compileTransaction(message));
    const { value } = await rpc
      .simulateTransaction(unsigned, {
        encoding: 'base64',
        replaceRecentBlockhash: true,
        accounts: { addresses: [wallet.address], encoding: 'base64' },
      })
      .send();
    expect(value.err).toBeNull();
    expect(value.unitsConsumed).toBeGreaterThan(0n);
    expect(value.logs).toContain('Program 11111111111111111111111111111111 success');
    expect(value.replacementBlockhash?.blockhash).toBe((await rpc.getLatestBlockhash({ commitment: 'processed' }).send()).value.blockhash);
    expect(value.accounts?.[0]?.lamports).toBe(LAMPORTS_PER_SOL);
    // Nothing was kept, and a signature check of the unsigned copy fails as on Solana.
    expect((await rpc.getBalance(wallet.address).send()).value).toBe(0n);
    const refused = await rpc
      .simulateTransaction(unsigned, { encoding: 'base64', sigVerify: true })
      .send()
      .catch((caught: unknown) => caught);
    expect(isSolanaError(refused, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE)).toBe(true);
  });

  it('prices priority from the compute-unit prices transactions paid, per slot and account', async () => {
    const wallet = await generateKeyPairSigner();
    const { value: latest } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
    const transaction = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (draft) => setTransactionMessageFeePayerSigner(funded, draft),
        (draft) => setTransactionMessageLifetimeUsingBlockhash(latest, draft),
        (draft) =>
          appendTransactionMessageInstructions(
            [getTransferSolInstruction({ source: funded, destination: wallet.address, amount: lamports(LAMPORTS_PER_SOL) })],
            draft,
          ),
        (draft) => setTransactionMessageComputeUnitLimit(10_000, draft),
        (draft) => setTransactionMessageComputeUnitPrice(250_000n, draft),
      ),
    );
    const landedSlot = solana.node.slot;
    const signature = await rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }).send();
    const fees = await rpc.getRecentPrioritizationFees([wallet.address]).send();
    expect(fees.find((entry) => entry.slot === BigInt(landedSlot))?.prioritizationFee).toBe(250_000n);
    expect(fees.filter((entry) => entry.slot !== BigInt(landedSlot)).every((entry) => entry.prioritizationFee === 0n)).toBe(true);
    const found = await rpc
      .getTransaction(signature, { commitment: 'confirmed', encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send();
    // 5,000 for the signature and 250,000 µ-lamports × 10,000 units = 2,500 lamports of priority.
    expect(found?.meta?.fee).toBe(7_500n);
  });

  it('notifies account changes and logs over the websocket once confirmed', async () => {
    const wallet = await generateKeyPairSigner();
    const abort = new AbortController();
    try {
      const accounts = await rpcSubscriptions
        .accountNotifications(wallet.address, { commitment: 'confirmed', encoding: 'base64' })
        .subscribe({ abortSignal: abort.signal });
      const logs = await rpcSubscriptions
        .logsNotifications({ mentions: [wallet.address] }, { commitment: 'confirmed' })
        .subscribe({ abortSignal: abort.signal });
      // Iterating starts before the airdrop, so nothing sent meanwhile is missed.
      const nextAccount = accounts[Symbol.asyncIterator]().next();
      const nextLog = logs[Symbol.asyncIterator]().next();
      const signature = await airdropFactory({ rpc, rpcSubscriptions })({
        recipientAddress: wallet.address,
        lamports: lamports(LAMPORTS_PER_SOL),
        commitment: 'confirmed',
      });
      const account = (await nextAccount).value!;
      expect(account.value.lamports).toBe(LAMPORTS_PER_SOL);
      const log = (await nextLog).value!;
      expect(log.value).toMatchObject({ signature, err: null });
      expect(log.value.logs).toContain('Program 11111111111111111111111111111111 success');
    } finally {
      abort.abort();
    }
  });

  it('answers errors as Solana does', async () => {
    const call = async (body: unknown) =>
      (await fetch(solana.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
    const answers = await call([
      { jsonrpc: '2.0', id: 1, method: 'getNothing' },
      { jsonrpc: '2.0', id: 2, method: 'getBalance', params: ['not-an-address'] },
      { jsonrpc: '2.0', id: 3, method: 'getSlot' },
    ]);
    expect(answers).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } },
      { jsonrpc: '2.0', id: 2, error: { code: -32602, message: 'Invalid param: Invalid' } },
      { jsonrpc: '2.0', id: 3, result: solana.node.slotAt('finalized') },
    ]);
  });
});
