// Simulated launchers on the sandbox Solana network, so meme tokens come and go as on a launchpad,
// like the sandbox chain's launchers (src/sandbox/chain/launchers.ts): about every 150 s of slots
// one of them launches a token with a small first buy, and they buy and sell on the latest
// launches' curves. Each launch has a hype, drawn from the seed and its place in the launch order,
// that sets how eagerly it is bought: a hyped one completes its curve within minutes and is
// graduated into its Raydium-labelled pool, a dull one fades once newer launches take the
// attention. After graduation the launchers take profit on the pool now and then; a creator keeps
// its own share until then. Every draw comes from (world, slot, launch), so a run repeats.
//
// The launches are read from the node (launches.ts numbers their mints), so a restarted world
// carries on with them. The launchers' SOL comes from the funded wallet: whichever holds less than
// a floor is topped up before it acts, which funds them on a world's first start and never pays
// twice for the same need across restarts. A trade that fails is skipped, never the node.
import { getTransferSolInstruction } from '@solana-program/system';
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import {
  createKeyPairSignerFromBytes,
  createKeyPairSignerFromPrivateKeyBytes,
  getBase58Encoder,
  type KeyPairSigner,
  lamports,
} from '@solana/kit';
import { decodePoolState } from '../../../engine/connectors/solana/amm-program/amm-accounts.ts';
import { findPoolAddress, getSwapInstruction } from '../../../engine/connectors/solana/amm-program/amm-client.ts';
import { createRng, hashedUnit, type Rng } from '../../random.ts';
import type { SandboxSolana } from '../sandbox-solana.ts';
import { seededKeypair } from '../seeded-keys.ts';
import { sendAs } from '../signed-by.ts';
import {
  buyOnCurve,
  graduateLaunch,
  heldBy,
  LAUNCH_CURVE,
  launchAt,
  launchMintCount,
  launchToken,
  readCurve,
  type SolanaLaunch,
  sellOnCurve,
  wrappedSol,
} from './launches.ts';

const LAUNCHER_COUNT = 6;
/** A round every this many slots: two seconds at Solana's 400 ms. */
export const ROUND_SLOTS = 5;
const SLOT_SECONDS = 0.4;
/** Mean slots between launches (150 s). */
const LAUNCH_EVERY_SLOTS = 150 / SLOT_SECONDS;
/** Mean slots between trades on one live curve (4 s). */
const TRADE_EVERY_SLOTS = 4 / SLOT_SECONDS;
/** Mean slots between profit-taking sales of one graduated token on its pool (30 s). */
const DUMP_EVERY_SLOTS = 30 / SLOT_SECONDS;
/** Only the latest launches are traded; older ones still on their curve are left to fade. */
const ACTIVE_LAUNCHES = 4;
const SOL = 1_000_000_000n;
/** A launcher holding less than FLOOR is topped up to FUNDING: ten graduations' worth each. */
const FUNDING = 200n * SOL;
const FLOOR = 20n * SOL;

export interface SandboxLaunchers {
  /** Every launch on the node, oldest first, the launchers' and anyone else's. */
  readonly launches: readonly SolanaLaunch[];
  /** Trades (curve buys and sells, pool sales) made since the launchers started. */
  readonly trades: number;
  /** Resolves once the round in flight, if any, is done. */
  idle(): Promise<void>;
  stop(): void;
}

type LaunchersWorld = Pick<SandboxSolana, 'node' | 'keypair' | 'mints'>;

/** How eagerly a launch is bought, in [0, 1): fixed by the world and the launch's place in the order. */
export function launchHype(world: Pick<SandboxSolana, 'keypair'>, index: number): number {
  return (hashedUnit(world.keypair.secretKeyBase58, 'solana launch hype', index) + 1) / 2;
}

const lamportsOf = (sol: number) => BigInt(Math.floor(sol * 1e9));
const share = (amount: bigint, part: number) => (amount * BigInt(Math.floor(part * 1000))) / 1000n;

