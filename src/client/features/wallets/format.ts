// How wallet figures read on screen. Balances travel as decimal strings of up to 18 decimals
// (more than a JS number holds), so they are shortened as text, never through parseFloat.

/** "0x12ab…9fe0": enough of both ends to tell two wallets apart at a glance. */
export function shortAddress(address: string): string {
  return address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/**
 * A decimal string for display: the whole part grouped in thousands as the language writes it,
 * at most `maxDecimals` decimals (cut, not rounded: a balance is never shown larger than it is),
 * trailing zeros dropped. Anything that is not a plain decimal is returned as it is.
 */
export function displayAmount(value: string, language: string, maxDecimals = 6): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const grouped = BigInt(whole).toLocaleString(language);
  const cut = fraction.slice(0, maxDecimals).replace(/0+$/, '');
  // Dust smaller than the last decimal shown: say it is there rather than show a bare zero.
  if (whole === '0' && cut === '' && /[1-9]/.test(fraction)) return `<${sign}0.${'0'.repeat(maxDecimals - 1)}1`;
  return `${sign}${grouped}${cut ? `.${cut}` : ''}`;
}

/** A share in percent with two decimals ("12.34%"), or "<0.01%" for a holder too small to show. */
export function displayPercent(value: number, language: string): string {
  if (value > 0 && value < 0.01) return `<${(0.01).toLocaleString(language)}%`;
  return `${value.toLocaleString(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
}
