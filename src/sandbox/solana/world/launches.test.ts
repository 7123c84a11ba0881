// A sandbox launch through the node, as a launchpad user makes one: the fixed-supply mint and the
// curve as the decoders read them, buys paying the exact quote, and the graduation into a
// Raydium-labelled pool holding the curve's reserves at its last price.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTransferSolInstruction } from '@solana-program/system';
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import {
  type Address,
  createKeyPairSignerFromBytes,
  generateKeyPairSigner,
  getBase58Encoder,
  type KeyPairSigner,
  lamports,
} from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCurveState, decodePoolState, tokenAccountAmount } from '../../../engine/connectors/solana/amm-program/amm-accounts.ts';
import { findPoolAddress, SANDBOX_AMM_PROGRAM_ID } from '../../../engine/connectors/solana/amm-program/amm-client.ts';
import { DexLabel } from '../../../engine/connectors/solana/amm-program/amm-labels.ts';
import { quoteCurveBuy, quoteGraduation } from '../../../engine/connectors/solana/amm-program/amm-quote.ts';
import { createGenesis, type Mints } from '../genesis.ts';
import { seededKeypair } from '../seeded-keys.ts';
import { sendAs } from '../signed-by.ts';
import { SvmNode } from '../svm-node.ts';
import { buyOnCurve, graduateLaunch, LAUNCH_CURVE, LAUNCH_DECIMALS, launchToken } from './launches.ts';

const SOL = 1_000_000_000n;
const PROGRAM = new URL('../program/sandbox_amm.so', import.meta.url);

let dataDir: string;
let world: { node: SvmNode; keypair: { address: Address; secretKeyBase58: string }; mints: Mints };
let funded: KeyPairSigner;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sandbox-solana-launches-'));
  const seed = 'launches';
  const keys = seededKeypair(seed, 'funded wallet');
  const node = SvmNode.open({ dataDir, slotMs: 0, programs: [{ programId: SANDBOX_AMM_PROGRAM_ID, bytes: readFileSync(PROGRAM) }] });
  const mints = await createGenesis(node, seed, keys, seededKeypair(seed, 'faucet'));
  world = { node, keypair: { address: keys.address, secretKeyBase58: keys.secretKeyBase58 }, mints };
  funded = await createKeyPairSignerFromBytes(getBase58Encoder().encode(keys.secretKeyBase58));
});

