// Many transfers in few Solana transactions: each recipient's instructions (a group: make its
// token account if needed, then the transfer) go whole into a transaction, which takes groups
// until the next would pass Solana's size limit (1,232 bytes with the signatures). A group never
// straddles two transactions, so a transaction that fails leaves no recipient half-served.
import {
  appendTransactionMessageInstructions,
  type Blockhash,
  createTransactionMessage,
  type Instruction,
  isTransactionMessageWithinSizeLimit,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type TransactionSigner,
} from '@solana/kit';

export interface Lifetime {
  blockhash: Blockhash;
  lastValidBlockHeight: bigint;
}

/** A v0 message paid by `feePayer` on `lifetime` with `instructions`. */
export function transferMessage(feePayer: TransactionSigner, lifetime: Lifetime, instructions: readonly Instruction[]) {
  return pipe(
    createTransactionMessage({ version: 0 }),
    (message) => setTransactionMessageFeePayerSigner(feePayer, message),
    (message) => setTransactionMessageLifetimeUsingBlockhash(lifetime, message),
    (message) => appendTransactionMessageInstructions(instructions, message),
  );
}

/** The instructions of `groups`, in order, cut into transactions that each fit the size limit. */
export function packInstructionGroups(
  feePayer: TransactionSigner,
  groups: readonly (readonly Instruction[])[],
  lifetime: Lifetime,
): Instruction[][] {
  const fits = (instructions: readonly Instruction[]) =>
    isTransactionMessageWithinSizeLimit(transferMessage(feePayer, lifetime, instructions));
  const packed: Instruction[][] = [];
  let current: Instruction[] = [];
  for (const group of groups) {
    if (fits([...current, ...group])) {
      current = [...current, ...group];
      continue;
    }
    if (current.length === 0 || !fits(group)) throw new RangeError('one recipient’s instructions do not fit a transaction');
    packed.push(current);
    current = [...group];
  }
  if (current.length > 0) packed.push(current);
  return packed;
}
