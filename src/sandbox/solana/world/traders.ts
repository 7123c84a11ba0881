// Simulated traders on the sandbox Solana network's pools, so prices move and the venues' trades,
// candles and books have something to show, as the sandbox chain's swappers do for its DEX. Every
// few slots one draw, seeded by the world and the slot, says whether someone trades, on which pool,
// which trader, which side and how much; the side leans back toward the pool's opening price, so
// prices wander without running away. The traders are funded once, from the funded wallet, when
// first started on a world (an older world gets them on its next start).
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getSyncNativeInstruction,
  getTransferInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import {
  type Address,
  createKeyPairSignerFromBytes,
  createKeyPairSignerFromPrivateKeyBytes,
  getBase58Encoder,
  type KeyPairSigner,
} from '@solana/kit';
import { createRng } from '../../random.ts';
import type { Mints, MintSymbol } from '../genesis.ts';
import { decodePoolState, type PoolState, tokenAccountAmount } from '../../../engine/connectors/solana/amm-program/amm-accounts.ts';
import { findPoolAddress, getSwapInstruction } from '../../../engine/connectors/solana/amm-program/amm-client.ts';
import { DEX_LABELS } from '../../../engine/connectors/solana/amm-program/amm-labels.ts';
import { seededKeypair } from '../seeded-keys.ts';
import { sendAs } from '../signed-by.ts';
import type { SandboxSolana } from '../sandbox-solana.ts';
import type { SvmNode } from '../svm-node.ts';
import { GENESIS_POOLS } from './genesis-pools.ts';

const TRADER_COUNT = 4;
/** A draw every this many slots: two seconds at Solana's 400 ms. */
export const ROUND_SLOTS = 5;
/** Chance a round trades. */
const TRADE_CHANCE = 0.8;
/** What each trader is given, in whole tokens (SOL: wrapped for trading, plus as much again for fees and rent). */
const FUNDS: Record<MintSymbol, bigint> = { SOL: 2_000n, USDC: 300_000n, USDT: 1_000_000n, DEMO: 10_000_000n };

interface TradedPool {
  address: Address;
  state: PoolState;
  /** Quote per base (in base units) when the pool was made. */
  openingPrice: number;
}

export interface SandboxTraders {
  /** Trades made since the traders started. */
  readonly trades: number;
  /** Resolves once the round in flight, if any, is done. */
  idle(): Promise<void>;
  stop(): void;
}

const ata = async (owner: Address, mint: Address) =>
  (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0];
const unitsOf = (whole: bigint, decimals: number) => whole * 10n ** BigInt(decimals);

/** The traders' keys: seeded by the funded wallet's, so each world has its own and keeps them. */
function traderSigners(fundedSecret: string): Promise<KeyPairSigner[]> {
  return Promise.all(
    Array.from({ length: TRADER_COUNT }, (_, index) =>
      createKeyPairSignerFromPrivateKeyBytes(seededKeypair(fundedSecret, `trader ${index}`).privateKey),
    ),
  );
}

/**
 * Gives each trader what it lacks: its SOL (with the wrapped SOL it trades) while it holds none, and
 * each token while it has no account for it. Each step is one transaction, so a start stopped
 * halfway finishes the rest on the next one, and nothing is given twice.
 */
async function fundTraders(node: SvmNode, funded: KeyPairSigner, mints: Mints, traders: KeyPairSigner[]): Promise<void> {
  for (const trader of traders) {
    const sol = mints.SOL;
    const wrapped = await ata(trader.address, sol.address);
    if (node.getBalance(trader.address) === 0n)
      await sendAs(node, funded, [
        getTransferSolInstruction({ source: funded, destination: trader.address, amount: unitsOf(FUNDS.SOL, sol.decimals) }),
        getCreateAssociatedTokenIdempotentInstruction({ payer: funded, ata: wrapped, owner: trader.address, mint: sol.address }),
        getTransferSolInstruction({ source: funded, destination: wrapped, amount: unitsOf(FUNDS.SOL, sol.decimals) }),
        getSyncNativeInstruction({ account: wrapped }),
      ]);
    for (const symbol of ['USDC', 'USDT', 'DEMO'] as const) {
      const mint = mints[symbol];
      const account = await ata(trader.address, mint.address);
      if (node.getAccount(account)) continue;
      await sendAs(node, funded, [
        getCreateAssociatedTokenIdempotentInstruction({ payer: funded, ata: account, owner: trader.address, mint: mint.address }),
        getTransferInstruction({
          source: await ata(funded.address, mint.address),
          destination: account,
          authority: funded,
          amount: unitsOf(FUNDS[symbol], mint.decimals),
        }),
      ]);
    }
  }
}

