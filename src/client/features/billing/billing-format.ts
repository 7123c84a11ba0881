// How wallet amounts read on /renew. USDT travels as decimal strings (the ledger is exact), so
// sums are made in micro-USDT with BigInt and shown as text, never through a binary float.
import { USDT_DECIMALS } from '../../../shared/catalogue/billing.ts';

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
const SCALE = 10n ** BigInt(USDT_DECIMALS);

/** Micro-USDT of a decimal string; null when it is not a plain decimal (extra decimals are cut). */
export function toMicros(value: string): bigint | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const micros = BigInt(whole) * SCALE + BigInt(fraction.slice(0, USDT_DECIMALS).padEnd(USDT_DECIMALS, '0'));
  return sign ? -micros : micros;
}

export function fromMicros(micros: bigint): string {
  const sign = micros < 0n ? '-' : '';
  const absolute = micros < 0n ? -micros : micros;
  const fraction = (absolute % SCALE).toString().padStart(USDT_DECIMALS, '0').replace(/0+$/, '');
  return `${sign}${absolute / SCALE}${fraction ? `.${fraction}` : ''}`;
}

/** The sum of decimal strings; null when one of them is not a number. */
export function addAmounts(...values: string[]): string | null {
  let total = 0n;
  for (const value of values) {
    const micros = toMicros(value);
    if (micros === null) return null;
    total += micros;
  }
  return fromMicros(total);
}

/** Whether an amount is above zero (a shortfall, a refund). */
export const isPositive = (value: string): boolean => (toMicros(value) ?? 0n) > 0n;

/** An amount for display: thousands grouped as the language writes them, every decimal the ledger keeps, trailing zeros dropped. */
export function displayUsdt(value: string, language: string): string {
  const match = DECIMAL.exec(value.trim());
  if (!match) return value;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const kept = fraction.replace(/0+$/, '');
  return `${sign}${BigInt(whole).toLocaleString(language)}${kept ? `.${kept}` : ''}`;
}

/** "0x12ab…9fe0": enough of both ends to tell two addresses (or transactions) apart. */
export function shortHex(value: string): string {
  return value.length > 14 ? `${value.slice(0, 6)}…${value.slice(-4)}` : value;
}
