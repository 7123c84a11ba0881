// The sandbox Solana network survives kill -9: `npm run sandbox-solana` as its own process takes
// transfers, dies by SIGKILL right after acknowledging the last one, and restarts on the same folder.
// Everything acknowledged is there (balances, history, statuses), a blockhash handed out before the
// crash is still good, and the same transaction bytes sent again do not run a second time.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  type Address,
  type Base64EncodedWireTransaction,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  isSolanaError,
  type KeyPairSigner,
  lamports,
  pipe,
  type Signature,
  SOLANA_ERROR__TRANSACTION_ERROR__ALREADY_PROCESSED,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeArgsFor } from '../support/test-bundles.ts';

const LAMPORTS_PER_SOL = 1_000_000_000n;

interface SolanaProcess {
  printed: Record<string, string>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

const dirs: string[] = [];
const processes: SolanaProcess[] = [];
afterEach(async () => {
  for (const child of processes.splice(0)) await child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs `src/sandbox/solana/main.ts` and resolves with its printed lines once the last mint is out. */
function startSolanaProcess(dataDir: string, timeoutMs = 30_000): Promise<SolanaProcess> {
  const child: ChildProcess = spawn(process.execPath, nodeArgsFor('src/sandbox/solana/main.ts'), {
    env: {
      ...process.env,
      SANDBOX_SOLANA_DATA_DIR: dataDir,
      SANDBOX_SOLANA_PORT: '0',
      SANDBOX_SOLANA_SWAP_API_PORT: '0',
      SANDBOX_SOLANA_SLOT_MS: '100',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the sandbox Solana network did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!/^DEMO: \w+$/m.test(output)) return;
      clearTimeout(timer);
      const printed = Object.fromEntries([...output.matchAll(/^(\w+): (\S+)$/gm)].map((match) => [match[1]!, match[2]!]));
      const running: SolanaProcess = {
        printed,
        async kill(signal) {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      };
      processes.push(running);
      resolve(running);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => reject(new Error(`the sandbox Solana network exited before it was ready:\n${output}`)));
  });
}

function transfer(payer: KeyPairSigner, to: Address, amount: bigint, latest: { blockhash: string; lastValidBlockHeight: bigint }) {
  return signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(payer, message),
      (message) =>
        setTransactionMessageLifetimeUsingBlockhash(latest as Parameters<typeof setTransactionMessageLifetimeUsingBlockhash>[0], message),
      (message) =>
        appendTransactionMessageInstructions(
          [getTransferSolInstruction({ source: payer, destination: to, amount: lamports(amount) })],
          message,
        ),
    ),
  );
}

/** Polls until the transaction is confirmed (slots run every 100 ms in the child). */
async function confirmed(rpc: ReturnType<typeof createSolanaRpc>, signature: Signature) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const found = await rpc
      .getTransaction(signature, { commitment: 'confirmed', encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${signature} was never confirmed`);
}

describe('the sandbox Solana network across kill -9', () => {
  it('keeps every acknowledged transfer, its history and status, and never runs one twice', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-solana-restart-'));
    dirs.push(dataDir);
    const first = await startSolanaProcess(dataDir);
    const rpc = createSolanaRpc(first.printed.rpc!);
    const funded = await createKeyPairSignerFromBytes(getBase58Encoder().encode(first.printed.keypair!));
    const { value: fundedBefore } = await rpc.getBalance(funded.address, { commitment: 'processed' }).send();

    const wallets = await Promise.all([1, 2, 3, 4, 5].map(() => generateKeyPairSigner()));
    const signatures: Signature[] = [];
    let lastWire: Base64EncodedWireTransaction | undefined;
    for (const [index, wallet] of wallets.entries()) {
      const { value: latest } = await rpc.getLatestBlockhash({ commitment: 'processed' }).send();
      const transaction = await transfer(funded, wallet.address, BigInt(index + 1) * LAMPORTS_PER_SOL, latest);
      lastWire = getBase64EncodedWireTransaction(transaction);
      signatures.push(await rpc.sendTransaction(lastWire, { encoding: 'base64' }).send());
    }
    // A blockhash handed out just before the crash, for a transaction signed after it.
    const { value: beforeCrash } = await rpc.getLatestBlockhash({ commitment: 'processed' }).send();
    await first.kill('SIGKILL');

    const second = await startSolanaProcess(dataDir);
    const after = createSolanaRpc(second.printed.rpc!);
    expect(second.printed.keypair).toBe(first.printed.keypair);
    expect(second.printed.USDC).toBe(first.printed.USDC);
    for (const [index, wallet] of wallets.entries()) {
      expect((await after.getBalance(wallet.address, { commitment: 'processed' }).send()).value).toBe(BigInt(index + 1) * LAMPORTS_PER_SOL);
    }
    const sent = 15n * LAMPORTS_PER_SOL + 5n * 5000n;
    expect((await after.getBalance(funded.address, { commitment: 'processed' }).send()).value).toBe(fundedBefore - sent);

    const { value: statuses } = await after.getSignatureStatuses(signatures).send();
    expect(statuses.every((status) => status !== null && status.err === null)).toBe(true);
    const last = await confirmed(after, signatures.at(-1)!);
    expect(last.meta?.err).toBeNull();
    expect(last.meta?.postBalances[1]).toBe(5n * LAMPORTS_PER_SOL);
    const history = await after.getSignaturesForAddress(funded.address, { commitment: 'confirmed', limit: 5 }).send();
    expect(history.map((entry) => entry.signature)).toEqual([...signatures].reverse());

    // The same bytes again: the signature comes back, nothing runs twice.
    expect(await after.sendTransaction(lastWire!, { encoding: 'base64', skipPreflight: true }).send()).toBe(signatures.at(-1));
    const again = await after
      .sendTransaction(lastWire!, { encoding: 'base64' })
      .send()
      .catch((caught: unknown) => caught);
    expect(isSolanaError((again as Error).cause, SOLANA_ERROR__TRANSACTION_ERROR__ALREADY_PROCESSED)).toBe(true);
    expect((await after.getBalance(wallets[4]!.address, { commitment: 'processed' }).send()).value).toBe(5n * LAMPORTS_PER_SOL);

    // Half a SOL, so the transaction differs from the first transfer to this wallet even when no
    // slot passed between them (same blockhash): the same bytes would be refused as already processed.
    const late = await transfer(funded, wallets[0]!.address, LAMPORTS_PER_SOL / 2n, beforeCrash);
    await after.sendTransaction(getBase64EncodedWireTransaction(late), { encoding: 'base64' }).send();
    expect((await after.getBalance(wallets[0]!.address, { commitment: 'processed' }).send()).value).toBe(
      LAMPORTS_PER_SOL + LAMPORTS_PER_SOL / 2n,
    );
    await second.kill('SIGTERM');
  });
});
