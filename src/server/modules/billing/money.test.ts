import { describe, expect, it } from 'vitest';
import { formatMicros, microsToUnits, parseMicros, unitsToMicros, usdtToMicros } from './money.ts';

describe('micro-USDT', () => {
  it('formats and parses without float drift', () => {
    expect(formatMicros(1_677_600_000)).toBe('1677.6');
    expect(formatMicros(-61_000_000)).toBe('-61');
    expect(formatMicros(1)).toBe('0.000001');
    expect(parseMicros('60.5')).toBe(60_500_000);
    expect(parseMicros('0.1')).toBe(100_000);
    expect(usdtToMicros(1677.6)).toBe(1_677_600_000);
  });

  it('converts 18-decimal token units, rounding dust down', () => {
    expect(unitsToMicros(1_000_000_000_000_000_123n, 18)).toBe(1_000_000);
    expect(microsToUnits(60_000_000, 18)).toBe(60n * 10n ** 18n);
    expect(unitsToMicros(5_000_000n, 6)).toBe(5_000_000);
  });
});
