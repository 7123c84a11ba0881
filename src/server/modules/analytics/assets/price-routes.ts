// Which markets value an asset in USDT on one venue. A stablecoin is worth 1 without a market; any
// other asset goes through a market quoted in a stablecoin (BTC/USDT), or, when the venue has none,
// through a coin that has one (CAKE/BNB then BNB/USDT: a DEX token by its pool price times the
// native coin's USDT price). Pure: the venue's markets come in, the steps to read come out.

/** Worth one USDT each: the dollar stablecoins the venues quote in. */
export const STABLECOINS: ReadonlySet<string> = new Set(['USDT', 'USDC', 'BUSD', 'FDUSD', 'TUSD', 'DAI', 'USDP']);

/** A market of the venue; `base` and `quote` are whatever the venue names assets by (symbols, token addresses). */
export interface PricingMarket {
  base: string;
  quote: string;
  /** How the shared feed names the market (the ccxt symbol, a pool's token addresses). */
  symbol: string;
}

/** Read the market's price (quote per base); `invert` takes its reciprocal (a market quoted in the asset). */
export interface RouteStep {
  symbol: string;
  invert: boolean;
}

/** Steps whose prices multiply to the asset's USDT price: [] for a stablecoin, null when no market prices it. */
export function usdtRoute(asset: string, markets: readonly PricingMarket[], isStable: (asset: string) => boolean): RouteStep[] | null {
  if (isStable(asset)) return [];
  const direct = stableStep(asset, markets, isStable);
  if (direct) return [direct];
  // One coin in between: the first market of the asset whose other side has a stablecoin market.
  for (const market of markets) {
    const via = market.base === asset ? market.quote : market.quote === asset ? market.base : null;
    if (via === null || isStable(via)) continue;
    const onward = stableStep(via, markets, isStable);
    if (onward) return [{ symbol: market.symbol, invert: market.quote === asset }, onward];
  }
  return null;
}

/** A market between the asset and a stablecoin; one quoted in the stablecoin first (the usual way round). */
function stableStep(asset: string, markets: readonly PricingMarket[], isStable: (asset: string) => boolean): RouteStep | null {
  const quoted = markets.find((market) => market.base === asset && isStable(market.quote));
  if (quoted) return { symbol: quoted.symbol, invert: false };
  const reversed = markets.find((market) => market.quote === asset && isStable(market.base));
  return reversed ? { symbol: reversed.symbol, invert: true } : null;
}

/** The USDT price along a route; null when a step has no usable price. */
export async function priceAlong(route: readonly RouteStep[], priceOf: (symbol: string) => Promise<number | null>): Promise<number | null> {
  let price = 1;
  for (const step of route) {
    const read = await priceOf(step.symbol);
    if (read === null || !(read > 0) || !Number.isFinite(read)) return null;
    price *= step.invert ? 1 / read : read;
  }
  return price;
}
