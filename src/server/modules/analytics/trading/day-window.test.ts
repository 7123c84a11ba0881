// /data's days are the reader's: cut at their midnight, today included, oldest first.
import { describe, expect, it } from 'vitest';
import { dayOf, dayWindow } from './day-window.ts';

const HOUR = 3_600_000;

describe('the days of /data', () => {
  it('cuts the days at the reader midnight east of UTC', () => {
    // 01:30 on 10 March in UTC+8 is still 9 March in UTC.
    const now = Date.UTC(2026, 2, 9, 17, 30);
    const window = dayWindow(now, 480, 7);
    expect(window.today).toBe('2026-03-10');
    expect(window.todayFrom).toBe(Date.UTC(2026, 2, 9, 16));
    expect(window.to).toBe(Date.UTC(2026, 2, 10, 16));
    expect(window.from).toBe(Date.UTC(2026, 2, 3, 16));
    expect(window.days).toEqual(['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10']);
  });

  it('cuts the days at the reader midnight west of UTC', () => {
    // 23:00 on 9 March in UTC-5 is already 10 March in UTC.
    const now = Date.UTC(2026, 2, 10, 4);
    const window = dayWindow(now, -300, 15);
    expect(window.today).toBe('2026-03-09');
    expect(window.todayFrom).toBe(Date.UTC(2026, 2, 9, 5));
    expect(window.days).toHaveLength(15);
    expect(window.days[0]).toBe('2026-02-23');
    expect(window.days.at(-1)).toBe('2026-03-09');
  });

  it('lists every day of a 30-day window across a year end, each once', () => {
    const window = dayWindow(Date.UTC(2026, 0, 10, 12), 0, 30);
    expect(window.days[0]).toBe('2025-12-12');
    expect(window.days.at(-1)).toBe('2026-01-10');
    expect(new Set(window.days).size).toBe(30);
    expect(window.to - window.from).toBe(30 * 24 * HOUR);
  });

  it('begins a day at the reader midnight in a zone off the whole hour', () => {
    // UTC+5:30: midnight of 10 March is 18:30 UTC on 9 March. The hour rows begin on whole UTC
    // hours, so the 18:00 hour (23:30 local) is the last of 9 March and 19:00 the first of 10 March.
    const window = dayWindow(Date.UTC(2026, 2, 9, 20), 330, 7);
    expect(window.todayFrom).toBe(Date.UTC(2026, 2, 9, 18, 30));
    expect(dayOf(Date.UTC(2026, 2, 9, 18), 330)).toBe('2026-03-09');
    expect(dayOf(Date.UTC(2026, 2, 9, 19), 330)).toBe('2026-03-10');
  });
});
