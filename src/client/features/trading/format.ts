// Numbers and times as the trading screens show them: prices and sizes at the market's precision.
import { formatDateTime } from '../../../shared/trade/date-time.ts';

const cache = new Map<number, Intl.NumberFormat>();

/** A number with exactly `decimals` places (grouped thousands), or "–" for null. */
export function fixed(value: number | null | undefined, decimals: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  let format = cache.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    cache.set(decimals, format);
  }
  return format.format(value);
}

/** Compact figures for volumes (1.2K, 3.4M). */
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 });
export const compactNumber = (value: number): string => compact.format(value);

/** The product's date-time format (spec §5) in the browser's zone. */
export const localDateTime = (ms: number): string => formatDateTime(ms, -new Date(ms).getTimezoneOffset());

/** Decimal places seen in a list of prices (for a book shown before the market's rules arrive). */
export function decimalsSeen(values: number[], cap = 8): number {
  let most = 0;
  for (const value of values) {
    const text = value.toString();
    const places = text.includes('e-') ? cap : (text.split('.')[1]?.length ?? 0);
    if (places > most) most = places;
  }
  return Math.min(most, cap);
}

/** Amounts of any size at a glance: five significant digits, compact from a million (1.23M). */
const significant = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 5 });
export const amountAtAGlance = (value: number): string =>
  Number.isFinite(value) ? (Math.abs(value) >= 1e6 ? compactNumber(value) : significant.format(value)) : '–';

/** A signed percentage with two decimals: "+1.25%", "−0.50%". */
export const signedPercent = (value: number): string => `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(2)}%`;
