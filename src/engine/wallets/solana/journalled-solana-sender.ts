// Sends a task's (or a bot's) Solana transactions so that a crash at any point neither loses nor repeats one.
// Each transaction is signed and written to the journal (fee payer, signature, signed bytes, last
// valid block height) before it is broadcast. Asked again for the same item and step (a retry, or
// the task resuming after a restart) it looks the journalled signature up first: landed, that is
// the answer; still valid, the same bytes go out again (a validator runs a signature at most once);
// only when the chain's block height has passed the transaction's last valid one and its status is
// still unknown, so that it can never land, is a new transaction signed in its place. No second
// transaction for an item ever exists while the first may still land.
import {
  type Base64EncodedWireTransaction,
  type GetLatestBlockhashApi,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  getSolanaErrorFromTransactionError,
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

/** A task's item, or a bot's swap (botId, item 0, the swap's step). */
export interface SolanaSendKey {
  taskId?: number;
  botId?: number;
  itemIndex: number;
  /** An item may send more than one transaction. */
  step: number;
}

export interface SolanaJournalEntry extends SolanaSendKey {
  chain: string;
  feePayer: string;
  signature: string;
  wire: string;
  lastValidBlockHeight: bigint;
  /** 'sent' until the chain settles it, then 'landed' or 'failed'. */
  state?: string;
}

export interface SolanaSendJournal {
  find(key: SolanaSendKey): Promise<SolanaJournalEntry | undefined>;
  /** Written before the transaction is broadcast. */
  record(entry: SolanaJournalEntry): Promise<void>;
  /** A new signing takes the place of one that provably never landed; written before it is broadcast. */
  replace(key: SolanaSendKey, next: Pick<SolanaJournalEntry, 'signature' | 'wire' | 'lastValidBlockHeight'>): Promise<void>;
  /** The chain's verdict; 'expired' when its sender gave up a transaction that can never land. */
  settle(key: SolanaSendKey, state: 'landed' | 'failed' | 'expired'): Promise<void>;
}

export type SolanaSenderRpc = SenderRpc & Rpc<GetLatestBlockhashApi>;

/** A signed transaction as the journal keeps it. */
export type SignedSolanaTransaction = Pick<SolanaJournalEntry, 'signature' | 'wire' | 'lastValidBlockHeight'>;

/** Where a journalled transaction stands on the chain. */
export type SolanaSendState = 'landed' | 'failed' | 'expired' | 'pending';

/** Signings of one item's step before it is given up as a retryable failure (each one expired unprocessed). */
const SIGNINGS = 3;

export class JournalledSolanaSender {
  constructor(
    private readonly chain: string,
    private readonly rpc: SolanaSenderRpc,
    private readonly journal: SolanaSendJournal,
    private readonly options: { subscriptions?: RpcSubscriptions<SignatureNotificationsApi>; timing?: SendTiming } = {},
  ) {}

  /**
   * Sends `instructions`, paid and signed by `feePayer` (and the signers the instructions name),
   * once. Answers the landed transaction's signature; a transaction that landed and failed throws
   * as @solana/kit raises it. `resumed`: an earlier attempt may have journalled and sent it.
   */
  send(key: SolanaSendKey, feePayer: TransactionSigner, instructions: readonly Instruction[], resumed: boolean): Promise<Signature> {
    return this.sendSigned(key, feePayer.address, () => this.sign(feePayer, instructions), resumed);
  }

  /**
   * As `send`, for a transaction `sign` builds and signs (a swap from a swap API): called for the
   * first signing, and again only once the one before provably never landed.
   */
  async sendSigned(
    key: SolanaSendKey,
    feePayer: string,
    sign: () => Promise<SignedSolanaTransaction>,
    resumed: boolean,
  ): Promise<Signature> {
    let entry = resumed ? await this.journal.find(key) : undefined;
    for (let signing = 1; ; signing += 1) {
      let wasSent = true;
      if (!entry) {
        entry = { ...key, chain: this.chain, feePayer, ...(await sign()) };
        await this.journal.record(entry);
        wasSent = false;
      } else {
        const state = await this.stateOf(entry);
        if (state === 'landed') return this.settled(entry, 'landed');
        if (state === 'failed') return this.settled(entry, 'failed');
        if (state === 'expired') {
          const next = await sign();
          await this.journal.replace(key, next);
          entry = { ...entry, ...next };
          wasSent = false;
        }
      }
      const outcome = await sendUntilSettled(
        this.rpc,
        {
          signature: entry.signature as Signature,
          wire: entry.wire as Base64EncodedWireTransaction,
          lastValidBlockHeight: entry.lastValidBlockHeight,
        },
        { ...this.options, resent: wasSent },
      ).catch(async (error: unknown) => {
        // Landed and failed: the chain's verdict, kept so a later look needs no RPC.
        if (await this.landedFailed(entry!)) await this.journal.settle(key, 'failed');
        throw error;
      });
      if (outcome.landed) return this.settled(entry, 'landed');
      if (signing >= SIGNINGS) throw new Error(`a transaction expired unprocessed ${SIGNINGS} times`);
    }
  }

  /** Where the item's journalled transaction stands, or null when none was journalled. */
  async state(key: SolanaSendKey): Promise<SolanaSendState | null> {
    const entry = await this.journal.find(key);
    if (!entry) return null;
    if (entry.state === 'landed' || entry.state === 'failed') return entry.state;
    return this.stateOf(entry);
  }

  /**
   * Gives up the item's transaction when it can never land (its blockhash expired unprocessed): its
   * journal row is closed as 'expired', so its payer no longer shows as sending. Answers the state.
   */
  async abandon(key: SolanaSendKey): Promise<SolanaSendState | null> {
    const state = await this.state(key);
    if (state === 'expired') await this.journal.settle(key, 'expired');
    return state;
  }

  /** Broadcasts the journalled bytes again (no preflight); a transaction cannot be made dearer without a new signature. */
  async resend(key: SolanaSendKey): Promise<void> {
    const entry = await this.journal.find(key);
    if (entry?.state !== 'sent') return;
    await this.rpc.sendTransaction(entry.wire as Base64EncodedWireTransaction, { encoding: 'base64', skipPreflight: true }).send();
  }

  private async sign(feePayer: TransactionSigner, instructions: readonly Instruction[]): Promise<SignedSolanaTransaction> {
    const { value: lifetime } = await this.rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
    const signed = await signTransactionMessageWithSigners(transferMessage(feePayer, lifetime, instructions));
    return {
      signature: getSignatureFromTransaction(signed) as string,
      wire: getBase64EncodedWireTransaction(signed) as string,
      lastValidBlockHeight: lifetime.lastValidBlockHeight,
    };
  }

  private async statusOf(signature: string) {
    const [status] = (await this.rpc.getSignatureStatuses([signature as Signature], { searchTransactionHistory: true }).send()).value;
    return status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized') ? status : null;
  }

  /** The status first, the height second, the status again: a landing between the two reads is not missed. */
  private async stateOf(entry: SolanaJournalEntry): Promise<SolanaSendState> {
    const status = await this.statusOf(entry.signature);
    if (status) return status.err ? 'failed' : 'landed';
    const height = await this.rpc.getBlockHeight({ commitment: 'confirmed' }).send();
    if (height <= entry.lastValidBlockHeight) return 'pending';
    const late = await this.statusOf(entry.signature);
    return late ? (late.err ? 'failed' : 'landed') : 'expired';
  }

  private async landedFailed(entry: SolanaJournalEntry): Promise<boolean> {
    return Boolean((await this.statusOf(entry.signature).catch(() => null))?.err);
  }

  private async settled(entry: SolanaJournalEntry, state: 'landed' | 'failed'): Promise<Signature> {
    if (entry.state !== state) await this.journal.settle(entry, state);
    if (state === 'failed') {
      const status = await this.statusOf(entry.signature);
      throw getSolanaErrorFromTransactionError(status!.err!);
    }
    return entry.signature as Signature;
  }
}
