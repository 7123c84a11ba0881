// Dates and times as the app's language writes them, not the browser's: each language's pattern
// (locales/<lng>/common.json dateTime.pattern, e.g. "MM/DD/YYYY HH:mm" or "YYYY. MM. DD. HH:mm")
// says the order of the numbers. Typing is lenient: any separators, one- or two-digit parts, and
// the ISO form ("2026-11-22T10:05") is understood in every language. The value the form keeps is
// the local ISO text a datetime-local input uses ("2026-11-22T10:05", or "2026-11-22" for a date).
export type DateTimeMode = 'date' | 'datetime';

const TOKENS = ['YYYY', 'MM', 'DD', 'HH', 'mm'] as const;
type Token = (typeof TOKENS)[number];
type Parts = Record<Token, number>;

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{1,2}))?$/;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The tokens of a pattern in the order it writes them; a date pattern stops before the hour. */
function tokenOrder(pattern: string, mode: DateTimeMode): Token[] {
  const wanted = mode === 'date' ? TOKENS.slice(0, 3) : TOKENS;
  return wanted
    .map((token) => ({ token, at: pattern.indexOf(token) }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.token);
}

/** The date part of a date-and-time pattern: everything before the hour and its separator. */
export function patternFor(pattern: string, mode: DateTimeMode): string {
  if (mode === 'datetime') return pattern;
  const hour = pattern.indexOf('HH');
  return hour < 0 ? pattern : pattern.slice(0, hour).trimEnd();
}

function isRealDate({ YYYY, MM, DD, HH, mm }: Parts): boolean {
  if (YYYY < 1000 || YYYY > 9999 || MM < 1 || MM > 12 || DD < 1 || HH > 23 || mm > 59) return false;
  return DD <= new Date(Date.UTC(YYYY, MM, 0)).getUTCDate();
}

const canonical = (parts: Parts, mode: DateTimeMode) => {
  const date = `${pad(parts.YYYY, 4)}-${pad(parts.MM)}-${pad(parts.DD)}`;
  return mode === 'date' ? date : `${date}T${pad(parts.HH)}:${pad(parts.mm)}`;
};

function isoParts(text: string, mode: DateTimeMode): Parts | null {
  const match = ISO.exec(text);
  if (!match || (mode === 'datetime') !== (match[4] !== undefined)) return null;
  return { YYYY: Number(match[1]), MM: Number(match[2]), DD: Number(match[3]), HH: Number(match[4] ?? 0), mm: Number(match[5] ?? 0) };
}

/** What the user typed, read in the language's pattern: the local ISO text, or null when it is not a real date. */
export function parseDateTime(text: string, pattern: string, mode: DateTimeMode): string | null {
  const trimmed = text.trim();
  let parts = isoParts(trimmed, mode);
  if (!parts) {
    const order = tokenOrder(pattern, mode);
    const numbers = trimmed.match(/\d+/g) ?? [];
    if (order.length === 0 || numbers.length !== order.length) return null;
    if (numbers.some((number, index) => number.length > (order[index] === 'YYYY' ? 4 : 2))) return null;
    parts = { YYYY: 0, MM: 0, DD: 0, HH: 0, mm: 0 };
    for (const [index, token] of order.entries()) parts[token] = Number(numbers[index]);
  }
  return isRealDate(parts) ? canonical(parts, mode) : null;
}

/** The local ISO text written in the language's pattern; any other text is returned as it is. */
export function formatDateTime(value: string, pattern: string, mode: DateTimeMode): string {
  const parts = isoParts(value, mode);
  if (!parts) return value;
  return TOKENS.reduce((text, token) => text.replace(token, pad(parts[token], token === 'YYYY' ? 4 : 2)), patternFor(pattern, mode));
}
