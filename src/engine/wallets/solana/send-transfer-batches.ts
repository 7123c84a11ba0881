// Sending packed transfer batches (pack-transfers.ts), a few at a time: each batch is signed on the
// latest blockhash by its fee payer and the wallets whose instructions it holds, and followed until
// it lands (signed-sender.ts). A batch whose blockhash expired before it landed provably never ran,
// so it is signed again on a new blockhash, up to three times.
import {
  type GetLatestBlockhashApi,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  type Rpc,
  type RpcSubscriptions,
  type Signature,
  type SignatureNotificationsApi,
  signTransactionMessageWithSigners,
  type TransactionSigner,
} from '@solana/kit';
import { type SenderRpc, type SendTiming, sendUntilSettled } from '../../connectors/solana/signed-sender.ts';
import { transferMessage } from './pack-transfers.ts';

const SIGNINGS_PER_BATCH = 3;

export interface BatchSendOptions {
  rpc: SenderRpc & Rpc<GetLatestBlockhashApi>;
  subscriptions?: RpcSubscriptions<SignatureNotificationsApi>;
  feePayer: TransactionSigner;
  /** Batches in flight at once. */
  concurrency?: number;
  timing?: SendTiming;
}

async function sendBatch(options: BatchSendOptions, instructions: Instruction[]): Promise<Signature> {
  for (let signing = 1; ; signing += 1) {
    const { value: lifetime } = await options.rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
    const signed = await signTransactionMessageWithSigners(transferMessage(options.feePayer, lifetime, instructions));
    const outcome = await sendUntilSettled(
      options.rpc,
      {
        signature: getSignatureFromTransaction(signed),
        wire: getBase64EncodedWireTransaction(signed),
        lastValidBlockHeight: lifetime.lastValidBlockHeight,
      },
      { ...(options.timing ? { timing: options.timing } : {}), ...(options.subscriptions ? { subscriptions: options.subscriptions } : {}) },
    );
    if (outcome.landed) return outcome.signature;
    if (signing === SIGNINGS_PER_BATCH) throw new Error(`a transfer batch expired unprocessed ${SIGNINGS_PER_BATCH} times`);
  }
}

/** Sends every batch; answers their signatures in the batches' order. The first failure is thrown once all have settled. */
export async function sendTransferBatches(options: BatchSendOptions, batches: readonly Instruction[][]): Promise<Signature[]> {
  const signatures: Signature[] = new Array(batches.length);
  const failures: unknown[] = [];
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const index = next++;
      try {
        signatures[index] = await sendBatch(options, batches[index]!);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 8, batches.length) }, worker));
  if (failures.length > 0) throw failures[0];
  return signatures;
}
