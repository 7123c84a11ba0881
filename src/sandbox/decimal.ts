// Amounts on the sandbox venue are integers: every asset is counted in atoms of 1e-8 (Binance shows
// eight decimals for every spot asset), so balances and fees add up exactly and never drift the way
// binary floating point would. Wire values are decimal strings; these helpers cross that border.
export const ASSET_DECIMALS = 8;
export const ATOMS_PER_UNIT = 100_000_000n;

/** The shape Binance accepts for a decimal parameter (its own error message quotes this pattern). */
export const DECIMAL_PATTERN = /^([0-9]{1,20})(\.[0-9]{1,20})?$/;

export type ParsedAtoms = { ok: true; atoms: bigint } | { ok: false; reason: 'malformed' | 'too-precise' };

/** "0.0015" -> 150000n atoms. Digits past the eighth decimal must be zeros. */
export function parseAtoms(text: string): ParsedAtoms {
  if (!DECIMAL_PATTERN.test(text)) return { ok: false, reason: 'malformed' };
  const [whole = '0', fraction = ''] = text.split('.');
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > ASSET_DECIMALS) return { ok: false, reason: 'too-precise' };
  return { ok: true, atoms: BigInt(whole) * ATOMS_PER_UNIT + BigInt(significant.padEnd(ASSET_DECIMALS, '0') || '0') };
}

/** Like parseAtoms, for trusted configuration: throws on anything but a plain decimal. */
export function atoms(text: string): bigint {
  const parsed = parseAtoms(text);
  if (!parsed.ok) throw new Error(`Not a decimal with at most ${ASSET_DECIMALS} places: ${text}`);
  return parsed.atoms;
}

/** 150000n -> "0.00150000", the way Binance prints every price and quantity. */
export function formatAtoms(value: bigint): string {
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const whole = magnitude / ATOMS_PER_UNIT;
  const fraction = (magnitude % ATOMS_PER_UNIT).toString().padStart(ASSET_DECIMALS, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** Atoms as a plain number of units, for statistics and simulation only (never for balances). */
export function atomsToNumber(value: bigint): number {
  return Number(value) / 1e8;
}

/** A positive number of units to atoms, rounded down (simulation sizes and prices). */
export function numberToAtoms(value: number): bigint {
  if (!Number.isFinite(value) || value <= 0) return 0n;
  return BigInt(Math.floor(value * 1e8));
}
