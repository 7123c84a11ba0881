// Waits for many transactions' receipts at once: each new block, one batch of receipt requests for
// every hash still waiting, instead of a polling loop per transaction (a thousand transfers would
// otherwise ask the node ten thousand times a second).
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
      this.schedule(0);
    });
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const [hash, list] of this.waiting) for (const waiter of list) waiter.reject(new ReceiptTimeout(hash));
    this.waiting.clear();
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
      const block = await this.chain.client.getBlockNumber({ cacheTime: 0 });
      if (block !== this.lastBlock) {
        this.lastBlock = block;
        const hashes = [...this.waiting.keys()];
        const receipts = await Promise.all(hashes.map((hash) => this.find(hash)));
        hashes.forEach((hash, index) => {
          const receipt = receipts[index];
          if (!receipt) return;
          for (const waiter of this.waiting.get(hash) ?? []) waiter.resolve(receipt);
          this.waiting.delete(hash);
        });
      }
    } catch {
      // The node did not answer: asked again at the next poll; waiters time out on their own.
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
