// The simulated launchers on a node whose slots the test moves itself: they launch, trade the
// latest curves, graduate a hyped one into its Raydium-labelled pool, do it all the same way for
// the same seed, and carry on with the same launches after a restart without being funded again.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Address } from '@solana/kit';
import { afterAll, expect, it } from 'vitest';
import { decodePoolState, tokenAccountAmount } from '../../../engine/connectors/solana/amm-program/amm-accounts.ts';
import { findPoolAddress, SANDBOX_AMM_PROGRAM_ID } from '../../../engine/connectors/solana/amm-program/amm-client.ts';
import { DexLabel } from '../../../engine/connectors/solana/amm-program/amm-labels.ts';
import { createGenesis, type Mints } from '../genesis.ts';
import { seededKeypair } from '../seeded-keys.ts';
import { SvmNode } from '../svm-node.ts';
import { launchHype, ROUND_SLOTS, type SandboxLaunchers, startLaunchers } from './launchers.ts';
import { readCurve } from './launches.ts';

/** A world whose second launch is hyped and graduates within its first three minutes. */
const SEED = 'launchers 4';
/** Two hundred seconds of the world's time. */
const ROUNDS = 100;
const PROGRAM = new URL('../program/sandbox_amm.so', import.meta.url);
const keys = seededKeypair(SEED, 'funded wallet');
const keypair = { address: keys.address, secretKeyBase58: keys.secretKeyBase58 };
const dataDirs: string[] = [];
const nodes: SvmNode[] = [];

afterAll(async () => {
  for (const node of nodes) await node.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function openNode(dataDir: string): SvmNode {
  const node = SvmNode.open({ dataDir, slotMs: 0, programs: [{ programId: SANDBOX_AMM_PROGRAM_ID, bytes: readFileSync(PROGRAM) }] });
  nodes.push(node);
  return node;
}

async function freshWorld(): Promise<{ node: SvmNode; keypair: typeof keypair; mints: Mints; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-solana-launchers-'));
  dataDirs.push(dataDir);
  const node = openNode(dataDir);
  const mints = await createGenesis(node, SEED, keys, seededKeypair(SEED, 'faucet'));
  return { node, keypair, mints, dataDir };
}

async function drive(node: SvmNode, launchers: SandboxLaunchers, rounds: number): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    node.advanceSlot(ROUND_SLOTS);
    await launchers.idle();
  }
}

/** Every launch as the chain shows it: its symbol, curve status and SOL raised. */
async function summary(node: SvmNode, launchers: SandboxLaunchers) {
  return Promise.all(
    launchers.launches.map(async (launch) => {
      const { state, balances } = await readCurve(node, launch.mint);
      return { mint: launch.mint, symbol: launch.symbol, status: state.status, raised: balances.quote, pool: state.pool };
    }),
  );
}

it('launch tokens, trade their curves and graduate a hyped one into a Raydium pool, the same way for the same seed', async () => {
  const first = await freshWorld();
  const launchers = await startLaunchers(first);
  await drive(first.node, launchers, ROUNDS);
  const launches = await summary(first.node, launchers);

  expect(launches.length).toBeGreaterThanOrEqual(2);
  expect(launchers.trades).toBeGreaterThan(ROUNDS / 2);
  expect(launches.filter((launch) => launch.status === 'trading' && launch.raised > 0n).length).toBeGreaterThan(0);
  const graduated = launches.findIndex((launch) => launch.status === 'migrated');
  expect(graduated).toBeGreaterThanOrEqual(0);
  expect(launchHype(first, graduated)).toBeGreaterThan(0.5);
  const poolAddress = await findPoolAddress(launches[graduated]!.mint, first.mints.SOL.address, DexLabel.RaydiumAmmV4);
  expect(launches[graduated]!.pool).toBe(poolAddress);
  const pool = decodePoolState(first.node.getAccount(poolAddress)!.data);
  expect(pool.label).toBe(DexLabel.RaydiumAmmV4);
  // 20 SOL went in at graduation; profit taking has since sold tokens into the pool for some of it.
  const poolSol = tokenAccountAmount(first.node.getAccount(pool.vaultB)!.data);
  expect(poolSol).toBeGreaterThan(0n);
  expect(poolSol).toBeLessThanOrEqual(20n * 10n ** 9n);
  launchers.stop();

  const second = await freshWorld();
  const again = await startLaunchers(second);
  await drive(second.node, again, ROUNDS);
  expect(await summary(second.node, again)).toEqual(launches);
  expect(again.trades).toBe(launchers.trades);
  again.stop();
});

it('a restarted world carries on with its launches and funds nobody again', async () => {
  const world = await freshWorld();
  const launchers = await startLaunchers(world);
  await drive(world.node, launchers, 60);
  launchers.stop();
  const before = await summary(world.node, launchers);
  await world.node.close();

  const node = openNode(world.dataDir);
  const funded = (address: Address) => node.getBalance(address);
  const fundedBefore = funded(keypair.address);
  const restarted = await startLaunchers({ ...world, node });
  expect(await summary(node, restarted)).toEqual(before);
  expect(funded(keypair.address)).toBe(fundedBefore);
  await drive(node, restarted, 25);
  expect(restarted.trades).toBeGreaterThan(0);
  restarted.stop();
});
