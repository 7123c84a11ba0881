// Reading Binance request parameters: query and form body together, with Binance's errors for a
// missing or malformed value.
import type { Market } from '../engine/market.ts';
import { venueErrors } from '../venue-error.ts';
import type { RangeQuery } from '../venue/history.ts';
import type { Venue } from '../venue/venue.ts';

export type Params = Record<string, string>;

/** Query and body together; a parameter sent in both is taken from the query string, as on Binance. */
export function mergeParams(rawQuery: string, rawBody: string): Params {
  const params: Params = {};
  for (const raw of [rawBody, rawQuery]) for (const [name, value] of new URLSearchParams(raw)) params[name] = value;
  return params;
}

export function required(params: Params, name: string): string {
  const value = params[name];
  if (value === undefined || value === '') throw venueErrors.mandatory(name);
  return value;
}

export function optionalInt(params: Params, name: string, range: { min?: number; max?: number } = {}): number | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d{1,20}$/.test(value)) throw venueErrors.illegalCharacters(name, '^[0-9]{1,20}$');
  const number = Number(value);
  if ((range.min !== undefined && number < range.min) || (range.max !== undefined && number > range.max))
    throw venueErrors.invalidParameter(name);
  return number;
}

/** A `limit` parameter: default when absent, refused outside 1..max. */
export function limitParam(params: Params, fallback: number, max: number): number {
  return optionalInt(params, 'limit', { min: 1, max }) ?? fallback;
}

/** `startTime` and `endTime`, each optional, in epoch milliseconds. */
export function timeRangeParams(params: Params): { startTime: number | undefined; endTime: number | undefined } {
  return {
    startTime: optionalInt(params, 'startTime', { min: 0 }),
    endTime: optionalInt(params, 'endTime', { min: 0 }),
  };
}

/**
 * The paging of an account's history (allOrders, myTrades): from an id (named `fromIdName`, as the
 * endpoints differ), within a time range, at most `limit` (500 by default, up to 1000).
 */
export function historyRangeParams(params: Params, fromIdName: 'orderId' | 'fromId'): RangeQuery {
  return {
    fromId: optionalInt(params, fromIdName, { min: 0 }),
    ...timeRangeParams(params),
    limit: limitParam(params, 500, 1000),
  };
}

export function marketParam(venue: Venue, params: Params): Market {
  return venue.market(required(params, 'symbol'));
}

/** `symbols=["BTCUSDT","ETHUSDT"]` as Binance takes it, or undefined. */
export function symbolsParam(venue: Venue, params: Params): Market[] | undefined {
  const raw = params.symbols;
  if (raw === undefined) return undefined;
  let names: unknown;
  try {
    names = JSON.parse(raw);
  } catch {
    throw venueErrors.invalidParameter('symbols');
  }
  if (!Array.isArray(names) || names.length === 0) throw venueErrors.invalidParameter('symbols');
  return names.map((name) => venue.market(String(name)));
}
