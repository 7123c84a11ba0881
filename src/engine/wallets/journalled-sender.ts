// Sends a task's transactions so that a crash at any point neither loses nor repeats one. Each
// transaction is signed here with an explicit nonce and written to the journal (sender, nonce,
// hash, signed bytes) before it is broadcast. Asked again for the same item and step (a retry, or
// the task resuming after a restart) it reads the sender's nonce count first and the journalled
// hash's receipt second, so a transaction mined between the two reads is found by the second:
// mined, that is the answer; not mined and its nonce still free, the same signed bytes are
// broadcast again (the same hash: the chain can take it at most once). A used nonce alone proves
// nothing (the receipt may come from a node a few blocks behind): the entry is forgotten and a new
// transaction signed only once its own hash is still unknown while another transaction has held
// the nonce for some blocks. A broadcast answered "nonce too low" (a retry of one whose reply was
// lost, and which was mined) is looked up the same way. A sender's transactions are signed and
// broadcast one at a time in nonce order; their receipts are awaited together.
import { type Account, type Address, type Hash, type Hex, keccak256, parseTransaction, type TransactionReceipt } from 'viem';
import { type ChainCallContext, convertChainError } from '../connectors/evm/chain-errors.ts';
import { ReceiptTimeout, type ReceiptWatcher } from './receipt-watcher.ts';
import { alreadyKnown, isNetworkFailure, nonceTooLow, refused } from './send-errors.ts';
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
  /** 'sent' until its receipt is read, then 'mined' or 'reverted' (journals that keep it). */
  state?: string;
  /**
   * The transactions at the same nonce that this one took the place of (a dearer fee, a release):
   * kept with the entry, since any of them may be the one mined, even after a restart.
   */
  replaced?: Array<{ hash: Hash; raw: Hex }>;
}

export interface SendJournal {
  find(key: SendKey): Promise<JournalEntry | undefined>;
  /** Written before the transaction is broadcast. */
  record(entry: JournalEntry): Promise<void>;
  /**
   * A dearer transaction at the same nonce takes the entry's place (written before it is
   * broadcast); the one it replaces joins the entry's `replaced`.
   */
  replace(key: SendKey, next: { hash: Hash; raw: Hex }): Promise<void>;
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

/** Gas of a plain coin transfer (a release: a zero-value transfer to oneself). */
const RELEASE_GAS = 21_000n;

/** A release: the zero-value transfer to itself that took a given-up transaction's nonce. */
const isRelease = (entry: JournalEntry) => {
  const parsed = parseTransaction(entry.raw);
  return parsed.to?.toLowerCase() === entry.fromAddress.toLowerCase() && (parsed.value ?? 0n) === 0n && !parsed.data;
};

/** Blocks another transaction must have held a journalled nonce before the journalled one is given up. */
const NONCE_TAKEN_DEPTH = 3;

export interface SenderOptions {
  /** How often a sender waiting for a used nonce to settle looks again (ms). */
  pollMs?: number;
  /** How long it waits before giving up (ms); the journal keeps the entry for the next try. */
  settleTimeoutMs?: number;
}

export interface SendOptions {
  /**
   * A journalled transaction that is not mined and offers less gas than this one is replaced by it
   * at the same nonce (only one of the two can land). For sends whose amount follows the gas price,
   * such as gas top-ups.
   */
  replaceUnderpriced?: boolean;
}

export class JournalledSender {
  private readonly nextNonces = new Map<string, number>();
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly chain: WalletChain,
    private readonly journal: SendJournal,
    private readonly receipts: ReceiptWatcher,
    private readonly options: SenderOptions = {},
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
    options: SendOptions = {},
  ): Promise<TransactionReceipt> {
    const full = { chain: this.chain.key, wallet: account.address, ...context };
    const earlier = resumed ? await this.journal.find(key) : undefined;
    if (earlier) {
      const replacement =
        options.replaceUnderpriced && (parseTransaction(earlier.raw).gasPrice ?? 0n) < transaction.gasPrice
          ? { account, transaction }
          : undefined;
      const outcome = await this.resume(earlier, full, replacement);
      if (outcome) return this.settled(key, outcome);
    }
    const hash = await this.signAndBroadcast(key, account, transaction, full);
    return this.settled(key, await this.receipts.wait(hash));
  }

  /**
   * Whether the key's transaction is still on its way: journalled, not known to be mined, and its
   * nonce not held deep by another transaction (that entry is forgotten: false). Never waits and
   * never signs; a journalled transaction whose nonce is free is broadcast again, in case a node
   * dropped it. A release (see `release`) counts as on its way until `release` settles it.
   */
  async outstanding(key: SendKey): Promise<boolean> {
    const entry = await this.journal.find(key);
    if (!entry || (entry.state !== undefined && entry.state !== 'sent')) return false;
    if (isRelease(entry)) return true;
    const address = entry.fromAddress as Address;
    const used = await this.chain.client.getTransactionCount({ address, blockTag: 'latest' });
    if (await this.receipts.find(entry.hash)) return false;
    if (used > entry.nonce) {
      if (await this.restoreMinedEarlier(entry)) return false;
      const head = await this.chain.client.getBlockNumber({ cacheTime: 0 });
      if (head < BigInt(NONCE_TAKEN_DEPTH)) return true;
      const usedDeep = await this.chain.client.getTransactionCount({ address, blockNumber: head - BigInt(NONCE_TAKEN_DEPTH) });
      if (usedDeep <= entry.nonce || (await this.receipts.find(entry.hash))) return true;
      await this.journal.forget(entry);
      this.nextNonces.delete(this.senderKey(entry.fromAddress));
      return false;
    }
    await this.chain.client.sendRawTransaction({ serializedTransaction: entry.raw }).catch(() => undefined);
    return true;
  }

