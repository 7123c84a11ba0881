// USDT amounts as the referral screens write them: the server's decimal string, grouped, with
// cents always shown and never rounded up.
import { describe, expect, it } from 'vitest';
import { formatPercent, formatUsdt } from './format.ts';

describe('formatUsdt', () => {
  it.each([
    ['0', '0.00'],
    ['1234.5', '1,234.50'],
    ['19.98', '19.98'],
    ['1.998', '1.998'],
    ['0.12345678', '0.123456'],
    ['2.10000', '2.10'],
    ['-3', '-3.00'],
  ])('writes %s as %s', (value, shown) => {
    expect(formatUsdt(value, 'en')).toBe(shown);
  });

  it('leaves anything that is not a plain decimal as it came', () => {
    expect(formatUsdt('1e3', 'en')).toBe('1e3');
  });
});

describe('formatPercent', () => {
  it('quotes the reward percent the server gives', () => {
    expect(formatPercent(20, 'en')).toBe('20%');
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
  });
});
