import { describe, expect, it } from 'vitest';
import { reportMonths } from './report-months.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('statement months in the reader zone', () => {
  it('cuts the month at local midnight: in Seoul (UTC+9) April has begun at 15:00 UTC on 31 March', () => {
    const [current, previous] = reportMonths(at('2026-03-31T16:00:00Z'), 2, 540);
    expect(current).toEqual({ month: '2026-04', start: at('2026-03-31T15:00:00Z'), end: at('2026-04-30T15:00:00Z') });
    expect(previous).toEqual({ month: '2026-03', start: at('2026-02-28T15:00:00Z'), end: at('2026-03-31T15:00:00Z') });
  });

  it('at the same instant it is still March in UTC and in New York (UTC-5)', () => {
    expect(reportMonths(at('2026-03-31T16:00:00Z'), 1, 0)[0]?.month).toBe('2026-03');
    const [newYork] = reportMonths(at('2026-03-31T16:00:00Z'), 1, -300);
    expect(newYork?.month).toBe('2026-03');
    expect(iso(newYork!.start)).toBe('2026-03-01T05:00:00.000Z');
    expect(iso(newYork!.end)).toBe('2026-04-01T05:00:00.000Z');
  });

  it('counts back across the year, newest first, each month ending where the next begins', () => {
    const months = reportMonths(at('2026-01-15T12:00:00Z'), 6, 480);
    expect(months.map((month) => month.month)).toEqual(['2026-01', '2025-12', '2025-11', '2025-10', '2025-09', '2025-08']);
    for (let i = 1; i < months.length; i++) expect(months[i]!.end).toBe(months[i - 1]!.start);
    expect(iso(months[5]!.start)).toBe('2025-07-31T16:00:00.000Z');
  });
});
