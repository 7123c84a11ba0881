// The sandbox Solana world at its first start: the funded wallet and the faucet get their SOL, and
// USDC, USDT and DEMO are created as real SPL Token mints by ordinary transactions (create account,
// initialize mint, the wallet's associated token account, mint to it), with the funded wallet as
// mint authority. Everything goes through the node's journaled paths, so the snapshot taken after
// genesis holds it all. SOL is the wrapped-SOL mint LiteSVM provides.
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintToInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { type Address, createKeyPairSignerFromPrivateKeyBytes, lamports } from '@solana/kit';
import { type SeededKeypair, seededKeypair } from './seeded-keys.ts';
import { sendAs } from './signed-by.ts';
import type { SvmNode } from './svm-node.ts';
import { MINT_SIZE } from './token-accounts.ts';

export type MintSymbol = 'SOL' | 'USDC' | 'USDT' | 'DEMO';
export type MintInfo = { address: Address; decimals: number };
export type Mints = Record<MintSymbol, MintInfo>;

export const SYSTEM_PROGRAM = '11111111111111111111111111111111' as Address;
export const WRAPPED_SOL_MINT = 'So11111111111111111111111111111111111111112' as Address;
const LAMPORTS_PER_SOL = 1_000_000_000n;
/** The funded wallet: a million SOL. */
export const FUNDED_LAMPORTS = 1_000_000n * LAMPORTS_PER_SOL;
/** The faucet behind requestAirdrop: a hundred million SOL. */
export const FAUCET_LAMPORTS = 100_000_000n * LAMPORTS_PER_SOL;

/** The tokens created at genesis, each with a billion whole tokens minted to the funded wallet. */
export const GENESIS_TOKENS: { symbol: Exclude<MintSymbol, 'SOL'>; decimals: number; supply: bigint }[] = [
  { symbol: 'USDC', decimals: 6, supply: 1_000_000_000n },
  { symbol: 'USDT', decimals: 6, supply: 1_000_000_000n },
  { symbol: 'DEMO', decimals: 9, supply: 1_000_000_000n },
];

export function mintKeypair(seed: string, symbol: string): SeededKeypair {
  return seededKeypair(seed, `mint ${symbol}`);
}

/** Funds the wallet and the faucet and creates the tokens; answers every mint of the world. */
export async function createGenesis(node: SvmNode, seed: string, funded: SeededKeypair, faucet: SeededKeypair): Promise<Mints> {
  const system = { owner: SYSTEM_PROGRAM, data: new Uint8Array(0), executable: false };
  node.setAccount(funded.address, { ...system, lamports: FUNDED_LAMPORTS });
  node.setAccount(faucet.address, { ...system, lamports: FAUCET_LAMPORTS });
  const payer = await createKeyPairSignerFromPrivateKeyBytes(funded.privateKey);
  const mints = { SOL: { address: WRAPPED_SOL_MINT, decimals: 9 } } as Mints;
  for (const token of GENESIS_TOKENS) {
    const mint = await createKeyPairSignerFromPrivateKeyBytes(mintKeypair(seed, token.symbol).privateKey);
    const [ata] = await findAssociatedTokenPda({ owner: payer.address, mint: mint.address, tokenProgram: TOKEN_PROGRAM_ADDRESS });
    await sendAs(node, payer, [
      getCreateAccountInstruction({
        payer,
        newAccount: mint,
        lamports: lamports(node.minimumBalanceForRentExemption(MINT_SIZE)),
        space: MINT_SIZE,
        programAddress: TOKEN_PROGRAM_ADDRESS,
      }),
      getInitializeMint2Instruction({
        mint: mint.address,
        decimals: token.decimals,
        mintAuthority: payer.address,
        freezeAuthority: null,
      }),
      getCreateAssociatedTokenIdempotentInstruction({ payer, ata, owner: payer.address, mint: mint.address }),
      getMintToInstruction({
        mint: mint.address,
        token: ata,
        mintAuthority: payer,
        amount: token.supply * 10n ** BigInt(token.decimals),
      }),
    ]);
    mints[token.symbol] = { address: mint.address, decimals: token.decimals };
  }
  return mints;
}
