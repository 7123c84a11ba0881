// The sandbox's pools, made at genesis by the funded wallet through the swap program: on every DEX
// the sandbox stands in for (one label each), SOL/USDC, DEMO/SOL, DEMO/USDC, DEMO/USDT and USDT/USDC,
// so each Solana venue id (orcasol: Whirlpool, raydiumsol: Raydium, …) has the same pairs to trade,
// DEMO/USDT among them as on the sandbox exchanges (a pool and a book of one pair, for arbitrage). Prices
// and fees differ a little from DEX to DEX, as they do between real venues, so a router's choice
// shows. The SOL side is wrapped first, as any liquidity provider's would be.
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getSyncNativeInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { type Address, createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit';
import { getCreatePoolInstruction } from '../../../engine/connectors/solana/amm-program/amm-client.ts';
import { DEX_LABELS, type DexLabel } from '../../../engine/connectors/solana/amm-program/amm-labels.ts';
import type { GenesisContext } from '../sandbox-solana.ts';
import { sendAs } from '../signed-by.ts';

const unit = (decimals: number) => 10n ** BigInt(decimals);

/** Whole tokens on each side of each pair's pool, before the per-DEX tilt. */
export const GENESIS_POOLS = [
  { base: 'SOL', quote: 'USDC', baseAmount: 2_000n, quoteAmount: 300_000n },
  { base: 'DEMO', quote: 'SOL', baseAmount: 10_000_000n, quoteAmount: 667n },
  { base: 'DEMO', quote: 'USDC', baseAmount: 10_000_000n, quoteAmount: 100_000n },
  { base: 'DEMO', quote: 'USDT', baseAmount: 10_000_000n, quoteAmount: 100_000n },
  { base: 'USDT', quote: 'USDC', baseAmount: 1_000_000n, quoteAmount: 1_000_000n },
] as const;

/** Fee in basis points per DEX label, near what each charges on its common pools. */
const FEE_BPS: Record<DexLabel, number> = { 0: 30, 1: 25, 2: 20, 3: 25, 4: 30 };

/** Quote reserves tilted by up to ±0.8% between DEXes: a few basis points of arbitrage, as between real venues. */
const tilt = (label: DexLabel, amount: bigint) => (amount * BigInt(1_000 + (label - 2) * 4)) / 1_000n;

const ata = async (owner: Address, mint: Address) =>
  (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0];

async function wrapSol(genesis: GenesisContext, payer: KeyPairSigner, lamports: bigint): Promise<void> {
  const account = await ata(payer.address, genesis.mints.SOL.address);
  await sendAs(genesis.node, payer, [
    getCreateAssociatedTokenIdempotentInstruction({ payer, ata: account, owner: payer.address, mint: genesis.mints.SOL.address }),
    getTransferSolInstruction({ source: payer, destination: account, amount: lamports }),
    getSyncNativeInstruction({ account }),
  ]);
}

export async function createGenesisPools(genesis: GenesisContext): Promise<void> {
  const payer = await createKeyPairSignerFromPrivateKeyBytes(genesis.keypair.privateKey);
  const mintOf = (symbol: (typeof GENESIS_POOLS)[number]['base' | 'quote']) => genesis.mints[symbol];
  let solNeeded = 0n;
  for (const { label } of DEX_LABELS)
    for (const pool of GENESIS_POOLS) {
      if (pool.base === 'SOL') solNeeded += pool.baseAmount * unit(9);
      if (pool.quote === 'SOL') solNeeded += tilt(label, pool.quoteAmount * unit(9));
    }
  await wrapSol(genesis, payer, solNeeded);
  for (const { label } of DEX_LABELS) {
    for (const pool of GENESIS_POOLS) {
      const base = mintOf(pool.base);
      const quote = mintOf(pool.quote);
      await sendAs(genesis.node, payer, [
        await getCreatePoolInstruction({
          creator: payer,
          mintA: base.address,
          mintB: quote.address,
          label,
          feeBps: FEE_BPS[label],
          creatorTokenA: await ata(payer.address, base.address),
          creatorTokenB: await ata(payer.address, quote.address),
          amountA: pool.baseAmount * unit(base.decimals),
          amountB: tilt(label, pool.quoteAmount * unit(quote.decimals)),
        }),
      ]);
    }
  }
}