  /**
   * Sends a journalled transaction that has waited too long again: the same call at the same nonce
   * with a fee a node takes as a replacement. False when there is nothing to raise (no entry, or
   * its nonce is used). Should the old one win the nonce after all, the entry is put back to it.
   */
  async bump(key: SendKey, account: Account, context: Omit<ChainCallContext, 'chain' | 'wallet'>): Promise<boolean> {
    const entry = await this.journal.find(key);
    if (!entry || (entry.state !== undefined && entry.state !== 'sent')) return false;
    const used = await this.chain.client.getTransactionCount({ address: entry.fromAddress as Address, blockTag: 'latest' });
    if (used > entry.nonce) return false;
    const old = parseTransaction(entry.raw);
    const same: OutgoingTransaction = { to: old.to!, value: old.value ?? 0n, data: old.data, gas: old.gas!, gasPrice: 0n };
    return this.replaceAtNonce(entry, account, this.dearer(entry.raw, same), {
      chain: this.chain.key,
      wallet: entry.fromAddress,
      ...context,
    });
  }

  /**
   * Gives up a journalled transaction: a zero-value transfer to itself at the same nonce, with a
   * higher fee, takes its place, so the nonce is filled and the sender is no longer held up. Waits
   * for that nonce to be settled. Resolves with the given-up transaction's own receipt if it was
   * mined after all (the journal settled as usual), or null once the release holds the nonce (the
   * entry is forgotten: the wallet has nothing on its way).
   */
  async release(key: SendKey, account: Account, context: Omit<ChainCallContext, 'chain' | 'wallet'>): Promise<TransactionReceipt | null> {
    const entry = await this.journal.find(key);
    if (!entry) return null;
    const released = isRelease(entry);
    /** The nonce is filled: by a release (nothing of the item landed) or by the item's own transaction. */
    const done = async (receipt: TransactionReceipt | null, byRelease: boolean) => {
      if (!receipt) return null;
      if (byRelease) {
        await this.journal.forget(entry);
        return null;
      }
      return this.settled(key, receipt);
    };
    const used = await this.chain.client.getTransactionCount({ address: entry.fromAddress as Address, blockTag: 'latest' });
    const mined = await this.receipts.find(entry.hash);
    if (mined) return done(mined, released);
    if (used > entry.nonce) {
      const restored = await this.restoreMinedEarlier(entry);
      if (restored) return done(await this.receipts.find(restored.hash), isRelease({ ...entry, ...restored }));
      return done(await this.landedOrLost(entry), released);
    }
    const release: OutgoingTransaction = { to: account.address, value: 0n, gas: RELEASE_GAS, gasPrice: 0n };
    const full = { chain: this.chain.key, wallet: entry.fromAddress, ...context };
    if (!released && !(await this.replaceAtNonce(entry, account, this.dearer(entry.raw, release), full)))
      return done(await this.landedOrLost(entry), false);
    const current = (await this.journal.find(key)) ?? entry;
    if (released) await this.chain.client.sendRawTransaction({ serializedTransaction: current.raw }).catch(() => undefined);
    // Should the item's own transaction win the nonce instead, this times out and the next call finds it.
    return done(await this.receipts.wait(current.hash), true);
  }

  /**
   * Journals, then broadcasts, another transaction at the entry's nonce. False when the nonce was
   * used meanwhile (by the entry's own transaction, most likely): the entry is put back as it was.
   */
  private async replaceAtNonce(entry: JournalEntry, account: Account, transaction: OutgoingTransaction, context: ChainCallContext) {
    const raw = await this.sign(account, entry.nonce, transaction);
    await this.journal.replace(entry, { hash: keccak256(raw), raw });
    try {
      await this.chain.client.sendRawTransaction({ serializedTransaction: raw });
    } catch (error) {
      if (nonceTooLow(error)) {
        await this.journal.replace(entry, { hash: entry.hash, raw: entry.raw });
        return false;
      }
      // A network failure leaves the replacement journalled: the next look broadcasts it again.
      if (!alreadyKnown(error) && !isNetworkFailure(error)) {
        await this.journal.replace(entry, { hash: entry.hash, raw: entry.raw });
        throw convertChainError(error, context);
      }
    }
    return true;
  }

