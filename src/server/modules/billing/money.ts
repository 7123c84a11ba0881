// Micro-USDT (the ledger's unit) to and from the decimal strings the wire carries, and from a
// token's base units on chain. Integer arithmetic only: money never passes through a float sum.
import { USDT_DECIMALS } from '../../../shared/catalogue/billing.ts';

export const MICROS_PER_USDT = 10 ** USDT_DECIMALS;

/** "1677.6" from 1677600000. */
export function formatMicros(micros: number): string {
  const negative = micros < 0;
  const abs = Math.abs(micros);
  const whole = Math.floor(abs / MICROS_PER_USDT);
  const fraction = String(abs % MICROS_PER_USDT)
    .padStart(USDT_DECIMALS, '0')
    .replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** 60500000 from "60.5"; the string is already validated as a plain decimal of at most 6 places. */
export function parseMicros(text: string): number {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return Number(whole) * MICROS_PER_USDT + Number(fraction.padEnd(USDT_DECIMALS, '0').slice(0, USDT_DECIMALS));
}

/** A whole-cent USDT price (a plan's) in micros. */
export const usdtToMicros = (usdt: number): number => Math.round(usdt * 100) * (MICROS_PER_USDT / 100);

/** A token amount in base units to micros, rounded down (dust below a micro stays uncredited). */
export function unitsToMicros(units: bigint, decimals: number): number {
  return decimals >= USDT_DECIMALS
    ? Number(units / 10n ** BigInt(decimals - USDT_DECIMALS))
    : Number(units * 10n ** BigInt(USDT_DECIMALS - decimals));
}

export function microsToUnits(micros: number, decimals: number): bigint {
  return decimals >= USDT_DECIMALS
    ? BigInt(micros) * 10n ** BigInt(decimals - USDT_DECIMALS)
    : BigInt(micros) / 10n ** BigInt(USDT_DECIMALS - decimals);
}
