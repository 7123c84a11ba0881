// How referral figures read on screen, in the user's language. USDT amounts travel as decimal
// strings and are shortened as text, never through parseFloat, so a reward is never shown larger
// than it is.

/** "1,234.5" → "1,234.50": grouped as the language writes it, 2 to 6 decimals (cut, not rounded). */
export function formatUsdt(value: string, language: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const decimals = fraction.slice(0, 6).replace(/0+$/, '').padEnd(2, '0');
  return `${sign}${BigInt(whole).toLocaleString(language)}.${decimals}`;
}

export const formatCount = (value: number, language: string): string => value.toLocaleString(language);

/** The reward percent as the rules quote it: 20 → "20%". */
export const formatPercent = (percent: number, language: string): string =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);

/** A moment as the language writes a date and time, in the device's time zone. */
export const formatMoment = (ms: number, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
