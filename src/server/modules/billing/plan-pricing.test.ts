import { describe, expect, it } from 'vitest';
import { addMonths, quotePlan, unusedValueMicros } from './plan-pricing.ts';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 25, 12);

describe('plan pricing', () => {
  it('renews quarterly at 80% from the end of the current plan', () => {
    const state = { level: 'flagship', availableUntil: new Date(now + 10 * DAY), planValueMicros: 0, planValueAt: null };
    const quote = quotePlan(state, 'flagship', 'quarterly', now);
    expect(quote).toMatchObject({ kind: 'renew', priceMicros: 1_677_600_000, creditMicros: 0, dueMicros: 1_677_600_000 });
    expect(quote.newAvailableUntil).toBe(addMonths(now + 10 * DAY, 3));
  });

  it('renews an expired plan from now', () => {
    const state = { level: 'personal', availableUntil: new Date(now - DAY), planValueMicros: 0, planValueAt: null };
    expect(quotePlan(state, 'personal', 'monthly', now).newAvailableUntil).toBe(addMonths(now, 1));
  });

  it('credits the unused part of the current plan on a change, evenly over its term', () => {
    // Basic paid 99 thirty days ago for a term ending in 0 days → nothing left; halfway → half.
    const state = {
      level: 'personal',
      availableUntil: new Date(now + 15 * DAY),
      planValueMicros: 99_000_000,
      planValueAt: new Date(now - 15 * DAY),
    };
    expect(unusedValueMicros(state, now)).toBe(49_500_000);
    const quote = quotePlan(state, 'flagship', 'monthly', now);
    expect(quote).toMatchObject({
      kind: 'change',
      priceMicros: 699_000_000,
      creditMicros: 49_500_000,
      dueMicros: 649_500_000,
      refundMicros: 0,
    });
    expect(quote.newAvailableUntil).toBe(addMonths(now, 1));
  });

  it('returns credit beyond the new price to the wallet', () => {
    const state = {
      level: 'flagship',
      availableUntil: new Date(now + 360 * DAY),
      planValueMicros: 5_032_800_000,
      planValueAt: new Date(now),
    };
    const quote = quotePlan(state, 'personal', 'monthly', now);
    expect(quote.dueMicros).toBe(0);
    expect(quote.refundMicros).toBe(5_032_800_000 - 99_000_000);
  });

  it('keeps the day of the month, or the month’s last day', () => {
    expect(new Date(addMonths(Date.UTC(2026, 0, 31), 1)).toISOString().slice(0, 10)).toBe('2026-02-28');
    expect(new Date(addMonths(Date.UTC(2026, 10, 25), 12)).toISOString().slice(0, 10)).toBe('2027-11-25');
  });
});
