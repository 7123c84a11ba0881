// The sandbox Solana network's simulated traders: every few slots a seeded draw trades one of the
// genesis pools, a price pushed away leans back toward where its pool opened, and a restart on the
// same folder keeps the traders funded once (the funded wallet pays nothing more). The draws are
// seeded by the world and the slot, and the test moves the slots itself, so every run is the same.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { type Address, createKeyPairSignerFromBytes, getBase58Encoder } from '@solana/kit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { decodePoolState, tokenAccountAmount } from '../../src/engine/connectors/solana/amm-program/amm-accounts.ts';
import { findPoolAddress, getSwapInstruction } from '../../src/engine/connectors/solana/amm-program/amm-client.ts';
import { DEX_LABELS, DexLabel } from '../../src/engine/connectors/solana/amm-program/amm-labels.ts';
import { sendAs } from '../../src/sandbox/solana/signed-by.ts';
import { GENESIS_POOLS } from '../../src/sandbox/solana/world/genesis-pools.ts';
import { type SandboxSolanaWorld, startSandboxSolanaWorld } from '../../src/sandbox/solana/world/sandbox-solana-world.ts';
import { ROUND_SLOTS } from '../../src/sandbox/solana/world/traders.ts';

let dataDir: string;
let world: SandboxSolanaWorld | null = null;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'sandbox-solana-traders-'));
});

afterAll(async () => {
  await world?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = () => startSandboxSolanaWorld({ dataDir, port: 0, slotMs: 0, traders: true });

/** Every genesis pool's price (quote per base, in base units) read from its vaults. */
async function prices(current: SandboxSolanaWorld): Promise<Map<Address, number>> {
  const found = new Map<Address, number>();
  for (const { label } of DEX_LABELS)
    for (const pool of GENESIS_POOLS) {
      const address = await findPoolAddress(current.mints[pool.base].address, current.mints[pool.quote].address, label);
      const state = decodePoolState(current.node.getAccount(address)!.data);
      const reserve = (vault: Address) => Number(tokenAccountAmount(current.node.getAccount(vault)!.data));
      found.set(address, reserve(state.vaultB) / reserve(state.vaultA));
    }
  return found;
}

async function fundedUsdc(current: SandboxSolanaWorld): Promise<bigint> {
  const [account] = await findAssociatedTokenPda({
    owner: current.keypair.address,
    mint: current.mints.USDC.address,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  });
  return tokenAccountAmount(current.node.getAccount(account)!.data);
}

it('trades the pools round after round, leaning a pushed price back toward where its pool opened, and funds the traders once', async () => {
  world = await start();
  const opening = await prices(world);
  // Someone buys 10% of the SOL/USDC Whirlpool pool's USDC worth of SOL: its price jumps about 20%.
  const pushed = await findPoolAddress(world.mints.SOL.address, world.mints.USDC.address, DexLabel.Whirlpool);
  const state = decodePoolState(world.node.getAccount(pushed)!.data);
  const funded = await createKeyPairSignerFromBytes(getBase58Encoder().encode(world.keypair.secretKeyBase58));
  const ata = async (mint: Address) =>
    (await findAssociatedTokenPda({ owner: funded.address, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0];
  await sendAs(world.node, funded, [
    getSwapInstruction({
      pool: { address: pushed, ...state },
      user: funded,
      userSource: await ata(world.mints.USDC.address),
      userDestination: await ata(world.mints.SOL.address),
      amountIn: 30_000n * 10n ** 6n,
      minOut: 0n,
      aToB: false,
    }),
  ]);
  const jumped = (await prices(world)).get(pushed)!;
  expect(jumped / opening.get(pushed)!).toBeGreaterThan(1.15);

  // About 30 of the trades fall on the pushed pool.
  const rounds = 600;
  for (let round = 0; round < rounds; round++) {
    world.node.advanceSlot(ROUND_SLOTS);
    await world.traders!.idle();
  }
  // Four rounds in five trade.
  expect(world.traders!.trades).toBeGreaterThan(rounds * 0.7);
  expect(world.traders!.trades).toBeLessThanOrEqual(rounds);
  const after = await prices(world);
  expect([...after].filter(([pool, price]) => price !== opening.get(pool)).length).toBeGreaterThan(15);
  // The traders sold into the jump: a walk with no lean would stay within about 2% of it.
  expect(after.get(pushed)!).toBeLessThan(jumped * 0.97);
  expect(after.get(pushed)!).toBeGreaterThan(opening.get(pushed)! * 0.97);

  const usdcBefore = await fundedUsdc(world);
  await world.close();
  world = await start();
  expect(await fundedUsdc(world)).toBe(usdcBefore);
  for (let round = 0; round < 10; round++) {
    world.node.advanceSlot(ROUND_SLOTS);
    await world.traders!.idle();
  }
  expect(world.traders!.trades).toBeGreaterThan(0);
});
