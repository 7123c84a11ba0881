import { describe, expect, it } from 'vitest';
import { pendingAt } from './referral-vesting.ts';

const DAY = 86_400_000;
const since = Date.UTC(2026, 0, 1);
const annual = { pendingMicros: 1_006_560_000, since: new Date(since), until: new Date(since + 365 * DAY) };

describe('referral vesting', () => {
  it('keeps the whole reward pending at the payment and nothing from the end of the plan', () => {
    expect(pendingAt(annual, since)).toBe(1_006_560_000);
    expect(pendingAt(annual, since - DAY)).toBe(1_006_560_000);
    expect(pendingAt(annual, since + 365 * DAY)).toBe(0);
    expect(pendingAt(annual, since + 400 * DAY)).toBe(0);
  });

  it('vests evenly with the plan time used, rounding the pending part up', () => {
    expect(pendingAt(annual, since + 73 * DAY)).toBe(805_248_000);
    // 1 micro over 3 ms: two thirds pending after 1 ms rounds up to 1.
    expect(pendingAt({ pendingMicros: 1, since: new Date(0), until: new Date(3) }, 1)).toBe(1);
  });

  it('stays exact where micros times milliseconds passes 2^53', () => {
    const big = { pendingMicros: 9_000_000_000_000, since: new Date(since), until: new Date(since + 3 * 365 * DAY) };
    const now = since + 365 * DAY + 1;
    const exact = (9_000_000_000_000n * BigInt(2 * 365 * DAY - 1) + BigInt(3 * 365 * DAY) - 1n) / BigInt(3 * 365 * DAY);
    expect(pendingAt(big, now)).toBe(Number(exact));
  });
});
