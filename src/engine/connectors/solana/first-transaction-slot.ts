// When an account was made, read from its confirmed history: the slot of its first transaction. A
// launch's curve and a new pool are dated this way, so a sniper's window counts from their creation.
import type { Address, GetSignaturesForAddressApi, Rpc } from '@solana/kit';

/** getSignaturesForAddress answers at most this many a call. */
export const SIGNATURES_PAGE = 1_000;

/**
 * The slot of the account's first transaction. Null while none is listed (the history lists
 * confirmed transactions only, and an account made at genesis has none), and null for good when the
 * history reaches further back than one page; `final` says the answer will not change.
 */
export async function firstTransactionSlot(
  rpc: Rpc<GetSignaturesForAddressApi>,
  account: Address,
): Promise<{ slot: number | null; final: boolean }> {
  const page = await rpc.getSignaturesForAddress(account, { limit: SIGNATURES_PAGE }).send();
  if (page.length >= SIGNATURES_PAGE) return { slot: null, final: true };
  return page.length === 0 ? { slot: null, final: false } : { slot: Number(page.at(-1)!.slot), final: true };
}
