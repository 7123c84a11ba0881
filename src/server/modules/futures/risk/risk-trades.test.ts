import { describe, expect, it } from 'vitest';
import type { OwnTrade } from '../../../../engine/connectors/types.ts';
import { MAX_MARKETS, marketsToRead, newestFirst, tradeViewOf } from './risk-trades.ts';

const trade = (id: string, timestamp: number, overrides: Partial<OwnTrade> = {}): OwnTrade => ({
  id,
  orderId: `o${id}`,
  symbol: 'BTC/USDT:USDT',
  side: 'buy',
  price: 60_000,
  amount: 0.01,
  cost: 600,
  fee: { currency: 'USDT', cost: 0.24 },
  maker: false,
  timestamp,
  ...overrides,
});

describe('risk user trade logs', () => {
  it('reads the markets with positions first, then those the console ordered on, once each', () => {
    expect(
      marketsToRead(
        ['ETH/USDT:USDT'],
        [
          { base: 'BTC', quote: 'USDT' },
          { base: 'ETH', quote: 'USDT' },
        ],
      ),
    ).toEqual(['ETH/USDT:USDT', 'BTC/USDT:USDT']);
    const many = Array.from({ length: 30 }, (_, i) => ({ base: `C${i}`, quote: 'USDT' }));
    expect(marketsToRead([], many)).toHaveLength(MAX_MARKETS);
  });

  it('lists trades newest first, trades of one moment by id', () => {
    const sorted = newestFirst([trade('9', 100), trade('11', 300), trade('10', 300), trade('2', 200)]);
    expect(sorted.map((entry) => entry.id)).toEqual(['11', '10', '2', '9']);
  });

  it('shows a trade with its pair, fee and maker flag', () => {
    expect(tradeViewOf(trade('5', 42, { symbol: 'ETH/USDT:USDT', side: 'sell', fee: null, maker: true }))).toEqual({
      id: '5',
      order_id: 'o5',
      yenUnit1: 'ETH',
      yenUnit2: 'USDT',
      side: 'sell',
      price: 60_000,
      amount: 0.01,
      cost: 600,
      fee: null,
      fee_coin: null,
      maker: true,
      timestamp: 42,
    });
  });
});
