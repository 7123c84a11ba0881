// A transaction's token balances, before and after, as Solana's meta lists them
// (`preTokenBalances`, `postTokenBalances`): one entry per account of the transaction that is an
// initialized token account at that moment, naming the account by its index in the transaction's
// account list. Indexers and wallets read a swap's or transfer's effect from these pairs.
import type { Address } from '@solana/kit';
import { parseTokenAccount, type UiTokenAmount, uiTokenAmount } from './token-accounts.ts';

export interface AccountBytes {
  /** The program owning the account. */
  owner: string;
  data: Uint8Array;
}

export interface TokenBalance {
  accountIndex: number;
  mint: Address;
  owner: Address;
  programId: string;
  uiTokenAmount: UiTokenAmount;
}

/** The token balances among `accounts` (aligned with the transaction's account keys; null: none). */
export function tokenBalances(
  accounts: readonly (AccountBytes | null)[],
  decimalsOf: (mint: Address) => number | undefined,
): TokenBalance[] {
  const balances: TokenBalance[] = [];
  accounts.forEach((account, accountIndex) => {
    if (!account) return;
    const token = parseTokenAccount(account.owner, account.data);
    if (!token) return;
    const decimals = decimalsOf(token.mint);
    if (decimals === undefined) return;
    balances.push({
      accountIndex,
      mint: token.mint,
      owner: token.owner,
      programId: account.owner,
      uiTokenAmount: uiTokenAmount(token.amount, decimals),
    });
  });
  return balances;
}
