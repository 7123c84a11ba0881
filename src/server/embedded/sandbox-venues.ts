// The embedded sandbox exchanges as venues, spot and USD-M perpetuals: ccxt's binance class pointed
// at their loopback URLs, governed by the limits each one announces in its exchangeInfo. Nothing
// else about them differs from a real exchange.
import { type BinanceRateLimit, limitsFromBinanceRateLimits } from '../../engine/connectors/binance-limits.ts';
import type { VenueDefinition } from '../../engine/connectors/venue-definition.ts';
import { CLASS_QUIRKS } from '../../engine/connectors/venue-quirks.ts';
import { binanceApiUrls, binanceUsdmApiUrls } from '../../sandbox/index.ts';

export const SANDBOX_VENUE_NAMES: Readonly<Record<string, string>> = { 'sandbox-a': 'Sandbox A', 'sandbox-b': 'Sandbox B' };

const binance = CLASS_QUIRKS['binance']!;

/** Reads the venue's announced limits and describes it for the venue registry. */
export async function sandboxVenueDefinition(id: string, baseUrl: string, name = SANDBOX_VENUE_NAMES[id] ?? id): Promise<VenueDefinition> {
  const response = await fetch(`${baseUrl}/api/v3/exchangeInfo`);
  if (!response.ok) throw new Error(`sandbox ${id} at ${baseUrl} answered exchangeInfo with HTTP ${response.status}`);
  const info = (await response.json()) as { rateLimits: BinanceRateLimit[] };
  return {
    id,
    name,
    ccxtClass: 'binance',
    marketKinds: ['spot', 'swap'],
    // Spot and USD-M perpetuals on one origin, as Binance's class reaches them.
    apiUrls: { ...binanceApiUrls(baseUrl), ...binanceUsdmApiUrls(baseUrl) },
    // loadMarkets reads /api/v3/exchangeInfo and /fapi/v1/exchangeInfo and nothing else.
    options: { fetchMarkets: { types: ['spot', 'linear'] } },
    credentials: [
      { field: 'api_key', ccxt: 'apiKey' },
      { field: 'secret', ccxt: 'secret' },
    ],
    defaultPair: { base: 'BTC', quote: 'USDT' },
    limits: limitsFromBinanceRateLimits(info.rateLimits, binance.costPerWeight ?? 1),
    quirks: { ...binance, errorTablesByPath: { '/fapi/': 'linear' } },
    featured: true,
    simulated: true,
  };
}
