// What a Solana swap really moved, read from its transaction's balance changes rather than assumed
// from the quote (as the EVM connector reads Transfer logs): the token balances before and after,
// per owner and mint, from getTransaction's meta. A swap wraps and unwraps SOL through a token
// account opened and closed in the same transaction, and pays the fee and new accounts' rent from
// the same lamports, so SOL is measured on the pools' side.

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

/**
 * Wrapped SOL that others' token accounts (the pools' vaults) gained in the transaction: how much
 * SOL a swap really paid in. The owner's own lamports are no measure of it, since the same
 * transaction pays the fee and the rent of the token accounts it opens.
 */
function wrappedSolGainedByOthers(meta: TransactionBalances, owner: string): bigint {
  const held = (entries: readonly TokenBalanceEntry[] | null | undefined) => {
    const byAccount = new Map<number, bigint>();
    for (const entry of entries ?? [])
      if (entry.mint === WRAPPED_SOL_MINT && entry.owner !== owner) byAccount.set(entry.accountIndex, BigInt(entry.uiTokenAmount.amount));
    return byAccount;
  };
  const before = held(meta.preTokenBalances);
  const after = held(meta.postTokenBalances);
  let gained = 0n;
  for (const index of new Set([...before.keys(), ...after.keys()])) gained += (after.get(index) ?? 0n) - (before.get(index) ?? 0n);
  return gained;
}

/**
 * What left and what reached `owner` in a swap of `inputMint` for `outputMint` (base units, both
 * positive). SOL paid in is what the pools' wrapped-SOL vaults gained; SOL paid out is what they
 * lost, which reaches the owner unwrapped.
 */
export function swapExecuted(
  meta: TransactionBalances,
  owner: string,
  inputMint: string,
  outputMint: string,
): { amountIn: bigint; amountOut: bigint } {
  return {
    amountIn: inputMint === WRAPPED_SOL_MINT ? wrappedSolGainedByOthers(meta, owner) : -tokenChange(meta, owner, inputMint),
    amountOut: outputMint === WRAPPED_SOL_MINT ? -wrappedSolGainedByOthers(meta, owner) : tokenChange(meta, owner, outputMint),
  };
}
