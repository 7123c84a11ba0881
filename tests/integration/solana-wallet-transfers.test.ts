// Allocating SOL and a token to 200 Solana wallets and collecting it all back, on the sandbox
// network: every wallet checked on chain, the token accounts made with their rent counted, then
// closed with their rent returned, and the main wallet ending with exactly what it began with less
// the fees it paid: no lamport or token appears or is stranded.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTransferCheckedInstruction } from '@solana-program/token';
import {
  type Address,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  generateKeyPairSigner,
  getBase58Encoder,
  type KeyPairSigner,
  type Signature,
} from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packInstructionGroups } from '../../src/engine/wallets/solana/pack-transfers.ts';
import { readSolanaBalances } from '../../src/engine/wallets/solana/solana-balances.ts';
import { sendTransferBatches } from '../../src/engine/wallets/solana/send-transfer-batches.ts';
import { allocationGroups, collectionGroups, TOKEN_ACCOUNT_SIZE, tokenAccountOf } from '../../src/engine/wallets/solana/transfer-groups.ts';
import { type SandboxSolanaWorld, startSandboxSolanaWorld } from '../../src/sandbox/solana/world/sandbox-solana-world.ts';

const SOL = 1_000_000_000n;
const WALLETS = 200;
let dataDir: string;
let world: SandboxSolanaWorld;
let rpc: ReturnType<typeof createSolanaRpc>;
let options: Parameters<typeof sendTransferBatches>[0];
let main: KeyPairSigner;
let wallets: KeyPairSigner[];
let usdc: { mint: Address; decimals: number };
let stopSlots: () => void;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'solana-wallets-'));
  world = await startSandboxSolanaWorld({ dataDir, port: 0, slotMs: 0 });
  const next = () => setImmediate(() => world.node.advanceSlot());
  world.node.on('transaction', next);
  stopSlots = () => world.node.off('transaction', next);
  rpc = createSolanaRpc(world.rpcUrl);
  // The sandbox's funded wallet stands in for a user's main wallet.
  main = await createKeyPairSignerFromBytes(getBase58Encoder().encode(world.keypair.secretKeyBase58));
  options = { rpc, subscriptions: createSolanaRpcSubscriptions(world.wsUrl), feePayer: main, timing: { pollMs: 20, resendMs: 500 } };
  usdc = { mint: world.mints.USDC.address, decimals: 6 };
  wallets = await Promise.all(Array.from({ length: WALLETS }, () => generateKeyPairSigner()));
});

afterAll(async () => {
  stopSlots();
  await world.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function feesOf(signatures: Signature[]): Promise<bigint> {
  let total = 0n;
  for (const signature of signatures) {
    const landed = await rpc
      .getTransaction(signature, { commitment: 'confirmed', encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send();
    total += BigInt(landed!.meta!.fee);
  }
  return total;
}

describe('Solana wallets by the hundred', () => {
  it('get SOL and a token each, with their token accounts made and paid for, then give it all back', async () => {
    const owners = wallets.map((wallet) => wallet.address);
    const before = (await readSolanaBalances(rpc, [main.address], usdc.mint)).get(main.address)!;
    const lifetime = (await rpc.getLatestBlockhash().send()).value;

    const sol = await allocationGroups({
      from: main,
      asset: 'SOL',
      legs: owners.map((to, i) => ({ to, amount: SOL / 20n + BigInt(i) })),
      hasTokenAccount: () => false,
    });
    const token = await allocationGroups({
      from: main,
      asset: usdc,
      legs: owners.map((to) => ({ to, amount: 100_000_000n })),
      hasTokenAccount: () => false,
    });
    expect(token.newTokenAccounts).toBe(WALLETS);
    const solBatches = packInstructionGroups(main, sol.groups, lifetime);
    const tokenBatches = packInstructionGroups(main, token.groups, lifetime);
    // Many recipients a transaction: far fewer transactions than wallets.
    expect(solBatches.length).toBeLessThan(WALLETS / 10);
    expect(tokenBatches.length).toBeLessThan(WALLETS / 5);
    const allocated = [...(await sendTransferBatches(options, solBatches)), ...(await sendTransferBatches(options, tokenBatches))];

    const held = await readSolanaBalances(rpc, owners, usdc.mint);
    for (const [i, owner] of owners.entries()) expect(held.get(owner)).toEqual({ lamports: SOL / 20n + BigInt(i), token: 100_000_000n });
    const rent = await rpc.getMinimumBalanceForRentExemption(BigInt(TOKEN_ACCOUNT_SIZE)).send();
    const afterAllocation = (await readSolanaBalances(rpc, [main.address], usdc.mint)).get(main.address)!;
    const sentSol = owners.reduce((sum, _owner, i) => sum + SOL / 20n + BigInt(i), 0n);
    expect(afterAllocation.lamports).toBe(before.lamports - sentSol - BigInt(WALLETS) * rent - (await feesOf(allocated)));
    expect(afterAllocation.token).toBe(before.token! - BigInt(WALLETS) * 100_000_000n);

    // Collection: the token first (closing each account returns its rent), then every lamport.
    const tokenBack = packInstructionGroups(
      main,
      await collectionGroups({
        main,
        asset: usdc,
        wallets: wallets.map((signer) => ({ signer, amount: held.get(signer.address)!.token!, closeTokenAccount: true })),
      }),
      lifetime,
    );
    const collectedToken = await sendTransferBatches(options, tokenBack);
    const emptied = await readSolanaBalances(rpc, owners, usdc.mint);
    const solBack = packInstructionGroups(
      main,
      await collectionGroups({
        main,
        asset: 'SOL',
        wallets: wallets.map((signer) => ({ signer, amount: emptied.get(signer.address)!.lamports, closeTokenAccount: false })),
      }),
      lifetime,
    );
    const collectedSol = await sendTransferBatches(options, solBack);

    const after = await readSolanaBalances(rpc, [...owners, main.address], usdc.mint);
    for (const owner of owners) expect(after.get(owner)).toEqual({ lamports: 0n, token: null });
    for (const wallet of wallets)
      expect(await rpc.getAccountInfo(await tokenAccountOf(wallet.address, usdc.mint)).send()).toMatchObject({ value: null });
    const fees = await feesOf([...allocated, ...collectedToken, ...collectedSol]);
    expect(after.get(main.address)).toEqual({ lamports: before.lamports - fees, token: before.token });
  }, 60_000);

  it('never straddles a recipient across two transactions, and refuses a group too big for one', async () => {
    const lifetime = (await rpc.getLatestBlockhash().send()).value;
    const { groups } = await allocationGroups({
      from: main,
      asset: usdc,
      legs: wallets.slice(0, 30).map((wallet) => ({ to: wallet.address, amount: 1n })),
      hasTokenAccount: () => false,
    });
    const batches = packInstructionGroups(main, groups, lifetime);
    expect(batches.flat()).toHaveLength(groups.flat().length);
    for (const batch of batches) expect(batch.length % 2).toBe(0);
    const huge = Array.from({ length: 60 }, (_, i) =>
      getTransferCheckedInstruction({
        source: wallets[i % WALLETS]!.address,
        mint: usdc.mint,
        destination: wallets[(i + 1) % WALLETS]!.address,
        authority: main,
        amount: 1n,
        decimals: 6,
      }),
    );
    expect(() => packInstructionGroups(main, [huge], lifetime)).toThrow(RangeError);
  });
});
