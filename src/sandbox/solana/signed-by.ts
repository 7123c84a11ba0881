// Transactions from in-process sandbox code (genesis, the faucet, the pools, tests): a message on
// the node's latest blockhash, paid and signed by `payer` and the instructions' own signers, sent
// through the node's journaled path like any client's.
import {
  appendTransactionMessageInstructions,
  type Blockhash,
  createTransactionMessage,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import type { SvmNode } from './svm-node.ts';

export function signedBy(node: SvmNode, payer: KeyPairSigner, instructions: readonly Instruction[]) {
  const { blockhash, lastValidBlockHeight } = node.latestBlockhash('processed');
  return pipe(
    createTransactionMessage({ version: 0 }),
    (message) => setTransactionMessageFeePayerSigner(payer, message),
    (message) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash as Blockhash, lastValidBlockHeight: BigInt(lastValidBlockHeight) },
        message,
      ),
    (message) => appendTransactionMessageInstructions(instructions, message),
    (message) => signTransactionMessageWithSigners(message),
  );
}

export async function sendAs(node: SvmNode, payer: KeyPairSigner, instructions: readonly Instruction[]): Promise<string> {
  return node.sendTransaction(await signedBy(node, payer, instructions));
}
