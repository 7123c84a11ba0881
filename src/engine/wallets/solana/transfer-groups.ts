// The instructions of allocating to and collecting from Solana wallets, one group per wallet.
// Allocation: SOL by a plain transfer; a token by the recipient's associated token account (made
// idempotently where it is missing, its rent paid by the sender and counted) and a checked
// transfer. Collection: the main wallet pays the fees and each wallet only signs, so a wallet can be
// emptied to nothing; a token account emptied is closed, its rent going back to the main wallet.
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCloseAccountInstruction,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import type { Address, Instruction, TransactionSigner } from '@solana/kit';

/** Bytes of an SPL token account: what its rent-exempt minimum is reckoned on. */
export const TOKEN_ACCOUNT_SIZE = 165;

export type SolanaAsset = 'SOL' | { mint: Address; decimals: number };

export const tokenAccountOf = async (owner: Address, mint: Address): Promise<Address> =>
  (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0];

export interface AllocationPlan {
  groups: Instruction[][];
  /** Token accounts the allocation opens; each costs the sender its rent-exempt minimum. */
  newTokenAccounts: number;
}

export async function allocationGroups(input: {
  from: TransactionSigner;
  asset: SolanaAsset;
  legs: readonly { to: Address; amount: bigint }[];
  /** Whether a wallet already has its token account for the asset (read beforehand). */
  hasTokenAccount: (owner: Address) => boolean;
}): Promise<AllocationPlan> {
  const { from, asset } = input;
  if (asset === 'SOL') {
    return {
      groups: input.legs.map((leg) => [getTransferSolInstruction({ source: from, destination: leg.to, amount: leg.amount })]),
      newTokenAccounts: 0,
    };
  }
  const source = await tokenAccountOf(from.address, asset.mint);
  let newTokenAccounts = 0;
  const groups: Instruction[][] = [];
  for (const leg of input.legs) {
    const destination = await tokenAccountOf(leg.to, asset.mint);
    const group: Instruction[] = [];
    if (!input.hasTokenAccount(leg.to)) {
      group.push(getCreateAssociatedTokenIdempotentInstruction({ payer: from, ata: destination, owner: leg.to, mint: asset.mint }));
      newTokenAccounts += 1;
    }
    group.push(
      getTransferCheckedInstruction({
        source,
        mint: asset.mint,
        destination,
        authority: from,
        amount: leg.amount,
        decimals: asset.decimals,
      }),
    );
    groups.push(group);
  }
  return { groups, newTokenAccounts };
}

export async function collectionGroups(input: {
  /** The main wallet: receives everything and pays every fee. */
  main: TransactionSigner;
  asset: SolanaAsset;
  wallets: readonly { signer: TransactionSigner; amount: bigint; closeTokenAccount: boolean }[];
}): Promise<Instruction[][]> {
  const { main, asset } = input;
  if (asset === 'SOL') {
    return input.wallets.map((wallet) => [
      getTransferSolInstruction({ source: wallet.signer, destination: main.address, amount: wallet.amount }),
    ]);
  }
  const destination = await tokenAccountOf(main.address, asset.mint);
  const groups: Instruction[][] = [];
  for (const [index, wallet] of input.wallets.entries()) {
    const source = await tokenAccountOf(wallet.signer.address, asset.mint);
    const group: Instruction[] =
      // The main wallet's own account is made once, idempotently, in the first group.
      index === 0
        ? [getCreateAssociatedTokenIdempotentInstruction({ payer: main, ata: destination, owner: main.address, mint: asset.mint })]
        : [];
    if (wallet.amount > 0n)
      group.push(
        getTransferCheckedInstruction({
          source,
          mint: asset.mint,
          destination,
          authority: wallet.signer,
          amount: wallet.amount,
          decimals: asset.decimals,
        }),
      );
    if (wallet.closeTokenAccount)
      group.push(getCloseAccountInstruction({ account: source, destination: main.address, owner: wallet.signer }));
    if (group.length > 0) groups.push(group);
  }
  return groups;
}

/**
 * One transfer's instructions where the fee payer may be another wallet than the sender (a
 * collection's main wallet): SOL by a plain transfer; a token by the recipient's associated token
 * account, made idempotently (its rent paid by the fee payer), and a checked transfer, then, when
 * the transfer empties it (`closeSource`), the sender's token account closed, its rent going to the
 * fee payer. A token account that holds more than the transfer by then cannot be closed, and the
 * whole transaction is refused: nothing moves.
 */
export async function transferInstructions(input: {
  payer: TransactionSigner;
  from: TransactionSigner;
  to: Address;
  asset: SolanaAsset;
  amount: bigint;
  closeSource?: boolean;
}): Promise<Instruction[]> {
  const { payer, from, to, asset, amount } = input;
  if (asset === 'SOL') return [getTransferSolInstruction({ source: from, destination: to, amount })];
  const source = await tokenAccountOf(from.address, asset.mint);
  const close = getCloseAccountInstruction({ account: source, destination: payer.address, owner: from });
  // An account already empty is only closed, its rent going to the payer.
  if (amount === 0n && input.closeSource) return [close];
  const destination = await tokenAccountOf(to, asset.mint);
  return [
    getCreateAssociatedTokenIdempotentInstruction({ payer, ata: destination, owner: to, mint: asset.mint }),
    getTransferCheckedInstruction({ source, mint: asset.mint, destination, authority: from, amount, decimals: asset.decimals }),
    ...(input.closeSource ? [close] : []),
  ];
}
