// USDT prices from the shared market-data feeds (one feed per market, whoever watches: bots,
// screens, alerts and these valuations read the same one). On an exchange an asset is priced by the
// venue's own tickers; on a chain by the pools of its DEX venues, the native coin as its wrapped
// token. A market the venue cannot answer leaves the asset unpriced rather than failing the reader.
import type { MarketInfo } from '../../../../engine/connectors/types.ts';
import type { DexVenueDefinition } from '../../../../engine/connectors/evm/dex-venues.ts';
import { poolSymbol } from '../../../../engine/connectors/evm/pool-market-source.ts';
import { NATIVE_TOKEN } from '../../../../shared/contracts/wallet/wallet-fields.ts';
import type { VenueServices } from '../../../venues/venue-services.ts';
import { type PricingMarket, priceAlong, STABLECOINS, usdtRoute } from './price-routes.ts';

/** An exchange's market list changes rarely: read again after this long. */
const MARKETS_TTL_MS = 10 * 60_000;
/** How long a valuation waits for a market's first ticker. */
const TICKER_WAIT_MS = 5_000;

const isStableSymbol = (asset: string) => STABLECOINS.has(asset.toUpperCase());

export class UsdtPricer {
  private readonly cexMarkets = new Map<string, { readAt: number; markets: Promise<PricingMarket[]> }>();

  constructor(
    private readonly venues: VenueServices,
    private readonly now: () => number,
  ) {}

  /** The asset's USDT price on the exchange `web`, from the venue's tickers. */
  async cex(web: string, asset: string): Promise<number | null> {
    if (isStableSymbol(asset)) return 1;
    const route = usdtRoute(asset.toUpperCase(), await this.marketsOf(web), isStableSymbol);
    return route ? priceAlong(route, (symbol) => this.lastPrice(web, symbol)) : null;
  }

  /** A token's USDT price on a chain (`token`: a contract address, or "native" for the chain's coin), from its DEX pools. */
  async dex(chainKey: string, token: string): Promise<number | null> {
    const venues = this.venues.dex.chains().find((entry) => entry.chain.key === chainKey)?.venues ?? [];
    for (const venue of venues) {
      const address = (token === NATIVE_TOKEN ? venue.chain.wrappedNative : token).toLowerCase();
      const stable = new Set(venue.tokens.filter((known) => isStableSymbol(known.symbol)).map((known) => known.address.toLowerCase()));
      const route = usdtRoute(address, poolMarkets(venue), (candidate) => stable.has(candidate));
      if (route) return priceAlong(route, (symbol) => this.lastPrice(venue.id, symbol));
    }
    return null;
  }

  /**
   * The last price on the market's shared ticker feed (the mid when it has no last trade). A feed
   * whose first answer takes longer than TICKER_WAIT_MS prices nothing this time (it keeps polling
   * for the next reader), so one slow venue does not hold up a whole answer.
   */
  private async lastPrice(venue: string, symbol: string): Promise<number | null> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), TICKER_WAIT_MS);
    });
    const read = this.venues.hub.read(venue, symbol, { kind: 'ticker' }).then(
      ({ value }) => value.last ?? (value.bid !== null && value.ask !== null ? (value.bid + value.ask) / 2 : null),
      () => null,
    );
    try {
      return await Promise.race([read, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async marketsOf(web: string): Promise<PricingMarket[]> {
    const cached = this.cexMarkets.get(web);
    if (cached && this.now() - cached.readAt < MARKETS_TTL_MS) return cached.markets;
    const markets = this.venues.pool
      .publicConnector(web)
      .loadMarkets()
      .then((list) => list.filter(isPricingMarket).map(({ base, quote, symbol }) => ({ base, quote, symbol })));
    this.cexMarkets.set(web, { readAt: this.now(), markets });
    // A failed read is not kept: the next valuation asks again.
    return markets.catch(() => {
      if (this.cexMarkets.get(web)?.markets === markets) this.cexMarkets.delete(web);
      return [];
    });
  }
}

const isPricingMarket = (market: MarketInfo) => market.kind === 'spot' && market.active;

/** The venue's pools as markets between token addresses (lower case), named as the pool feeds name them. */
function poolMarkets(venue: DexVenueDefinition): PricingMarket[] {
  const addressOf = new Map(venue.tokens.map((token) => [token.symbol, token.address]));
  return venue.pairs.flatMap((pair) => {
    const base = addressOf.get(pair.base);
    const quote = addressOf.get(pair.quote);
    if (!base || !quote) return [];
    return [{ base: base.toLowerCase(), quote: quote.toLowerCase(), symbol: poolSymbol(base, quote) }];
  });
}
