import { describe, expect, it } from 'vitest';
import { callDateTime, checkExportRange, todayRange } from './export-range.ts';

const NOW = Date.UTC(2026, 10, 22, 10, 5, 30);

describe('the range of a transactions export', () => {
  it('is sent as YYYY-MM-DD HH:mm:ss once both fields hold a whole date and time', () => {
    expect(callDateTime('2026-11-22T10:05')).toBe('2026-11-22 10:05:00');
    expect(callDateTime('11/22/2026 10:05')).toBeNull();
    expect(callDateTime('')).toBeNull();
  });

  it('must be picked at both ends, end after start', () => {
    expect(checkExportRange('', '2026-11-22T10:05', NOW, 0)).toBe('export.errors.pickRange');
    expect(checkExportRange('2026-11-22T10:05', '2026-11-22T10:04', NOW, 0)).toBe('export.errors.order');
  });

  it('covers at most 7 days', () => {
    expect(checkExportRange('2026-11-15T10:05', '2026-11-22T10:05', NOW, 0)).toBeNull();
    expect(checkExportRange('2026-11-15T10:04', '2026-11-22T10:05', NOW, 0)).toBe('export.errors.range');
  });

  it('starts within the 3 months records are kept', () => {
    expect(checkExportRange('2026-08-01T00:00', '2026-08-02T00:00', NOW, 0)).toBe('export.errors.tooOld');
    expect(checkExportRange('2026-09-01T00:00', '2026-09-02T00:00', NOW, 0)).toBeNull();
  });

  it('opens on today, from midnight to the next whole minute', () => {
    const { start, end } = todayRange(new Date(2026, 10, 22, 10, 5, 30).getTime());
    expect(start).toBe('2026-11-22T00:00');
    expect(end).toBe('2026-11-22T10:06');
  });
});
