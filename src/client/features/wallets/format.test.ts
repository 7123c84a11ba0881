import { describe, expect, it } from 'vitest';
import { displayAmount, displayPercent, shortAddress } from './format.ts';

describe('wallet figures', () => {
  it('shortens an address to both of its ends', () => {
    expect(shortAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234…5678');
    expect(shortAddress('0x1234')).toBe('0x1234');
  });

  it('groups the whole part and cuts the decimals without rounding up', () => {
    expect(displayAmount('1234567.123456789', 'en')).toBe('1,234,567.123456');
    expect(displayAmount('0.9999999', 'en')).toBe('0.999999');
    expect(displayAmount('12.500000', 'en')).toBe('12.5');
    expect(displayAmount('100', 'en')).toBe('100');
  });

  it('says dust is there instead of showing zero', () => {
    expect(displayAmount('0.0000000001', 'en')).toBe('<0.000001');
    expect(displayAmount('0.000', 'en')).toBe('0');
  });

  it('leaves text that is not a decimal alone', () => {
    expect(displayAmount('n/a', 'en')).toBe('n/a');
  });

  it('writes shares with two decimals, and tiny ones as under 0.01%', () => {
    expect(displayPercent(12.3456, 'en')).toBe('12.35%');
    expect(displayPercent(0.001, 'en')).toBe('<0.01%');
    expect(displayPercent(0, 'en')).toBe('0.00%');
  });
});