/** Starts the launchers on the world's slots; the first start funds them. */
export async function startLaunchers(world: LaunchersWorld): Promise<SandboxLaunchers> {
  const { node } = world;
  const secret = world.keypair.secretKeyBase58;
  const funded = await createKeyPairSignerFromBytes(getBase58Encoder().encode(secret));
  const launchers = await Promise.all(
    Array.from({ length: LAUNCHER_COUNT }, (_, index) =>
      createKeyPairSignerFromPrivateKeyBytes(seededKeypair(secret, `launcher ${index}`).privateKey),
    ),
  );
  const launches: SolanaLaunch[] = [];
  /** Mint index of each entry of `launches`: what its hype is drawn from. */
  const indices: number[] = [];
  let nextIndex = 0;
  let trades = 0;

  async function topUp(launcher: KeyPairSigner): Promise<void> {
    const balance = node.getBalance(launcher.address);
    if (balance >= FLOOR) return;
    await sendAs(node, funded, [
      getTransferSolInstruction({ source: funded, destination: launcher.address, amount: lamports(FUNDING - balance) }),
    ]);
  }

  /** Picks up the launches made since the last look. A newest mint still without its curve is looked at again next time. */
  async function discover(): Promise<void> {
    const count = launchMintCount(world);
    while (nextIndex < count) {
      const launch = await launchAt(world, nextIndex);
      if (!launch && nextIndex === count - 1) return;
      if (launch) {
        launches.push(launch);
        indices.push(nextIndex);
      }
      nextIndex += 1;
    }
  }

  async function pick(rng: Rng): Promise<KeyPairSigner> {
    const launcher = launchers[rng.int(launchers.length)]!;
    await topUp(launcher);
    return launcher;
  }

  async function launch(rng: Rng): Promise<void> {
    const creator = await pick(rng);
    await launchToken(world, creator, { firstBuyLamports: lamportsOf(0.1 + rng.next() * 0.9) });
  }

  /** One trade on a live curve: a buy sized by the launch's hype, or a sale of part of a bag. */
  async function trade(rng: Rng, launch: SolanaLaunch, hype: number): Promise<void> {
    const who = await pick(rng);
    const held = await heldBy(node, who.address, launch.mint);
    const kept = who.address === launch.creator ? LAUNCH_CURVE.keptByCreator : 0n;
    const bag = held > kept ? held - kept : 0n;
    const buy = bag === 0n || rng.next() < 0.5 + 0.35 * hype;
    const size = rng.next();
    if (buy) {
      await buyOnCurve(world, who, launch.mint, lamportsOf((0.1 + size * 0.9) * (0.5 + hype)));
    } else {
      // The curve buys back at most what it has sold.
      const { state } = await readCurve(node, launch.mint);
      const amount = share(bag, 0.05 + size * 0.3);
      // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take.
      await sellOnCurve(world, who, launch.mint, amount < state.baseSold ? amount : state.baseSold);
    }
    trades += 1;
  }

  /** Sells part of a launcher's bag of a graduated token on its pool, unwrapping the SOL. */
  async function takeProfit(rng: Rng, launch: SolanaLaunch): Promise<void> {
    const who = await pick(rng);
    const held = await heldBy(node, who.address, launch.mint);
    const amount = share(held, 0.1 + rng.next() * 0.2);
    if (amount === 0n) return;
    const address = await findPoolAddress(launch.mint, world.mints.SOL.address, LAUNCH_CURVE.graduationLabel);
    const pool = decodePoolState(node.getAccount(address)!.data);
    const wrapped = await wrappedSol(world, who, 0n);
    const [source] = await findAssociatedTokenPda({ owner: who.address, mint: launch.mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
    await sendAs(node, who, [
      ...wrapped.open,
      getSwapInstruction({
        pool: { address, ...pool },
        user: who,
        userSource: source,
        userDestination: wrapped.account,
        amountIn: amount,
        minOut: 0n,
        aToB: pool.mintA === launch.mint,
      }),
      ...wrapped.close,
    ]);
    trades += 1;
  }

  /** What one recent launch sees this round: graduation once complete, else a trade or a sale by chance. */
  async function tend(rng: Rng, launch: SolanaLaunch, index: number): Promise<void> {
    const { state } = await readCurve(node, launch.mint);
    if (state.status === 'complete') await graduateLaunch(world, await pick(rng), launch.mint);
    else if (state.status === 'migrated') {
      if (rng.next() < ROUND_SLOTS / DUMP_EVERY_SLOTS) await takeProfit(rng, launch);
    } else if (rng.next() < ROUND_SLOTS / TRADE_EVERY_SLOTS) await trade(rng, launch, launchHype(world, index));
  }

  const skipFailure = (step: Promise<void>) => step.catch(() => undefined);

  async function round(slot: number): Promise<void> {
    await discover();
    const rng = createRng(secret, 'solana launch', slot);
    // A world with no launch yet gets its first at once, so there is something to watch from the start.
    if (launches.length === 0 || rng.next() < ROUND_SLOTS / LAUNCH_EVERY_SLOTS) {
      await skipFailure(launch(rng));
      await discover();
    }
    for (let at = Math.max(0, launches.length - ACTIVE_LAUNCHES); at < launches.length; at++) {
      const index = indices[at]!;
      await skipFailure(tend(createRng(secret, 'solana launch trade', slot, index), launches[at]!, index));
    }
  }

  for (const launcher of launchers) await topUp(launcher);
  await discover();

  // One round at a time: a round still sending when the next is due lets that one pass.
  let inFlight: Promise<void> | null = null;
  const onSlot = (slot: number) => {
    if (slot % ROUND_SLOTS !== 0 || inFlight) return;
    inFlight = skipFailure(round(slot)).finally(() => {
      inFlight = null;
    });
  };
  node.on('slot', onSlot);
  return {
    launches,
    get trades() {
      return trades;
    },
    idle: () => inFlight ?? Promise.resolve(),
    stop: () => node.off('slot', onSlot),
  };
}
