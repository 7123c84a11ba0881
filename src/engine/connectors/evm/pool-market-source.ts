// Market data of a DEX venue's pools, in the shapes the shared feeds use for exchanges, so one
// feed per pool serves every screen and bot: the ticker from the reserves, the book as the pool's
// depth curve, trades from Swap events and candles built from them. A market's symbol is its two
// token addresses, "<base>/<quote>", so the same pool is one feed whoever named it.
import { type Address, erc20Abi, formatUnits, getAddress } from 'viem';
import { type Clock, systemClock } from '../../clock.ts';
import { OrderRejectedError, RetryableVenueError, VenueError } from '../errors.ts';
import type { Candle, OrderBookSnapshot, PublicTrade, TickerSnapshot } from '../types.ts';
import { ChainError, convertChainError } from './chain-errors.ts';
import type { DexVenueDefinition } from './dex-venues.ts';
import type { EvmDexConnector } from './evm-dex-connector.ts';
import { depthLevels, keptAfterFee, type PoolReserves, poolPrice } from './pool-math.ts';
import { candlesFromTrades } from './swap-candles.ts';
import { type PoolSide, SwapHistory } from './swap-history.ts';
import { PAIR_ABI } from './uniswap-v2-abi.ts';

const DAY = 86_400_000;

interface Pool {
  side: PoolSide;
  history: SwapHistory;
}

export const poolSymbol = (base: Address, quote: Address) => `${getAddress(base)}/${getAddress(quote)}`;

export class PoolMarketSource {
  private readonly pools = new Map<string, Promise<Pool>>();
  private readonly clock: Clock;

  constructor(
    private readonly venue: DexVenueDefinition,
    private readonly connector: EvmDexConnector,
    clock?: Clock,
  ) {
    this.clock = clock ?? systemClock;
  }

  /** The pool's reserves in whole tokens and its block. */
  async reserves(symbol: string): Promise<PoolReserves & { block: bigint }> {
    return this.guard('reserves', symbol, async () => {
      const { side } = await this.pool(symbol);
      const [[reserve0, reserve1], block] = await Promise.all([
        this.connector.client.readContract({ address: side.pair, abi: PAIR_ABI, functionName: 'getReserves' }),
        this.connector.client.getBlockNumber(),
      ]);
      const [base, quote] = side.baseIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0];
      return {
        base: Number(formatUnits(base, side.baseDecimals)),
        quote: Number(formatUnits(quote, side.quoteDecimals)),
        feePercent: this.venue.feePercent,
        block,
      };
    });
  }

  async fetchTicker(symbol: string): Promise<TickerSnapshot> {
    const pool = await this.reserves(symbol);
    const trades = await this.fetchTrades(symbol, Number.POSITIVE_INFINITY);
    const since = this.clock.now() - DAY;
    const day = trades.filter((trade) => trade.timestamp >= since);
    const last = poolPrice(pool);
    const keep = keptAfterFee(pool);
    const open = day[0]?.price ?? null;
    const prices = day.map((trade) => trade.price);
    return {
      symbol,
      last,
      bid: last * keep,
      ask: last / keep,
      high: prices.length ? Math.max(...prices, last) : null,
      low: prices.length ? Math.min(...prices, last) : null,
      open,
      changePercent: open ? ((last - open) / open) * 100 : null,
      baseVolume: day.reduce((sum, trade) => sum + trade.amount, 0),
      quoteVolume: day.reduce((sum, trade) => sum + trade.amount * trade.price, 0),
      timestamp: this.clock.now(),
    };
  }

  /** The depth curve as a book: see pool-math.ts. The block number is the book's update id. */
  async fetchOrderBook(symbol: string, depth = 20): Promise<OrderBookSnapshot> {
    const pool = await this.reserves(symbol);
    const { asks, bids } = depthLevels(pool, depth);
    return { symbol, asks, bids, timestamp: null, nonce: Number(pool.block) };
  }

  async fetchTrades(symbol: string, limit = 50): Promise<PublicTrade[]> {
    return this.guard('fetchTrades', symbol, async () => {
      const { history } = await this.pool(symbol);
      await history.sync();
      return history.trades.slice(-limit);
    });
  }

  async fetchOHLCV(symbol: string, timeframe: string, options: { limit?: number } = {}): Promise<Candle[]> {
    const trades = await this.fetchTrades(symbol, Number.POSITIVE_INFINITY);
    return candlesFromTrades(trades, timeframe, options.limit ?? 200, this.clock.now());
  }

  close(): void {
    this.pools.clear();
  }

  /** The pair of two token addresses, its token order and decimals (read once). */
  private pool(symbol: string): Promise<Pool> {
    let pool = this.pools.get(symbol);
    if (!pool) {
      pool = this.openPool(symbol);
      this.pools.set(symbol, pool);
      pool.catch(() => this.pools.delete(symbol));
    }
    return pool;
  }

  private async openPool(symbol: string): Promise<Pool> {
    const [base, quote] = symbol.split('/') as [Address, Address];
    const client = this.connector.client;
    const pair = await this.connector.pairOf(base, quote);
    if (/^0x0{40}$/.test(pair)) throw new OrderRejectedError('badSymbol', { venue: this.venue.id, operation: 'pool', symbol }, 'no pool');
    const [baseDecimals, quoteDecimals] = await Promise.all(
      [base, quote].map((token) => client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' })),
    );
    const side: PoolSide = {
      pair,
      baseIsToken0: base.toLowerCase() < quote.toLowerCase(),
      baseDecimals: baseDecimals!,
      quoteDecimals: quoteDecimals!,
    };
    return { side, history: new SwapHistory(client, side) };
  }

  /** Chain failures as venue errors, so the feeds back off and callers answer as for exchanges. */
  private async guard<T>(operation: string, symbol: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof VenueError) throw error;
      const chainError = convertChainError(error, { chain: this.venue.chain.key, operation });
      const context = { venue: this.venue.id, operation, symbol };
      if (chainError instanceof ChainError && chainError.action !== 'retry') throw new OrderRejectedError('badSymbol', context, error);
      throw new RetryableVenueError('network', context, error);
    }
  }
}