  /**
   * A transaction the entry's latest version replaced was mined instead (a node had already passed
   * it on): the journal is put back to it, so the item's outcome is read from it, and it is answered.
   */
  private async restoreMinedEarlier(entry: JournalEntry): Promise<{ hash: Hash; raw: Hex } | null> {
    const current = await this.journal.find(entry);
    for (const version of current?.replaced ?? []) {
      if (version.hash === current?.hash || !(await this.receipts.find(version.hash))) continue;
      await this.journal.replace(entry, version);
      return version;
    }
    return null;
  }

  /** The receipt of a journalled send, once it is mined; null when it can never be (a new one is needed). */
  private async resume(
    entry: JournalEntry,
    context: ChainCallContext,
    replacement?: { account: Account; transaction: OutgoingTransaction },
  ): Promise<TransactionReceipt | null> {
    // The count before the receipt: a transaction mined after the first read is seen by the second.
    const used = await this.chain.client.getTransactionCount({ address: entry.fromAddress as Address, blockTag: 'latest' });
    const mined = await this.receipts.find(entry.hash);
    if (mined) return mined;
    if (used > entry.nonce) return this.landedOrLost(entry);
    let raw = entry.raw;
    if (replacement) {
      raw = await this.sign(replacement.account, entry.nonce, this.dearer(entry.raw, replacement.transaction));
      await this.journal.replace(entry, { hash: keccak256(raw), raw });
    }
    try {
      await this.chain.client.sendRawTransaction({ serializedTransaction: raw });
    } catch (error) {
      if (nonceTooLow(error)) return this.landedOrLost({ ...entry, hash: keccak256(raw), raw });
      if (!alreadyKnown(error)) throw convertChainError(error, context);
    }
    return this.receipts.wait(keccak256(raw));
  }

  /**
   * The journalled nonce is used: by this transaction (its receipt turns up, perhaps from a node a
   * block or two behind) or by another one. Only when another has held the nonce for some blocks
   * and this hash is still unknown is the entry forgotten (null: a new transaction is needed).
   */
  private async landedOrLost(entry: JournalEntry): Promise<TransactionReceipt | null> {
    const address = entry.fromAddress as Address;
    const giveUpAt = Date.now() + (this.options.settleTimeoutMs ?? 180_000);
    for (;;) {
      const head = await this.chain.client.getBlockNumber({ cacheTime: 0 });
      const deep = head >= BigInt(NONCE_TAKEN_DEPTH) ? head - BigInt(NONCE_TAKEN_DEPTH) : null;
      const usedDeep = deep === null ? 0 : await this.chain.client.getTransactionCount({ address, blockNumber: deep });
      const mined = await this.receipts.find(entry.hash);
      if (mined) return mined;
      const restored = await this.restoreMinedEarlier(entry);
      if (restored) return this.receipts.find(restored.hash);
      if (usedDeep > entry.nonce) {
        await this.journal.forget(entry);
        this.nextNonces.delete(this.senderKey(entry.fromAddress));
        return null;
      }
      if (Date.now() > giveUpAt) throw new ReceiptTimeout(entry.hash);
      await new Promise((resolve) => setTimeout(resolve, this.options.pollMs ?? 1_000));
    }
  }

  /** The new transaction at a gas price a node accepts as a replacement (at least a tenth above the old one). */
  private dearer(raw: Hex, transaction: OutgoingTransaction): OutgoingTransaction {
    const old = parseTransaction(raw).gasPrice ?? 0n;
    const least = old + old / 10n + 1n;
    return { ...transaction, gasPrice: transaction.gasPrice > least ? transaction.gasPrice : least };
  }

  private async sign(account: Account, nonce: number, transaction: OutgoingTransaction): Promise<Hex> {
    return account.signTransaction!({
      type: 'legacy',
      chainId: this.chain.chainId,
      nonce,
      to: transaction.to,
      value: transaction.value ?? 0n,
      data: transaction.data,
      gas: transaction.gas,
      gasPrice: transaction.gasPrice,
    });
  }

  private signAndBroadcast(key: SendKey, account: Account, transaction: OutgoingTransaction, context: ChainCallContext): Promise<Hash> {
    const sender = this.senderKey(account.address);
    const run = (this.queues.get(sender) ?? Promise.resolve()).then(async () => {
      const nonce = await this.nonceFor(account.address);
      const raw = await this.sign(account, nonce, transaction);
      const hash = keccak256(raw);
      const entry = { ...key, chain: this.chain.key, fromAddress: account.address.toLowerCase(), nonce, hash, raw };
      await this.journal.record(entry);
      try {
        await this.chain.client.sendRawTransaction({ serializedTransaction: raw });
      } catch (error) {
        if (nonceTooLow(error)) {
          // A retried broadcast whose first attempt was mined hears this too: looked up, not refused.
          if (await this.landedOrLost(entry)) {
            this.nextNonces.set(sender, nonce + 1);
            return hash;
          }
          throw convertChainError(error, context);
        }
        if (!alreadyKnown(error)) {
          // Unknown whether the node took it (no answer, or an answer that is not a refusal): the
          // journal keeps it and the retry looks it up. Only a node's plain refusal frees the nonce.
          if (!refused(error)) {
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
