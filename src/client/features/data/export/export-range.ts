// The range of a transactions export (spec §5, §9): both ends picked, the end after the start, at
// most 7 days, and starting within the 3 months records are kept. The date-time fields hold local
// ISO text ("2026-11-22T10:05"); the call takes "2026-11-22 10:05:00" in the user's zone.
import { EXPORT_MAX_DAYS, HISTORY_DAYS } from '../../../../shared/contracts/trade/fields.ts';
import { parseDateTime } from '../../../../shared/trade/date-time.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const FIELD_VALUE = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

export type ExportProblem = 'export.errors.pickRange' | 'export.errors.order' | 'export.errors.range' | 'export.errors.tooOld';

/** A field's value as the call's date-time text; null while it is not a whole date and time. */
export function callDateTime(fieldValue: string): string | null {
  const match = FIELD_VALUE.exec(fieldValue);
  return match ? `${match[1]} ${match[2]}:00` : null;
}

/** What is wrong with a picked range (null: it can be sent). `utcOffset`: minutes east of UTC. */
export function checkExportRange(start: string, end: string, now: number, utcOffset: number): ExportProblem | null {
  const startText = callDateTime(start);
  const endText = callDateTime(end);
  const from = startText ? parseDateTime(startText, utcOffset) : null;
  const to = endText ? parseDateTime(endText, utcOffset) : null;
  if (from === null || to === null) return 'export.errors.pickRange';
  if (to < from) return 'export.errors.order';
  if (to - from > EXPORT_MAX_DAYS * DAY_MS) return 'export.errors.range';
  if (from < now - HISTORY_DAYS * DAY_MS) return 'export.errors.tooOld';
  return null;
}

const two = (value: number) => String(value).padStart(2, '0');

/** Epoch ms as a field value in the device's zone. */
export function fieldValue(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** What the dialog opens with: today, from midnight to the next whole minute (so this minute's fills are in). */
export function todayRange(now: number): { start: string; end: string } {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  return { start: fieldValue(midnight.getTime()), end: fieldValue(Math.ceil((now + 1) / MINUTE_MS) * MINUTE_MS) };
}
