import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDateTime, parseDateTime } from './date-time-text.ts';

const LOCALES = join(import.meta.dirname, '../../../../locales');
const patternOf = (language: string) =>
  (JSON.parse(readFileSync(join(LOCALES, language, 'common.json'), 'utf8')) as { dateTime: { pattern: string } }).dateTime.pattern;

const en = patternOf('en');
const zh = patternOf('zh');
const ko = patternOf('ko');

describe('date and time in the app language', () => {
  it('writes a date and time the way each language does', () => {
    expect(formatDateTime('2026-03-07T09:05', en, 'datetime')).toBe('03/07/2026 09:05');
    expect(formatDateTime('2026-03-07T09:05', zh, 'datetime')).toBe('2026/03/07 09:05');
    expect(formatDateTime('2026-03-07T09:05', ko, 'datetime')).toBe('2026. 03. 07. 09:05');
  });
  it('writes a date alone without the time', () => {
    expect(formatDateTime('2026-03-07', en, 'date')).toBe('03/07/2026');
    expect(formatDateTime('2026-03-07', zh, 'date')).toBe('2026/03/07');
    expect(formatDateTime('2026-03-07', ko, 'date')).toBe('2026. 03. 07.');
  });
  it('reads month before day in English and year first in Chinese and Korean', () => {
    expect(parseDateTime('3/7/2026 9:05', en, 'datetime')).toBe('2026-03-07T09:05');
    expect(parseDateTime('2026/3/7 9:05', zh, 'datetime')).toBe('2026-03-07T09:05');
    expect(parseDateTime('2026. 3. 7. 9:05', ko, 'datetime')).toBe('2026-03-07T09:05');
    expect(parseDateTime('2026年3月7日 9:05', zh, 'datetime')).toBe('2026-03-07T09:05');
  });
  it('reads what it wrote back to the same value in every language', () => {
    for (const pattern of [en, zh, ko]) {
      for (const mode of ['date', 'datetime'] as const) {
        const value = mode === 'date' ? '2024-02-29' : '2024-02-29T23:59';
        expect(parseDateTime(formatDateTime(value, pattern, mode), pattern, mode)).toBe(value);
      }
    }
  });
  it('understands the ISO form in every language', () => {
    for (const pattern of [en, zh, ko]) expect(parseDateTime('2026-11-22T10:05', pattern, 'datetime')).toBe('2026-11-22T10:05');
  });
  it('refuses dates that do not exist and text that is not a date', () => {
    expect(parseDateTime('02/30/2026 10:00', en, 'datetime')).toBeNull();
    expect(parseDateTime('2026/13/01 10:00', zh, 'datetime')).toBeNull();
    expect(parseDateTime('2026. 01. 01. 24:00', ko, 'datetime')).toBeNull();
    expect(parseDateTime('2026/01/01', zh, 'datetime')).toBeNull();
    expect(parseDateTime('tomorrow', en, 'datetime')).toBeNull();
    expect(parseDateTime('', en, 'date')).toBeNull();
  });
  it('leaves text it cannot read as it is', () => {
    expect(formatDateTime('12/3', en, 'datetime')).toBe('12/3');
  });
});
