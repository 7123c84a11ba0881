// Sends a task's transactions so that a crash at any point neither loses nor repeats one. Each
// transaction is signed here with an explicit nonce and written to the journal (sender, nonce,
// hash, signed bytes) before it is broadcast. Asked again for the same item and step (a retry, or
// the task resuming after a restart) it looks the journalled hash up on the chain: mined, that is
// the answer; not mined and its nonce still free, the same signed bytes are broadcast again (the
// same hash: the chain can take it at most once); its nonce taken by another transaction, it can
// never land, and a new one is signed. A sender's transactions are signed and broadcast one at a
// time in nonce order; their receipts are awaited together.
import {
  type Account,
  type Address,
  BaseError,
  type Hash,
  type Hex,
  HttpRequestError,
  keccak256,
  RpcRequestError,
  TimeoutError,
  type TransactionReceipt,
} from 'viem';
import { type ChainCallContext, convertChainError } from '../connectors/evm/chain-errors.ts';
import type { ReceiptWatcher } from './receipt-watcher.ts';
import type { WalletChain } from './wallet-chain.ts';

/** Who sends: a background task (its item), a bot (its swap) or a billing operation, exactly one of the three. */
export interface SendKey {
  taskId?: number;
  botId?: number;
  /** A sweep or a withdrawal of the billing module, e.g. "withdrawal:12". */
  billingRef?: string;
  itemIndex: number;
  /** An item may send more than one transaction (gas first, then an approval). */
  step: number;
}

export interface JournalEntry extends SendKey {
  chain: string;
  fromAddress: string;
  nonce: number;
  hash: Hash;
  raw: Hex;
}

export interface SendJournal {
  find(key: SendKey): Promise<JournalEntry | undefined>;
  /** Written before the transaction is broadcast. */
  record(entry: JournalEntry): Promise<void>;
  settle(key: SendKey, state: 'mined' | 'reverted'): Promise<void>;
  /** The node refused the transaction outright: it was never accepted, so its nonce is free again. */
  forget(key: SendKey): Promise<void>;
  /** The highest nonce journalled for a sender on a chain. */
  highestNonce(chain: string, from: string): Promise<number | null>;
}

export interface OutgoingTransaction {
  to: Address;
  value?: bigint;
  data?: Hex;
  gas: bigint;
  gasPrice: bigint;
}

const isNetworkFailure = (error: unknown) =>
  error instanceof BaseError &&
  error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null &&
  !(error.walk((cause) => cause instanceof RpcRequestError) !== null);

const alreadyKnown = (error: unknown) => /already known|known transaction|already imported/i.test((error as Error)?.message ?? '');

export class JournalledSender {
  private readonly nextNonces = new Map<string, number>();
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly chain: WalletChain,
    private readonly journal: SendJournal,
    private readonly receipts: ReceiptWatcher,
  ) {}

  /**
   * What became of a journalled send after a restart, without ever signing a new one: its receipt
   * once mined (the same bytes broadcast again while its nonce is free), or null when it was never
   * journalled or can never land (its nonce taken by another transaction).
   */
  async recover(key: SendKey, context: Omit<ChainCallContext, 'chain' | 'wallet'>): Promise<TransactionReceipt | null> {
    const earlier = await this.journal.find(key);
    if (!earlier) return null;
    const outcome = await this.resume(earlier, { chain: this.chain.key, wallet: earlier.fromAddress, ...context });
    return outcome ? this.settled(key, outcome) : null;
  }

  /** Carries out the item's step once; resolves with its receipt (reverted or not). */
  async send(
    key: SendKey,
    account: Account,
    transaction: OutgoingTransaction,
    context: Omit<ChainCallContext, 'chain'>,
    /** An earlier attempt may have journalled it (a retry, or a restart); a first attempt cannot have. */
    resumed = true,
  ): Promise<TransactionReceipt> {
    const full = { chain: this.chain.key, wallet: account.address, ...context };
    const earlier = resumed ? await this.journal.find(key) : undefined;
    if (earlier) {
      const outcome = await this.resume(earlier, full);
      if (outcome) return this.settled(key, outcome);
    }
    const hash = await this.signAndBroadcast(key, account, transaction, full);
    return this.settled(key, await this.receipts.wait(hash));
  }

  /** The receipt of a journalled send, once it is mined; null when it can never be (a new one is needed). */
  private async resume(entry: JournalEntry, context: ChainCallContext): Promise<TransactionReceipt | null> {
    const mined = await this.receipts.find(entry.hash);
    if (mined) return mined;
    const used = await this.chain.client.getTransactionCount({ address: entry.fromAddress as Address, blockTag: 'latest' });
    if (used > entry.nonce) {
      // Another transaction took the nonce after all (ours was never accepted): this one cannot land.
      await this.journal.forget(entry);
      this.nextNonces.delete(this.senderKey(entry.fromAddress));
      return null;
    }
    try {
      await this.chain.client.sendRawTransaction({ serializedTransaction: entry.raw });
    } catch (error) {
      if (!alreadyKnown(error)) throw convertChainError(error, context);
    }
    return this.receipts.wait(entry.hash);
  }

  private signAndBroadcast(key: SendKey, account: Account, transaction: OutgoingTransaction, context: ChainCallContext): Promise<Hash> {
    const sender = this.senderKey(account.address);
    const run = (this.queues.get(sender) ?? Promise.resolve()).then(async () => {
      const nonce = await this.nonceFor(account.address);
      const raw = await account.signTransaction!({
        type: 'legacy',
        chainId: this.chain.chainId,
        nonce,
        to: transaction.to,
        value: transaction.value ?? 0n,
        data: transaction.data,
        gas: transaction.gas,
        gasPrice: transaction.gasPrice,
      });
      const hash = keccak256(raw);
      await this.journal.record({ ...key, chain: this.chain.key, fromAddress: account.address.toLowerCase(), nonce, hash, raw });
      try {
        await this.chain.client.sendRawTransaction({ serializedTransaction: raw });
      } catch (error) {
        if (!alreadyKnown(error)) {
          // Unknown whether the node took it: the journal keeps it and the retry looks it up.
          if (isNetworkFailure(error)) {
            this.nextNonces.set(sender, nonce + 1);
            throw convertChainError(error, context);
          }
          await this.journal.forget(key);
          this.nextNonces.delete(sender);
          throw convertChainError(error, context);
        }
      }
      this.nextNonces.set(sender, nonce + 1);
      return hash;
    });
    const settled = run.catch(() => undefined);
    this.queues.set(sender, settled);
    void settled.then(() => {
      if (this.queues.get(sender) === settled) this.queues.delete(sender);
    });
    return run;
  }

  /** The next nonce: past both the chain's pending count and anything journalled (maybe not yet rebroadcast). */
  private async nonceFor(address: Address): Promise<number> {
    const sender = this.senderKey(address);
    const known = this.nextNonces.get(sender);
    if (known !== undefined) return known;
    const [pending, journalled] = await Promise.all([
      this.chain.client.getTransactionCount({ address, blockTag: 'pending' }),
      this.journal.highestNonce(this.chain.key, address.toLowerCase()),
    ]);
    return Math.max(pending, journalled === null ? 0 : journalled + 1);
  }

  private async settled(key: SendKey, receipt: TransactionReceipt): Promise<TransactionReceipt> {
    await this.journal.settle(key, receipt.status === 'success' ? 'mined' : 'reverted');
    return receipt;
  }

  private senderKey(address: string): string {
    return address.toLowerCase();
  }
}
