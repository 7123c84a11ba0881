// What a Solana swap really moved, read from its transaction's balance changes rather than assumed
// from the quote (as the EVM connector reads Transfer logs): the token balances before and after,
// per owner and mint, from getTransaction's meta. SOL counts both the owner's lamports (the fee
// added back when the owner paid it) and its wrapped-SOL token accounts, since a swap wraps and
// unwraps through a temporary account in the same transaction.

export const WRAPPED_SOL_MINT = 'So11111111111111111111111111111111111111112';

export interface TokenBalanceEntry {
  accountIndex: number;
  mint: string;
  owner?: string;
  uiTokenAmount: { amount: string };
}

export interface TransactionBalances {
  fee: bigint | number;
  preBalances: readonly (bigint | number)[];
  postBalances: readonly (bigint | number)[];
  preTokenBalances?: readonly TokenBalanceEntry[] | null;
  postTokenBalances?: readonly TokenBalanceEntry[] | null;
}

const sumOf = (entries: readonly TokenBalanceEntry[] | null | undefined, owner: string, mint: string) =>
  (entries ?? [])
    .filter((entry) => entry.owner === owner && entry.mint === mint)
    .reduce((sum, entry) => sum + BigInt(entry.uiTokenAmount.amount), 0n);

/** The change in `owner`'s holding of an SPL token (base units): positive when it received. */
export function tokenChange(meta: TransactionBalances, owner: string, mint: string): bigint {
  return sumOf(meta.postTokenBalances, owner, mint) - sumOf(meta.preTokenBalances, owner, mint);
}

/**
 * The change in `owner`'s SOL (lamports), fee excluded: its own lamports, the fee added back when
 * it paid it (account 0 pays), plus its wrapped SOL. `accountKeys` is the message's account list.
 */
export function solChange(meta: TransactionBalances, accountKeys: readonly string[], owner: string): bigint {
  const index = accountKeys.indexOf(owner);
  const lamports = index < 0 ? 0n : BigInt(meta.postBalances[index] ?? 0) - BigInt(meta.preBalances[index] ?? 0);
  const feeBack = index === 0 ? BigInt(meta.fee) : 0n;
  return lamports + feeBack + tokenChange(meta, owner, WRAPPED_SOL_MINT);
}

/** What left and what reached `owner` in a swap of `inputMint` for `outputMint` (base units, both positive). */
export function swapExecuted(
  meta: TransactionBalances,
  accountKeys: readonly string[],
  owner: string,
  inputMint: string,
  outputMint: string,
): { amountIn: bigint; amountOut: bigint } {
  const change = (mint: string) => (mint === WRAPPED_SOL_MINT ? solChange(meta, accountKeys, owner) : tokenChange(meta, owner, mint));
  return { amountIn: -change(inputMint), amountOut: change(outputMint) };
}
