// The product's one date-time format (spec §5): YYYY-MM-DD HH:mm:ss, and it must be a real date.
// Texts are read and written in the user's time zone, given as its offset from UTC in minutes
// (the browser's -getTimezoneOffset()), so the server formats an export the way the screen shows it.

const PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Epoch ms of a "YYYY-MM-DD HH:mm:ss" text in the zone utcOffset minutes east of UTC; null when not a real date-time. */
export function parseDateTime(text: string, utcOffsetMinutes = 0): number | null {
  const match = PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls 2026-02-30 over into March: a real date reads back the same day.
  if (new Date(utc).getUTCDate() !== day) return null;
  return utc - utcOffsetMinutes * 60_000;
}

const two = (n: number) => String(n).padStart(2, '0');

/** "YYYY-MM-DD HH:mm:ss" of epoch ms in the zone utcOffset minutes east of UTC. */
export function formatDateTime(ms: number, utcOffsetMinutes = 0): string {
  const d = new Date(ms + utcOffsetMinutes * 60_000);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}
