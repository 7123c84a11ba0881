import { parseUnits } from 'viem';
import { expect, it } from 'vitest';
import { amountInUnits } from './swap-sender.ts';

it('a swap of all a wallet holds sends what it holds, not the float rounding a few units above it', () => {
  const held = 5_870_123_456_789_012_345n;
  const asFloat = Number(held) / 1e18;
  expect(parseUnits(asFloat.toFixed(18), 18)).toBeGreaterThan(held);
  expect(amountInUnits(asFloat, 18, held)).toBe(held);
});

it('leaves other amounts as asked: under what is held, or clearly over it (refused on chain as too much)', () => {
  expect(amountInUnits(1.5, 18, parseUnits('5', 18))).toBe(parseUnits('1.5', 18));
  expect(amountInUnits(6, 18, parseUnits('5', 18))).toBe(parseUnits('6', 18));
  expect(amountInUnits(6, 18, undefined)).toBe(parseUnits('6', 18));
});
