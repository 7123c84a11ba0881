// The calendar's side of a date field: the field keeps the local ISO text ("2030-03-07T09:05", or
// "2030-03-07" for a date); the calendar marks a day and shows the hour and minute beside it.
import { type DateTimeMode, parseDateTime } from './date-time-text.ts';

export interface CalendarValue {
  /** Local midnight of the day. */
  day: Date;
  hour: number;
  minute: number;
}

const ISO_PARTS = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Where the calendar opens: the field's date and time, or today and now while it holds none. */
export function calendarStart(value: string, mode: DateTimeMode, now: Date): CalendarValue {
  // An empty pattern reads the ISO form only, which is all the field hands on as a date.
  const iso = parseDateTime(value, '', mode);
  const parts = iso ? ISO_PARTS.exec(iso) : null;
  if (!parts) return { day: new Date(now.getFullYear(), now.getMonth(), now.getDate()), hour: now.getHours(), minute: now.getMinutes() };
  return {
    day: new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])),
    hour: Number(parts[4] ?? 0),
    minute: Number(parts[5] ?? 0),
  };
}

/** The picked day (and time) as the local ISO text the field keeps. */
export function isoOfCalendar({ day, hour, minute }: CalendarValue, mode: DateTimeMode): string {
  const date = `${pad(day.getFullYear(), 4)}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  return mode === 'date' ? date : `${date}T${pad(hour)}:${pad(minute)}`;
}
