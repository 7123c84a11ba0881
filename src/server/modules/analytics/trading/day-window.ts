// The days /data shows, cut at the reader's midnight. The rollup's rows are UTC hours, so a day is
// the hours that begin on it in the reader's zone: exact for every whole-hour zone; in a zone 30 or
// 45 minutes off the hour, the hour that straddles midnight counts wholly to the day it began on.

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export interface DayWindow {
  /** The first instant of the window (the reader's midnight `days - 1` days ago), epoch ms. */
  from: number;
  /** The end of the window: the reader's next midnight, epoch ms (exclusive). */
  to: number;
  /** The first instant of today in the reader's zone, epoch ms. */
  todayFrom: number;
  /** Today's date in the reader's zone, YYYY-MM-DD. */
  today: string;
  /** Every day of the window, oldest first, YYYY-MM-DD. */
  days: string[];
}

/** YYYY-MM-DD of an instant in the zone `utcOffset` minutes east of UTC. */
export function dayOf(ms: number, utcOffset: number): string {
  return new Date(ms + utcOffset * MINUTE_MS).toISOString().slice(0, 10);
}

/** The last `days` days up to now, today included, in the zone `utcOffset` minutes east of UTC. */
export function dayWindow(now: number, utcOffset: number, days: number): DayWindow {
  const shift = utcOffset * MINUTE_MS;
  const todayFrom = Math.floor((now + shift) / DAY_MS) * DAY_MS - shift;
  const from = todayFrom - (days - 1) * DAY_MS;
  return {
    from,
    to: todayFrom + DAY_MS,
    todayFrom,
    today: dayOf(todayFrom, utcOffset),
    days: Array.from({ length: days }, (_, index) => dayOf(from + index * DAY_MS, utcOffset)),
  };
}