/** The genesis pools that exist on the node, with their opening prices. */
async function tradedPools(node: SvmNode, mints: Mints): Promise<TradedPool[]> {
  const pools: TradedPool[] = [];
  for (const { label } of DEX_LABELS) {
    for (const pool of GENESIS_POOLS) {
      const address = await findPoolAddress(mints[pool.base].address, mints[pool.quote].address, label);
      const account = node.getAccount(address);
      if (!account) continue;
      const openingPrice =
        Number(unitsOf(pool.quoteAmount, mints[pool.quote].decimals)) / Number(unitsOf(pool.baseAmount, mints[pool.base].decimals));
      pools.push({ address, state: decodePoolState(account.data), openingPrice });
    }
  }
  return pools;
}

const reserveOf = (node: SvmNode, vault: Address) => tokenAccountAmount(node.getAccount(vault)!.data);

/** Starts trading on the world's pools every ROUND_SLOTS slots; the first start funds the traders. */
export async function startTraders(world: Pick<SandboxSolana, 'node' | 'keypair' | 'mints'>): Promise<SandboxTraders> {
  const { node, mints } = world;
  const funded = await createKeyPairSignerFromBytes(getBase58Encoder().encode(world.keypair.secretKeyBase58));
  const traders = await traderSigners(world.keypair.secretKeyBase58);
  await fundTraders(node, funded, mints, traders);
  const pools = await tradedPools(node, mints);
  let trades = 0;

  async function trade(slot: number): Promise<void> {
    const rng = createRng(world.keypair.secretKeyBase58, 'solana trade', slot);
    if (pools.length === 0 || rng.next() >= TRADE_CHANCE) return;
    const pool = pools[rng.int(pools.length)]!;
    const trader = traders[rng.int(traders.length)]!;
    const baseReserve = reserveOf(node, pool.state.vaultA);
    const quoteReserve = reserveOf(node, pool.state.vaultB);
    const price = Number(quoteReserve) / Number(baseReserve);
    const buyChance = Math.min(0.9, Math.max(0.1, 0.5 + 2 * Math.log(pool.openingPrice / price)));
    const buy = rng.next() < buyChance;
    const share = 0.0002 + rng.next() * 0.003;
    const amountIn = BigInt(Math.floor(Number(buy ? quoteReserve : baseReserve) * share));
    if (amountIn <= 0n) return;
    const [source, destination] = await Promise.all([
      ata(trader.address, buy ? pool.state.mintB : pool.state.mintA),
      ata(trader.address, buy ? pool.state.mintA : pool.state.mintB),
    ]);
    await sendAs(node, trader, [
      getSwapInstruction({
        pool: { address: pool.address, ...pool.state },
        user: trader,
        userSource: source,
        userDestination: destination,
        amountIn,
        minOut: 0n,
        aToB: !buy,
      }),
    ]);
    trades += 1;
  }

  // One round at a time: a round still sending when the next is due lets that one pass.
  let round: Promise<void> | null = null;
  const onSlot = (slot: number) => {
    if (slot % ROUND_SLOTS !== 0 || round) return;
    // A trader short of a token skips the round; the next draw may pick another.
    round = trade(slot)
      .catch(() => undefined)
      .finally(() => {
        round = null;
      });
  };
  node.on('slot', onSlot);
  return {
    get trades() {
      return trades;
    },
    idle: () => round ?? Promise.resolve(),
    stop: () => node.off('slot', onSlot),
  };
}
