// USDT amounts are added exactly (micro-USDT), never through binary floats, and read as the
// language groups thousands.
import { describe, expect, it } from 'vitest';
import { addAmounts, displayUsdt, isPositive, shortHex } from './billing-format.ts';

describe('USDT amounts', () => {
  it('add exactly, whatever binary floats would make of them', () => {
    expect(addAmounts('0.1', '0.2')).toBe('0.3');
    expect(addAmounts('60', '1')).toBe('61');
    expect(addAmounts('1677.600001', '0.000009')).toBe('1677.60001');
    expect(addAmounts('60', 'sixty')).toBeNull();
  });

  it('show every decimal kept, trailing zeros dropped, thousands grouped', () => {
    expect(displayUsdt('1677.600000', 'en')).toBe('1,677.6');
    expect(displayUsdt('0', 'en')).toBe('0');
    expect(displayUsdt('12.345678', 'en')).toBe('12.345678');
  });

  it('tell a shortfall from none', () => {
    expect(isPositive('0')).toBe(false);
    expect(isPositive('0.000001')).toBe(true);
    expect(isPositive('-1')).toBe(false);
  });

  it('shorten an address to both ends', () => {
    expect(shortHex('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe('0x7099…79c8');
  });
});
