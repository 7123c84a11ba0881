// The markets every sandbox venue lists. Majors have deep books; the project tokens (DEMO, CAKE)
// have thin ones, the way a small token's market looks on a real exchange. Sizes follow Binance's
// own filters for comparable symbols.

export interface MarketSpec {
  symbol: string;
  base: string;
  quote: string;
  tickSize: string;
  minPrice: string;
  maxPrice: string;
  stepSize: string;
  minQty: string;
  maxQty: string;
  /** MARKET_LOT_SIZE: the largest market order by quantity. */
  marketMaxQty: string;
  minNotional: string;
  maxNotional: string;
  /** Where the reference price starts (before a venue's price offset). */
  initialPrice: string;
}

export const SANDBOX_MARKETS: readonly MarketSpec[] = [
  {
    symbol: 'BTCUSDT',
    base: 'BTC',
    quote: 'USDT',
    tickSize: '0.01',
    minPrice: '0.01',
    maxPrice: '1000000',
    stepSize: '0.00001',
    minQty: '0.00001',
    maxQty: '9000',
    marketMaxQty: '120',
    minNotional: '5',
    maxNotional: '9000000',
    initialPrice: '65000',
  },
  {
    symbol: 'ETHUSDT',
    base: 'ETH',
    quote: 'USDT',
    tickSize: '0.01',
    minPrice: '0.01',
    maxPrice: '1000000',
    stepSize: '0.0001',
    minQty: '0.0001',
    maxQty: '9000',
    marketMaxQty: '2500',
    minNotional: '5',
    maxNotional: '9000000',
    initialPrice: '3400',
  },
  {
    symbol: 'BNBUSDT',
    base: 'BNB',
    quote: 'USDT',
    tickSize: '0.01',
    minPrice: '0.01',
    maxPrice: '100000',
    stepSize: '0.001',
    minQty: '0.001',
    maxQty: '9000',
    marketMaxQty: '3000',
    minNotional: '5',
    maxNotional: '9000000',
    initialPrice: '600',
  },
  {
    symbol: 'DEMOUSDT',
    base: 'DEMO',
    quote: 'USDT',
    tickSize: '0.00001',
    minPrice: '0.00001',
    maxPrice: '1000',
    stepSize: '1',
    minQty: '1',
    maxQty: '90000000',
    marketMaxQty: '5000000',
    minNotional: '1',
    maxNotional: '1000000',
    initialPrice: '0.05',
  },
  {
    symbol: 'CAKEUSDT',
    base: 'CAKE',
    quote: 'USDT',
    tickSize: '0.001',
    minPrice: '0.001',
    maxPrice: '10000',
    stepSize: '0.01',
    minQty: '0.01',
    maxQty: '900000',
    marketMaxQty: '50000',
    minNotional: '5',
    maxNotional: '9000000',
    initialPrice: '2.5',
  },
  {
    symbol: 'CAKEBNB',
    base: 'CAKE',
    quote: 'BNB',
    tickSize: '0.000001',
    minPrice: '0.000001',
    maxPrice: '1000',
    stepSize: '0.01',
    minQty: '0.01',
    maxQty: '900000',
    marketMaxQty: '20000',
    minNotional: '0.01',
    maxNotional: '9000',
    initialPrice: '0.0041667',
  },
];

/** Every asset listed on the venue, in a stable order. */
export function listedAssets(markets: readonly MarketSpec[] = SANDBOX_MARKETS): string[] {
  const assets: string[] = [];
  for (const market of markets) {
    if (!assets.includes(market.base)) assets.push(market.base);
    if (!assets.includes(market.quote)) assets.push(market.quote);
  }
  return assets;
}
