// Market data of a Solana venue's pairs in the shapes the shared feeds use for exchanges, as
// pool-market-source.ts gives them for EVM pools: the ticker and the book from the venue's quotes
// (quote-depth.ts), trades from the routed pools' transaction histories (pool-trades.ts), candles
// built from those. A market's symbol is its two mints, "<base mint>/<quote mint>", so one feed
// serves whoever names the pair. Against mainnet the same code reads Jupiter's quotes.
import { fetchMaybeMint } from '@solana-program/token';
import { address, isAddress } from '@solana/kit';
import { type Clock, systemClock } from '../../clock.ts';
import { candlesFromTrades } from '../evm/swap-candles.ts';
import { ChainError } from '../evm/chain-errors.ts';
import { OrderRejectedError, RetryableVenueError, VenueError } from '../errors.ts';
import type { Candle, OrderBookSnapshot, PublicTrade, TickerSnapshot } from '../types.ts';
import { PoolTradeHistory, type PoolPair } from './pool-trades.ts';
import { depthFromLadders, ladderSizes, probeSize, type QuotePoint, quoteSizeFor } from './quote-depth.ts';
import { convertSolanaError } from './solana-errors.ts';
import type { SolanaSwapConnector } from './solana-swap-connector.ts';

const DAY = 86_400_000;
/** Levels per side at most: each is one quote, and a public swap API's free tier allows about one a second. */
const MAX_LEVELS = 12;

interface Market {
  pair: PoolPair;
  /** The base units the venue's prices are probed with. */
  probe: bigint;
  pools: Map<string, PoolTradeHistory>;
}

export class SolanaMarketSource {
  private readonly markets = new Map<string, Promise<Market>>();
  private readonly clock: Clock;

  constructor(
    private readonly connector: SolanaSwapConnector,
    clock?: Clock,
  ) {
    this.clock = clock ?? systemClock;
  }

  async fetchTicker(symbol: string): Promise<TickerSnapshot> {
    return this.guard('fetchTicker', symbol, async () => {
      const market = await this.market(symbol);
      const [sell] = await this.ladder(market, 'sell', [market.probe]);
      const [buy] = await this.ladder(market, 'buy', [quoteSizeFor(market.probe, sell!)]);
      const { bids, asks } = depthFromLadders([sell!], [buy!], market.pair);
      const bid = bids[0]?.[0] ?? null;
      const ask = asks[0]?.[0] ?? null;
      const trades = await this.trades(market);
      const day = trades.filter((trade) => trade.timestamp >= this.clock.now() - DAY);
      const last = trades.at(-1)?.price ?? (bid !== null && ask !== null ? (bid + ask) / 2 : null);
      const prices = day.map((trade) => trade.price);
      const open = day[0]?.price ?? null;
      return {
        symbol,
        last,
        bid,
        ask,
        high: prices.length ? Math.max(...prices) : null,
        low: prices.length ? Math.min(...prices) : null,
        open,
        changePercent: open && last !== null ? ((last - open) / open) * 100 : null,
        baseVolume: day.reduce((sum, trade) => sum + trade.amount, 0),
        quoteVolume: day.reduce((sum, trade) => sum + trade.amount * trade.price, 0),
        timestamp: this.clock.now(),
      };
    });
  }

  /** The depth curve, measured with quotes at doubling sizes (quote-depth.ts). */
  async fetchOrderBook(symbol: string, depth = MAX_LEVELS): Promise<OrderBookSnapshot> {
    return this.guard('fetchOrderBook', symbol, async () => {
      const market = await this.market(symbol);
      const sizes = ladderSizes(market.probe, Math.max(1, Math.min(depth, MAX_LEVELS)));
      const sells = await this.ladder(market, 'sell', sizes);
      const buys = await this.ladder(
        market,
        'buy',
        sizes.map((size) => quoteSizeFor(size, sells[0]!)),
      );
      const { bids, asks } = depthFromLadders(sells, buys, market.pair);
      return { symbol, bids, asks, timestamp: this.clock.now(), nonce: null };
    });
  }

