import { describe, expect, it } from 'vitest';
import { figureFormat, toneOf } from './format.ts';

describe('figures on the analytics screens', () => {
  const en = figureFormat('en');

  it('show a value with two decimals from 1 up and four significant digits below, so small fees are not 0.00', () => {
    expect(en.value(1234.5)).toBe('1,234.50');
    expect(en.value(0.00123456)).toBe('0.001235');
    expect(en.value(0)).toBe('0.00');
  });

  it('sign results and changes, and colour gains green and losses red', () => {
    expect(en.signedValue(12.5)).toBe('+12.50');
    expect(en.signedValue(-3.2)).toBe('−3.20');
    expect(en.signedValue(0)).toBe('0.00');
    expect([toneOf(1), toneOf(-1), toneOf(0)]).toEqual(['text-success', 'text-error', '']);
  });

  it('write numbers and calendar labels the way the user’s language does', () => {
    expect(figureFormat('de').value(1234.5)).toBe('1.234,50');
    expect(figureFormat('zh').month('2026-11')).toBe('2026年11月');
    expect(figureFormat('ko').month('2026-11')).toBe('2026년 11월');
    expect(en.month('2026-11')).toBe('November 2026');
    expect(en.day('2026-11-02')).toBe('11/2');
  });

  it('write a time in the product’s own format', () => {
    expect(en.dateTime(new Date(2026, 10, 22, 9, 5, 7).getTime())).toBe('2026-11-22 09:05:07');
  });
});
