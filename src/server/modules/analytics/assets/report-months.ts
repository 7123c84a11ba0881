// The calendar months a statement covers, cut in the reader's zone (a fixed offset east of UTC, as
// the browser sends it): the current month and the ones before it, newest first.
// A month in Seoul starts nine hours before the same month in UTC.

export interface ReportMonth {
  /** 'YYYY-MM' in the reader's zone. */
  month: string;
  /** Epoch ms, inclusive. */
  start: number;
  /** Epoch ms, exclusive: the next month's start (in the future for the current month). */
  end: number;
}

const MINUTE = 60_000;

export function reportMonths(now: number, count: number, utcOffsetMinutes: number): ReportMonth[] {
  const shift = utcOffsetMinutes * MINUTE;
  const local = new Date(now + shift);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const months: ReportMonth[] = [];
  for (let back = 0; back < count; back++) {
    // Date.UTC carries a negative month into the year before.
    const start = Date.UTC(year, month - back, 1) - shift;
    const next = Date.UTC(year, month - back + 1, 1) - shift;
    const label = new Date(start + shift);
    months.push({
      month: `${label.getUTCFullYear()}-${String(label.getUTCMonth() + 1).padStart(2, '0')}`,
      start,
      end: next,
    });
  }
  return months;
}
