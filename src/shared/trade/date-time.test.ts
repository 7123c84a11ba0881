import { describe, expect, it } from 'vitest';
import { formatDateTime, parseDateTime } from './date-time.ts';

describe('the YYYY-MM-DD HH:mm:ss date-time', () => {
  it('reads and writes the format in UTC and in a zone given by its offset', () => {
    const ms = Date.UTC(2026, 10, 22, 8, 5, 9);
    expect(parseDateTime('2026-11-22 08:05:09')).toBe(ms);
    expect(formatDateTime(ms)).toBe('2026-11-22 08:05:09');
    expect(formatDateTime(ms, 480)).toBe('2026-11-22 16:05:09');
    expect(parseDateTime('2026-11-22 16:05:09', 480)).toBe(ms);
  });

  it('refuses other formats and dates that do not exist', () => {
    expect(parseDateTime('2026-11-22')).toBeNull();
    expect(parseDateTime('2026/11/22 08:05:09')).toBeNull();
    expect(parseDateTime('2026-02-30 00:00:00')).toBeNull();
    expect(parseDateTime('2026-13-01 00:00:00')).toBeNull();
    expect(parseDateTime('2026-11-22 24:00:00')).toBeNull();
    expect(parseDateTime('2024-02-29 00:00:00')).not.toBeNull();
  });
});
