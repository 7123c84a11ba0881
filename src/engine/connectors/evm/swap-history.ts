// A pool's trades, read from its Swap events: backfilled over the recent blocks the node still
// has, then followed block by block. One history per pool, shared by every feed of that pool
// (ticker, trades, candles); concurrent syncs share one request round.
import { type Address, formatUnits, type PublicClient } from 'viem';
import type { PublicTrade } from '../types.ts';
import { PAIR_ABI } from './uniswap-v2-abi.ts';

export interface PoolSide {
  pair: Address;
  baseIsToken0: boolean;
  baseDecimals: number;
  quoteDecimals: number;
}

/** Blocks read back on the first sync (public RPCs accept ranges of a few thousand). */
const BACKFILL_BLOCKS = 3_000n;
const RANGE = 1_000n;
/** Trades kept in memory per pool; older ones fall off. */
const MAX_TRADES = 20_000;

export class SwapHistory {
  readonly trades: PublicTrade[] = [];
  private nextBlock: bigint | null = null;
  private syncing: Promise<void> | null = null;
  private readonly blockTimes = new Map<bigint, number>();

  constructor(
    private readonly client: PublicClient,
    private readonly pool: PoolSide,
  ) {}

  /** Reads what was mined since the last sync. */
  sync(): Promise<void> {
    this.syncing ??= this.readNewBlocks().finally(() => {
      this.syncing = null;
    });
    return this.syncing;
  }

  private async readNewBlocks(): Promise<void> {
    const latest = await this.client.getBlockNumber();
    let from = this.nextBlock ?? (latest > BACKFILL_BLOCKS ? latest - BACKFILL_BLOCKS : 0n);
    while (from <= latest) {
      const to = from + RANGE - 1n < latest ? from + RANGE - 1n : latest;
      const logs = await this.client.getContractEvents({
        address: this.pool.pair,
        abi: PAIR_ABI,
        eventName: 'Swap',
        fromBlock: from,
        toBlock: to,
      });
      for (const log of logs) {
        const trade = this.tradeOf(log.args as SwapArgs, await this.timeOf(log.blockNumber), `${log.transactionHash}:${log.logIndex}`);
        if (trade) this.trades.push(trade);
      }
      from = to + 1n;
      this.nextBlock = from;
    }
    if (this.trades.length > MAX_TRADES) this.trades.splice(0, this.trades.length - MAX_TRADES);
    this.blockTimes.clear();
  }

  private async timeOf(blockNumber: bigint): Promise<number> {
    let time = this.blockTimes.get(blockNumber);
    if (time === undefined) {
      time = Number((await this.client.getBlock({ blockNumber })).timestamp) * 1000;
      this.blockTimes.set(blockNumber, time);
    }
    return time;
  }

  /** A swap as a trade of the pair: a buy when base left the pool. */
  private tradeOf(args: SwapArgs, timestamp: number, id: string): PublicTrade | null {
    const { baseIsToken0, baseDecimals, quoteDecimals } = this.pool;
    const [baseIn, quoteIn, baseOut, quoteOut] = baseIsToken0
      ? [args.amount0In, args.amount1In, args.amount0Out, args.amount1Out]
      : [args.amount1In, args.amount0In, args.amount1Out, args.amount0Out];
    const buy = baseOut > 0n;
    const base = Number(formatUnits(buy ? baseOut : baseIn, baseDecimals));
    const quote = Number(formatUnits(buy ? quoteIn : quoteOut, quoteDecimals));
    if (base <= 0 || quote <= 0) return null;
    return { id, timestamp, side: buy ? 'buy' : 'sell', price: quote / base, amount: base };
  }
}

interface SwapArgs {
  amount0In: bigint;
  amount1In: bigint;
  amount0Out: bigint;
  amount1Out: bigint;
}
