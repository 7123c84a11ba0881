// One signed transaction from in-process sandbox code (genesis, simulated traders): the latest
// blockhash, the payer's and the instructions' signers, through the node's journaled send.
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
import type { SvmNode } from '../svm-node.ts';

export async function sendAs(node: SvmNode, payer: KeyPairSigner, instructions: readonly Instruction[]): Promise<string> {
  const { blockhash, lastValidBlockHeight } = node.latestBlockhash('processed');
  const transaction = await pipe(
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
  return node.sendTransaction(transaction);
}