  async fetchTrades(symbol: string, limit = 50): Promise<PublicTrade[]> {
    return this.guard('fetchTrades', symbol, async () => (await this.trades(await this.market(symbol))).slice(-limit));
  }

  async fetchOHLCV(symbol: string, timeframe: string, options: { limit?: number } = {}): Promise<Candle[]> {
    const trades = await this.fetchTrades(symbol, Number.POSITIVE_INFINITY);
    return candlesFromTrades(trades, timeframe, options.limit ?? 200, this.clock.now());
  }

  close(): void {
    this.markets.clear();
  }

  /**
   * Quotes at each size, in parallel: a sell swaps base units for quote, a buy quote units for
   * base. Every pool a route goes through joins the market's trade histories.
   */
  private async ladder(market: Market, side: 'sell' | 'buy', sizes: readonly bigint[]): Promise<QuotePoint[]> {
    const { baseMint, quoteMint } = market.pair;
    const [inputMint, outputMint] = side === 'sell' ? [baseMint, quoteMint] : [quoteMint, baseMint];
    const routes = await Promise.all(sizes.map((size) => this.connector.route(inputMint, outputMint, size)));
    for (const route of routes) for (const pool of route.pools) this.watch(market, pool);
    return routes.map((route, index) => ({ amountIn: sizes[index]!, amountOut: route.amountOut }));
  }

  private watch(market: Market, pool: string): void {
    if (market.pools.has(pool)) return;
    market.pools.set(pool, new PoolTradeHistory(this.connector.rpc, address(pool), market.pair, () => this.clock.now()));
  }

  private async trades(market: Market): Promise<PublicTrade[]> {
    const histories = [...market.pools.values()];
    await Promise.all(histories.map((history) => history.sync()));
    return histories.flatMap((history) => history.trades).sort((a, b) => a.timestamp - b.timestamp);
  }

  /** The pair's mints, decimals (read once from chain) and probe size. */
  private market(symbol: string): Promise<Market> {
    let market = this.markets.get(symbol);
    if (!market) {
      market = this.openMarket(symbol);
      this.markets.set(symbol, market);
      market.catch(() => this.markets.delete(symbol));
    }
    return market;
  }

  private async openMarket(symbol: string): Promise<Market> {
    const [baseMint, quoteMint] = symbol.split('/');
    if (!baseMint || !quoteMint || baseMint === quoteMint || !isAddress(baseMint) || !isAddress(quoteMint))
      throw new OrderRejectedError('badSymbol', { venue: this.connector.venue.id, operation: 'market', symbol }, 'not two mints');
    const [base, quote] = await Promise.all([baseMint, quoteMint].map((mint) => fetchMaybeMint(this.connector.rpc, address(mint))));
    if (!base?.exists || !quote?.exists)
      throw new OrderRejectedError('badSymbol', { venue: this.connector.venue.id, operation: 'market', symbol }, 'no such mint');
    const pair: PoolPair = { baseMint, quoteMint, baseDecimals: base.data.decimals, quoteDecimals: quote.data.decimals };
    const market: Market = { pair, probe: 10n ** BigInt(pair.baseDecimals), pools: new Map() };
    const sell = async (units: bigint) => (await this.ladder(market, 'sell', [units]))[0]!.amountOut;
    market.probe = (await probeSize(sell, market.probe)).probe;
    return market;
  }

  /** Chain and swap-API failures as venue errors, so the feeds back off and callers answer as for exchanges. */
  private async guard<T>(operation: string, symbol: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof VenueError) throw error;
      const converted = convertSolanaError(error, { chain: 'SOLANA', operation });
      const context = { venue: this.connector.venue.id, operation, symbol };
      if (converted instanceof ChainError && converted.action !== 'retry') throw new OrderRejectedError('badSymbol', context, error);
      throw new RetryableVenueError('network', context, error);
    }
  }
}
