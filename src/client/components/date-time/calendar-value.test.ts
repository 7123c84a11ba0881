// What the calendar starts on and what it hands back: the field's local ISO text split into the day
// it marks and the hour and minute beside it, today and now when the field holds no date yet.
import { describe, expect, it } from 'vitest';
import { calendarStart, isoOfCalendar } from './calendar-value.ts';

const NOW = new Date(2031, 0, 2, 14, 37);

describe('the calendar value', () => {
  it('starts on the day and time the field holds', () => {
    expect(calendarStart('2030-03-07T09:05', 'datetime', NOW)).toEqual({ day: new Date(2030, 2, 7), hour: 9, minute: 5 });
    expect(calendarStart('2030-12-31', 'date', NOW)).toEqual({ day: new Date(2030, 11, 31), hour: 0, minute: 0 });
  });
  it('starts on today and the current time when the field holds no date', () => {
    for (const text of ['', '31/31/2030 9:05', '2030-02-30T10:00'])
      expect(calendarStart(text, 'datetime', NOW)).toEqual({ day: new Date(2031, 0, 2), hour: 14, minute: 37 });
  });
  it('writes the picked day and time as the local ISO text the field keeps', () => {
    expect(isoOfCalendar({ day: new Date(2030, 3, 12), hour: 18, minute: 5 }, 'datetime')).toBe('2030-04-12T18:05');
    expect(isoOfCalendar({ day: new Date(2030, 3, 2), hour: 18, minute: 5 }, 'date')).toBe('2030-04-02');
  });
});
