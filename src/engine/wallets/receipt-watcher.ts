// Waits for many transactions' receipts at once, instead of a polling loop per transaction (a
// thousand transfers would otherwise ask the node ten thousand times a second): each new block's
// transaction hashes are read, and receipts are fetched only for the waiting ones it holds. A hash
// that starts waiting is looked up once directly, in case its block went by before it asked.
import { type Hash, type TransactionReceipt, TransactionReceiptNotFoundError } from 'viem';
import type { WalletChain } from './wallet-chain.ts';

interface Waiter {
  resolve(receipt: TransactionReceipt): void;
  reject(error: Error): void;
  since: number;
}

export class ReceiptTimeout extends Error {
  constructor(readonly hash: Hash) {
    super(`no receipt for ${hash} yet`);
    this.name = 'ReceiptTimeout';
  }
}

export class ReceiptWatcher {
  private readonly waiting = new Map<Hash, Waiter[]>();
  /** Hashes not yet looked up directly since they started waiting. */
  private readonly fresh = new Set<Hash>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastBlock = -1n;

  constructor(
    private readonly chain: WalletChain,
    private readonly options: { pollMs?: number; timeoutMs?: number } = {},
  ) {}

  /** The receipt if the transaction is mined, else null. */
  async find(hash: Hash): Promise<TransactionReceipt | null> {
    try {
      return await this.chain.client.getTransactionReceipt({ hash });
    } catch (error) {
      if (error instanceof TransactionReceiptNotFoundError) return null;
      throw error;
    }
  }

  /** Resolves once the transaction is mined; rejects with ReceiptTimeout after the timeout (default 3 minutes). */
  wait(hash: Hash): Promise<TransactionReceipt> {
    return new Promise((resolve, reject) => {
      const list = this.waiting.get(hash) ?? [];
      list.push({ resolve, reject, since: Date.now() });
      this.waiting.set(hash, list);
      this.fresh.add(hash);
      this.schedule(0);
    });
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const [hash, list] of this.waiting) for (const waiter of list) waiter.reject(new ReceiptTimeout(hash));
    this.waiting.clear();
    this.fresh.clear();
  }

  private schedule(delay: number) {
    if (this.timer || this.waiting.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.poll().finally(() => this.schedule(this.options.pollMs ?? 250));
    }, delay);
  }

  private async poll(): Promise<void> {
    try {
      const latest = await this.chain.client.getBlockNumber({ cacheTime: 0 });
      const candidates = new Set(this.fresh);
      this.fresh.clear();
      if (this.lastBlock >= 0n) {
        const numbers: bigint[] = [];
        for (let number = this.lastBlock + 1n; number <= latest; number++) numbers.push(number);
        const blocks = await Promise.all(numbers.map((blockNumber) => this.chain.client.getBlock({ blockNumber })));
        for (const block of blocks) for (const hash of block.transactions) if (this.waiting.has(hash)) candidates.add(hash);
      }
      this.lastBlock = latest;
      const hashes = [...candidates].filter((hash) => this.waiting.has(hash));
      const receipts = await Promise.all(hashes.map((hash) => this.find(hash)));
      hashes.forEach((hash, index) => {
        const receipt = receipts[index];
        if (!receipt) return;
        for (const waiter of this.waiting.get(hash) ?? []) waiter.resolve(receipt);
        this.waiting.delete(hash);
      });
    } catch {
      // The node did not answer: every waiting hash is looked up directly at the next poll.
      for (const hash of this.waiting.keys()) this.fresh.add(hash);
    }
    const timeout = this.options.timeoutMs ?? 180_000;
    for (const [hash, list] of this.waiting) {
      const expired = list.filter((waiter) => Date.now() - waiter.since > timeout);
      if (expired.length === 0) continue;
      for (const waiter of expired) waiter.reject(new ReceiptTimeout(hash));
      const left = list.filter((waiter) => !expired.includes(waiter));
      if (left.length) this.waiting.set(hash, left);
      else this.waiting.delete(hash);
    }
  }
}
