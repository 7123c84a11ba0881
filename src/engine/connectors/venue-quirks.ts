// Quirks of venue families, keyed by ccxt class: data the connector and governor read, never
// branches in their code. Any venue that uses the class (a real exchange or a sandbox speaking its
// dialect) gets them.
import type { VenueDefinition, VenueQuirks } from './venue-definition.ts';

const binanceSpot: VenueQuirks = {
  usedWeightHeader: 'x-mbx-used-weight-1m',
  // ccxt's binance costs: 1 cost unit = 5 request weight (its rateLimit of 50 ms gives 6,000 weight a minute).
  costPerWeight: 0.2,
  orderLimits: [
    { count: 100, windowMs: 10_000 },
    { count: 200_000, windowMs: 86_400_000 },
  ],
  permissionProbe: 'binanceApiRestrictions',
  // loadMarkets reads exchangeInfo only: no currency and margin endpoints (a venue offering only
  // spot also sets fetchMarkets.types, see the sandbox venues).
  options: { fetchCurrencies: false, fetchMargins: false },
};

export const CLASS_QUIRKS: Readonly<Record<string, VenueQuirks>> = {
  binance: binanceSpot,
  binanceus: { ...binanceSpot, options: {} },
};

/** A venue's own quirks, or else those of its ccxt class. */
export const quirksOf = (definition: VenueDefinition): VenueQuirks | undefined => definition.quirks ?? CLASS_QUIRKS[definition.ccxtClass];
