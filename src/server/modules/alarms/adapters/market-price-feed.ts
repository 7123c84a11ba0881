// The alert system's view of the shared market-data feed (src/engine/market-data): the ticker
// topic of a market, reduced to its last price (the mid when the venue gives no last trade).
import type { MarketDataHub } from '../../../../engine/market-data/market-data-hub.ts';
import type { MarketPriceFeed } from '../ports.ts';

export function marketPriceFeed(hub: MarketDataHub): MarketPriceFeed {
  return {
    watch(web, symbol, onPrice) {
      return hub.subscribe(web, symbol, { kind: 'ticker' }, (event) => {
        if (event.type !== 'update') return;
        const { last, bid, ask } = event.value;
        const price = last ?? (bid !== null && ask !== null ? (bid + ask) / 2 : null);
        if (price !== null && price > 0) onPrice(price, event.receivedAt);
      });
    },
  };
}
