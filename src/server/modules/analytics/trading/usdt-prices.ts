// What one unit of each quote currency is worth in USDT, to add markets with different quotes into
// /data's total. USDT is 1. Any other quote (BNB on a DEX, BTC on an exchange) takes the latest
// price_usdt of that asset in the user's own asset snapshots (taken every 10 minutes; the last day's
// are read), so the total agrees with the asset figures beside it. An asset the user holds none of
// has no snapshot: then it is priced on a venue where the user traded that quote, by the asset
// snapshots' own pricer (the shared market-data feeds: one feed per market, whoever reads).
// A quote no one prices counts 0 in the total; one market's own view, in its quote, is unaffected.
import type { VenueServices } from '../../../venues/venue-services.ts';
import type { UsdtPricer } from '../assets/usdt-pricer.ts';
import type { TradingRepository } from './trading-repository.ts';

const USDT = 'USDT';
const SNAPSHOT_AGE_MS = 86_400_000;

/** The asset's USDT price on a venue: an exchange's tickers, or the pools of a DEX venue's chain. */
function priceOn(pricer: UsdtPricer, venues: VenueServices, web: string, asset: string): Promise<number | null> {
  const dex = venues.dex.get(web);
  if (!dex) return venues.registry.get(web) ? pricer.cex(web, asset) : Promise.resolve(null);
  const token = dex.tokens.find((entry) => entry.symbol === asset)?.address;
  return token ? pricer.dex(dex.chain.key, token) : Promise.resolve(null);
}

/**
 * USDT per unit of each quote. `venuesOf` names, per quote, the venues the user traded it on (where
 * its ticker is looked for).
 */
export async function usdtPrices(
  repository: TradingRepository,
  venues: VenueServices,
  pricer: UsdtPricer,
  userId: number,
  venuesOf: Map<string, string[]>,
  now: number,
): Promise<Map<string, number>> {
  const prices = new Map<string, number>([[USDT, 1]]);
  const others = [...venuesOf.keys()].filter((quote) => quote !== USDT);
  for (const [asset, price] of await repository.snapshotPrices(userId, others, now - SNAPSHOT_AGE_MS)) prices.set(asset, price);
  await Promise.all(
    others
      .filter((quote) => !prices.has(quote))
      .map(async (quote) => {
        for (const web of venuesOf.get(quote) ?? []) {
          const price = await priceOn(pricer, venues, web, quote);
          if (price !== null && price > 0) {
            prices.set(quote, price);
            return;
          }
        }
      }),
  );
  return prices;
}
