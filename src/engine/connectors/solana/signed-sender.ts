// Sending one signed Solana transaction until it lands or provably cannot: a transaction's
// signature is its id, so the same bytes are sent again (never re-signed) while its blockhash is
// valid, and a validator runs it at most once. It is given up only when the chain's block height
// has passed its last valid one with no status for it: then it can never land, and the caller may
// build and sign a new one. Preflight refusals on the first send throw as @solana/kit raises them.
// Confirmation comes from the RPC's websocket when there is one (the signature's notification, as
// kit's own sendAndConfirm waits for it), else from polling the status; the polling also watches
// for expiry and resends, so a websocket that drops loses nothing.
import {
  type Base64EncodedWireTransaction,
  type GetBlockHeightApi,
  type GetSignatureStatusesApi,
  getSolanaErrorFromTransactionError,
  type Rpc,
  type RpcSubscriptions,
  type SendTransactionApi,
  type Signature,
  type SignatureNotificationsApi,
} from '@solana/kit';
import { createRecentSignatureConfirmationPromiseFactory } from '@solana/transaction-confirmation';

export type SenderRpc = Rpc<SendTransactionApi & GetSignatureStatusesApi & GetBlockHeightApi>;

export type SendOutcome = { landed: true; signature: Signature; slot: bigint } | { landed: false; signature: Signature };

export interface SendTiming {
  /** How often the signature's status is asked for (the websocket usually answers first). */
  pollMs: number;
  /** How often the same bytes are sent again while unconfirmed (Solana drops what a leader did not take). */
  resendMs: number;
}

const DEFAULT_TIMING: SendTiming = { pollMs: 400, resendMs: 2_000 };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

export async function sendUntilSettled(
  rpc: SenderRpc,
  transaction: { signature: Signature; wire: Base64EncodedWireTransaction; lastValidBlockHeight: bigint },
  options: {
    timing?: SendTiming;
    subscriptions?: RpcSubscriptions<SignatureNotificationsApi>;
    /**
     * The bytes were broadcast before (a restart): sent without preflight, which would refuse a
     * transaction the chain has already processed instead of letting its status say so.
     */
    resent?: boolean;
  } = {},
): Promise<SendOutcome> {
  const timing = options.timing ?? DEFAULT_TIMING;
  const send = (skipPreflight: boolean) =>
    rpc.sendTransaction(transaction.wire, { encoding: 'base64', skipPreflight, preflightCommitment: 'confirmed' }).send();
  const done = new AbortController();
  const landedSlot = async (): Promise<SendOutcome> => {
    const [status] = (await rpc.getSignatureStatuses([transaction.signature]).send()).value;
    return { landed: true, signature: transaction.signature, slot: status?.slot ?? 0n };
  };

  async function poll(): Promise<SendOutcome> {
    let lastSent = Date.now();
    while (!done.signal.aborted) {
      await sleep(timing.pollMs, done.signal);
      if (done.signal.aborted) break;
      const [status] = (await rpc.getSignatureStatuses([transaction.signature]).send()).value;
      if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) {
        // A transaction that landed failed (possible when the pool moved between preflight and
        // execution) is raised as kit raises a failed transaction.
        if (status.err) throw getSolanaErrorFromTransactionError(status.err);
        return { landed: true, signature: transaction.signature, slot: status.slot };
      }
      if (status) continue;
      const height = await rpc.getBlockHeight({ commitment: 'confirmed' }).send();
      if (height > transaction.lastValidBlockHeight) {
        // Asked once more after the height passed, so a landing in the last valid block is not missed.
        const [late] = (await rpc.getSignatureStatuses([transaction.signature], { searchTransactionHistory: true }).send()).value;
        if (!late) return { landed: false, signature: transaction.signature };
        continue;
      }
      if (Date.now() - lastSent >= timing.resendMs) {
        await send(true).catch(() => undefined);
        lastSent = Date.now();
      }
    }
    return new Promise<never>(() => undefined);
  }

  try {
    await send(options.resent === true);
    const racers = [poll()];
    if (options.subscriptions) {
      const confirmed = createRecentSignatureConfirmationPromiseFactory({ rpc, rpcSubscriptions: options.subscriptions });
      racers.push(confirmed({ abortSignal: done.signal, commitment: 'confirmed', signature: transaction.signature }).then(landedSlot));
    }
    return await Promise.race(racers);
  } finally {
    done.abort();
  }
}
