// A Solana pool's public trades, read from its transaction history as the EVM pools' are from
// Swap events: every transaction that names the pool account (getSignaturesForAddress), and in it
// the balance changes of the pool's vaults. Pools of any design keep their tokens in token
// accounts of one owner (the pool's authority), so a swap shows as that owner's base going one way
// and its quote the other; the trader, who signed and paid, is never that owner.
import type { Address, Rpc, Signature, SolanaRpcApi } from '@solana/kit';
import type { PublicTrade } from '../types.ts';
import type { TokenBalanceEntry, TransactionBalances } from './executed-amounts.ts';

export interface PoolPair {
  baseMint: string;
  quoteMint: string;
  baseDecimals: number;
  quoteDecimals: number;
}

/** The most trades kept per pool: a day of candles on a busy pool, the screens' recent trades. */
const KEPT_TRADES = 2_000;
/** Signatures asked for per history page (the RPC's most is 1,000). */
const PAGE = 200;
/** Transactions read at once. */
const READ_AT_ONCE = 16;

const changesByOwner = (meta: TransactionBalances, mint: string) => {
  const changes = new Map<string, bigint>();
  const add = (entries: readonly TokenBalanceEntry[] | null | undefined, sign: bigint) => {
    for (const entry of entries ?? [])
      if (entry.mint === mint && entry.owner)
        changes.set(entry.owner, (changes.get(entry.owner) ?? 0n) + sign * BigInt(entry.uiTokenAmount.amount));
  };
  add(meta.postTokenBalances, 1n);
  add(meta.preTokenBalances, -1n);
  return changes;
};

/**
 * The trade a transaction made on the pair's pool, from the trader's side: a buy when the pool's
 * base went out. Null when no owner other than the signer moved base and quote opposite ways
 * (a transfer, a failed swap, a pool being made).
 */
export function tradeFromBalances(meta: TransactionBalances, signer: string, pair: PoolPair): Omit<PublicTrade, 'id' | 'timestamp'> | null {
  const base = changesByOwner(meta, pair.baseMint);
  const quote = changesByOwner(meta, pair.quoteMint);
  for (const [owner, baseChange] of base) {
    const quoteChange = quote.get(owner) ?? 0n;
    if (owner === signer || baseChange === 0n || quoteChange === 0n || baseChange > 0n === quoteChange > 0n) continue;
    const amount = Number(baseChange < 0n ? -baseChange : baseChange) / 10 ** pair.baseDecimals;
    const paid = Number(quoteChange < 0n ? -quoteChange : quoteChange) / 10 ** pair.quoteDecimals;
    return { side: baseChange < 0n ? 'buy' : 'sell', price: paid / amount, amount };
  }
  return null;
}

/** One pool's trades, oldest first, fetched from where the last sync stopped. */
export class PoolTradeHistory {
  readonly trades: PublicTrade[] = [];
  private newest: Signature | undefined;
  private syncing: Promise<void> | null = null;

  constructor(
    private readonly rpc: Rpc<SolanaRpcApi>,
    private readonly pool: Address,
    private readonly pair: PoolPair,
    private readonly now: () => number,
  ) {}

  /** Reads what landed since the last sync; concurrent callers share one read. */
  sync(): Promise<void> {
    this.syncing ??= this.read().finally(() => {
      this.syncing = null;
    });
    return this.syncing;
  }

  private async read(): Promise<void> {
    const found: { signature: Signature; blockTime: number | null }[] = [];
    let before: Signature | undefined;
    // Newest first, page by page, down to the newest signature already read (or the kept depth).
    for (;;) {
      const page = await this.rpc
        .getSignaturesForAddress(this.pool, {
          limit: PAGE,
          commitment: 'confirmed',
          ...(before ? { before } : {}),
          ...(this.newest ? { until: this.newest } : {}),
        })
        .send();
      for (const entry of page)
        if (entry.err === null)
          found.push({ signature: entry.signature, blockTime: entry.blockTime === null ? null : Number(entry.blockTime) });
      if (page.length < PAGE || found.length >= KEPT_TRADES) break;
      before = page[page.length - 1]!.signature;
    }
    if (found.length === 0) return;
    this.newest = found[0]!.signature;
    const oldestFirst = found.reverse();
    const read: (PublicTrade | null)[] = [];
    // A few transactions at a time: a first sync of a busy pool reads thousands.
    for (let at = 0; at < oldestFirst.length; at += READ_AT_ONCE)
      read.push(...(await Promise.all(oldestFirst.slice(at, at + READ_AT_ONCE).map((entry) => this.tradeOf(entry)))));
    for (const trade of read) if (trade) this.trades.push(trade);
    if (this.trades.length > KEPT_TRADES) this.trades.splice(0, this.trades.length - KEPT_TRADES);
  }

  private async tradeOf({ signature, blockTime }: { signature: Signature; blockTime: number | null }): Promise<PublicTrade | null> {
    const landed = await this.rpc
      .getTransaction(signature, { commitment: 'confirmed', encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send();
    if (!landed?.meta) return null;
    const signer = String(landed.transaction.message.accountKeys[0]);
    const trade = tradeFromBalances(landed.meta, signer, this.pair);
    const time = landed.blockTime === null ? blockTime : Number(landed.blockTime);
    return trade && { id: signature, timestamp: time === null ? this.now() : time * 1000, ...trade };
  }
}