afterAll(async () => {
  await world.node.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function wallet(sol: bigint): Promise<KeyPairSigner> {
  const signer = await generateKeyPairSigner();
  await sendAs(world.node, funded, [
    getTransferSolInstruction({ source: funded, destination: signer.address, amount: lamports(sol * SOL) }),
  ]);
  return signer;
}

const ata = async (owner: Address, mint: Address) =>
  (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0];
const balance = (account: Address) => tokenAccountAmount(world.node.getAccount(account)!.data);

function curveOf(address: Address) {
  const state = decodeCurveState(world.node.getAccount(address)!.data);
  return { state, balances: { base: balance(state.baseVault), quote: balance(state.quoteVault) } };
}

/** The curve's price, lamports per base unit, over virtual + real reserves. */
function curvePrice(address: Address): number {
  const { state, balances } = curveOf(address);
  return Number(state.virtualQuote + balances.quote) / Number(state.virtualBase + balances.base);
}

/** A mint's supply (bytes 36..44) and whether it still has a mint authority (bytes 0..4, the option tag). */
function mintOf(mint: Address): { supply: bigint; decimals: number; mintable: boolean } {
  const data = world.node.getAccount(mint)!.data;
  const view = new DataView(data.buffer, data.byteOffset);
  return { supply: view.getBigUint64(36, true), decimals: data[44]!, mintable: view.getUint32(0, true) === 1 };
}

describe('sandbox launches', () => {
  it('the launch curve leaves enough unsold base to open the pool at its last price', () => {
    const { virtualBase, forSale, virtualQuote, graduationQuote } = LAUNCH_CURVE;
    const growth = Number(virtualQuote + graduationQuote) / Number(virtualQuote);
    expect(Number(virtualBase + forSale)).toBeGreaterThanOrEqual(Number(virtualBase) * growth ** 2);
    expect(graduationQuote).toBe(20n * SOL);
  });

  it('launchToken makes a fixed-supply mint and a wrapped-SOL curve the decoders read with the launch numbers', async () => {
    const creator = await wallet(10n);
    const launch = await launchToken(world, creator);
    expect(launch.creator).toBe(creator.address);
    expect(launch.symbol).toMatch(/^[A-Z]+$/);
    expect(launch.name).toMatch(/^\w+ \w+$/);
    expect(mintOf(launch.mint)).toEqual({
      supply: LAUNCH_CURVE.forSale + LAUNCH_CURVE.keptByCreator,
      decimals: LAUNCH_DECIMALS,
      mintable: false,
    });
    const { state, balances } = curveOf(launch.curve);
    expect(state).toMatchObject({
      baseMint: launch.mint,
      quoteMint: world.mints.SOL.address,
      creator: creator.address,
      virtualBase: LAUNCH_CURVE.virtualBase,
      virtualQuote: LAUNCH_CURVE.virtualQuote,
      graduationQuote: LAUNCH_CURVE.graduationQuote,
      graduationLabel: DexLabel.RaydiumAmmV4,
      graduationFeeBps: LAUNCH_CURVE.graduationFeeBps,
      baseSold: 0n,
      status: 'trading',
      pool: null,
    });
    expect(balances).toEqual({ base: LAUNCH_CURVE.forSale, quote: 0n });
    expect(balance(await ata(creator.address, launch.mint))).toBe(LAUNCH_CURVE.keptByCreator);
  });

  it("a launch's first buy of half a SOL lifts its price about a tenth", async () => {
    const creator = await wallet(10n);
    const launch = await launchToken(world, creator, { symbol: 'FIRST', name: 'First Buy', firstBuyLamports: SOL / 2n });
    expect(launch).toMatchObject({ symbol: 'FIRST', name: 'First Buy' });
    const { state, balances } = curveOf(launch.curve);
    expect(balances.quote).toBe(SOL / 2n);
    expect(balance(await ata(creator.address, launch.mint))).toBe(LAUNCH_CURVE.keptByCreator + state.baseSold);
    const opening = Number(LAUNCH_CURVE.virtualQuote) / Number(LAUNCH_CURVE.virtualBase + LAUNCH_CURVE.forSale);
    expect(curvePrice(launch.curve) / opening).toBeCloseTo(1.1025, 3);
  });

  it('buyOnCurve pays out the amm-quote quote to the unit and leaves the buyer no wrapped SOL', async () => {
    const launch = await launchToken(world, await wallet(10n));
    const buyer = await wallet(10n);
    const { state, balances } = curveOf(launch.curve);
    const quoted = quoteCurveBuy(state, balances, 2n * SOL);
    const lamportsBefore = world.node.getBalance(buyer.address);
    expect(await buyOnCurve(world, buyer, launch.mint, 2n * SOL)).toBe(quoted);
    expect(balance(await ata(buyer.address, launch.mint))).toBe(quoted);
    expect(curveOf(launch.curve).balances.quote).toBe(2n * SOL);
    expect(world.node.getAccount(await ata(buyer.address, world.mints.SOL.address))).toBeNull();
    // The 2 SOL, the new token account's rent and the fee: nothing stays wrapped.
    const rent = world.node.minimumBalanceForRentExemption(165);
    expect(lamportsBefore - world.node.getBalance(buyer.address)).toBe(2n * SOL + rent + 5_000n);
  });

  it('graduateLaunch refuses an incomplete curve; bought up to 20 SOL, it opens a Raydium pool with the reserves', async () => {
    const creator = await wallet(10n);
    const launch = await launchToken(world, creator, { firstBuyLamports: SOL / 10n });
    const buyer = await wallet(40n);
    expect(await graduateLaunch(world, buyer, launch.mint)).toBe(false);
    for (let step = 0; curveOf(launch.curve).state.status === 'trading'; step++) {
      world.node.advanceSlot();
      await buyOnCurve(world, buyer, launch.mint, 3n * SOL);
      expect(step).toBeLessThan(7);
    }
    // The buy that completes the curve pays only what was missing.
    const { state, balances } = curveOf(launch.curve);
    expect(balances.quote).toBe(LAUNCH_CURVE.graduationQuote);
    const expected = quoteGraduation(state, balances);
    expect(expected.baseBurned).toBeGreaterThan(0n);

    expect(await graduateLaunch(world, buyer, launch.mint)).toBe(true);
    const poolAddress = await findPoolAddress(launch.mint, world.mints.SOL.address, DexLabel.RaydiumAmmV4);
    const pool = decodePoolState(world.node.getAccount(poolAddress)!.data);
    expect(pool).toMatchObject({
      mintA: launch.mint,
      mintB: world.mints.SOL.address,
      label: DexLabel.RaydiumAmmV4,
      feeBps: 25,
      creator: creator.address,
    });
    expect([balance(pool.vaultA), balance(pool.vaultB)]).toEqual([expected.baseForPool, expected.quoteForPool]);
    expect(curveOf(launch.curve).state).toMatchObject({ status: 'migrated', pool: poolAddress });
    const lastPrice = Number(state.virtualQuote + balances.quote) / Number(state.virtualBase + balances.base);
    expect(Number(expected.quoteForPool) / Number(expected.baseForPool) / lastPrice).toBeCloseTo(1, 6);
    expect(mintOf(launch.mint).supply).toBe(LAUNCH_CURVE.forSale + LAUNCH_CURVE.keptByCreator - expected.baseBurned);

    expect(await graduateLaunch(world, buyer, launch.mint)).toBe(false);
  });

  it('two launches sent at once take two mints and make two curves', async () => {
    const creator = await wallet(10n);
    const [first, second] = await Promise.all([launchToken(world, creator), launchToken(world, creator)]);
    expect(first!.mint).not.toBe(second!.mint);
    expect(curveOf(first!.curve).state.creator).toBe(creator.address);
    expect(curveOf(second!.curve).state.creator).toBe(creator.address);
  });
});
