import { describe, expect, it } from 'vitest';
import { formatAtoms, parseAtoms } from './decimal.ts';

describe('decimal amounts', () => {
  it('parses a decimal string into atoms of 1e-8', () => {
    expect(parseAtoms('0.0015')).toEqual({ ok: true, atoms: 150_000n });
    expect(parseAtoms('65000')).toEqual({ ok: true, atoms: 6_500_000_000_000n });
    expect(parseAtoms('1.10000000000')).toEqual({ ok: true, atoms: 110_000_000n });
  });

  it('refuses what Binance refuses: signs, exponents, empty parts', () => {
    for (const text of ['-1', '1e-5', '.5', '1.', '', 'abc', '1,5']) expect(parseAtoms(text)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses more than eight significant decimals', () => {
    expect(parseAtoms('0.000000001')).toEqual({ ok: false, reason: 'too-precise' });
  });

  it('prints atoms with eight decimals', () => {
    expect(formatAtoms(150_000n)).toBe('0.00150000');
    expect(formatAtoms(6_500_000_000_000n)).toBe('65000.00000000');
    expect(formatAtoms(0n)).toBe('0.00000000');
  });
});
