// Allocating SOL and an SPL token to 1,000 Solana wallets on the in-process sandbox network (400 ms
// slots, as Solana's): many recipients packed into each transaction, eight transactions in flight,
// confirmations over the websocket. Prints the time and transactions per second of each, and the
// token accounts the token allocation opened (their rent is part of what it costs).
// Run alone with `node --import tsx bench/solana-wallets.ts`; `run()` returns the figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  generateKeyPairSigner,
  getBase58Encoder,
} from '@solana/kit';
import { packInstructionGroups } from '../src/engine/wallets/solana/pack-transfers.ts';
import { sendTransferBatches } from '../src/engine/wallets/solana/send-transfer-batches.ts';
import { allocationGroups, type SolanaAsset } from '../src/engine/wallets/solana/transfer-groups.ts';
import { startSandboxSolanaWorld } from '../src/sandbox/solana/world/sandbox-solana-world.ts';

const WALLETS = 1_000;
const round1 = (value: number) => Math.round(value * 10) / 10;

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-solana-wallets-'));
  const world = await startSandboxSolanaWorld({ dataDir, port: 0, slotMs: 400 });
  try {
    const rpc = createSolanaRpc(world.rpcUrl);
    const main = await createKeyPairSignerFromBytes(getBase58Encoder().encode(world.keypair.secretKeyBase58));
    const owners = (await Promise.all(Array.from({ length: WALLETS }, () => generateKeyPairSigner()))).map((wallet) => wallet.address);
    const options = { rpc, subscriptions: createSolanaRpcSubscriptions(world.wsUrl), feePayer: main };

    const allocate = async (asset: SolanaAsset, amount: bigint) => {
      const started = performance.now();
      const plan = await allocationGroups({ from: main, asset, legs: owners.map((to) => ({ to, amount })), hasTokenAccount: () => false });
      const batches = packInstructionGroups(main, plan.groups, (await rpc.getLatestBlockhash().send()).value);
      await sendTransferBatches(options, batches);
      const seconds = (performance.now() - started) / 1000;
      return {
        seconds: round1(seconds),
        transactions: batches.length,
        transactionsPerSecond: round1(batches.length / seconds),
        newTokenAccounts: plan.newTokenAccounts,
      };
    };
    const sol = await allocate('SOL', 10_000_000n);
    const token = await allocate({ mint: world.mints.USDC.address, decimals: 6 }, 1_000_000n);
    console.log(`  SOL to ${WALLETS} wallets: ${sol.seconds} s in ${sol.transactions} transactions (${sol.transactionsPerSecond}/s)`);
    console.log(
      `  USDC to ${WALLETS} wallets: ${token.seconds} s in ${token.transactions} transactions (${token.transactionsPerSecond}/s), ${token.newTokenAccounts} token accounts opened`,
    );
    return { wallets: WALLETS, slotMs: 400, sol, token };
  } finally {
    await world.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
