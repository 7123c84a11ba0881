// What a subscriber can watch on one market, and how each topic is fetched. A topic with the same
// key is one upstream request stream however many subscribers it has; size parameters (book depth,
// candle count) are the largest any subscriber asked for.
import type { Candle, ExchangeConnector, OrderBookSnapshot, PublicTrade, TickerSnapshot } from '../connectors/types.ts';

/** What a feed reads a market through: an exchange's public connector, or a DEX venue's pools. */
export type MarketDataSource = Pick<ExchangeConnector, 'fetchOrderBook' | 'fetchTicker' | 'fetchTrades' | 'fetchOHLCV'>;

export type Topic =
  | { kind: 'book'; depth?: number }
  | { kind: 'ticker' }
  | { kind: 'trades'; limit?: number }
  | { kind: 'candles'; timeframe: string; limit?: number };

export type TopicKind = Topic['kind'];

export interface TopicValue {
  book: OrderBookSnapshot;
  ticker: TickerSnapshot;
  trades: PublicTrade[];
  candles: Candle[];
}

export type ValueOf<T extends Topic> = TopicValue[T['kind']];

export const topicKey = (topic: Topic): string => (topic.kind === 'candles' ? `candles:${topic.timeframe}` : topic.kind);

/** Book depths venues accept (Binance's list); a request is rounded up to one of them. */
const BOOK_DEPTHS = [5, 10, 20, 50, 100, 500, 1000];
export const DEFAULT_SIZE: Record<TopicKind, number> = { book: 20, ticker: 0, trades: 50, candles: 200 };

export function sizeOf(topic: Topic): number {
  if (topic.kind === 'book') {
    const wanted = topic.depth ?? DEFAULT_SIZE.book;
    return BOOK_DEPTHS.find((depth) => depth >= wanted) ?? BOOK_DEPTHS[BOOK_DEPTHS.length - 1]!;
  }
  if (topic.kind === 'trades' || topic.kind === 'candles') return Math.min(1000, topic.limit ?? DEFAULT_SIZE[topic.kind]);
  return 0;
}

/** One upstream request for a topic at a size. */
export function fetchTopic(connector: MarketDataSource, symbol: string, topic: Topic, size: number): Promise<TopicValue[TopicKind]> {
  switch (topic.kind) {
    case 'book':
      return connector.fetchOrderBook(symbol, size);
    case 'ticker':
      return connector.fetchTicker(symbol);
    case 'trades':
      return connector.fetchTrades(symbol, size);
    case 'candles':
      return connector.fetchOHLCV(symbol, topic.timeframe, { limit: size });
  }
}

/** A subscriber's view of a shared value fetched at a larger size: the part it asked for. */
export function trimTo<T extends Topic>(topic: T, value: ValueOf<T>): ValueOf<T> {
  const size =
    topic.kind === 'book' ? (topic.depth ?? DEFAULT_SIZE.book) : topic.kind === 'ticker' ? 0 : (topic.limit ?? DEFAULT_SIZE[topic.kind]);
  if (topic.kind === 'book') {
    const book = value as OrderBookSnapshot;
    return { ...book, bids: book.bids.slice(0, size), asks: book.asks.slice(0, size) } as ValueOf<T>;
  }
  if (topic.kind === 'trades' || topic.kind === 'candles') return (value as unknown[]).slice(-size) as ValueOf<T>;
  return value;
}

/** The venue's own time of a value, when it carries one (frozen venue data shows here). */
export function venueTimeOf(kind: TopicKind, value: TopicValue[TopicKind]): number | null {
  if (kind === 'ticker') return (value as TickerSnapshot).timestamp;
  if (kind === 'book') return (value as OrderBookSnapshot).timestamp;
  return null;
}
