import { describe, expect, it } from 'vitest';
import { ActionBudget } from './action-budget.ts';
import { SAFETY_ACTIONS_PER_MINUTE } from './safety.ts';

describe('action budget', () => {
  it('pays for 60 order actions a minute, refuses the 61st and keeps the safety stop as the reason', () => {
    const budget = new ActionBudget();
    for (let i = 0; i < SAFETY_ACTIONS_PER_MINUTE; i++) expect(budget.spend(1000)).toBe(true);
    expect(budget.exhausted).toBeNull();
    expect(budget.spend(1000)).toBe(false);
    expect(budget.exhausted).toEqual({ key: 'safetyStop', level: 'warn', params: { limit: 60 } });
  });

  it('tells the strategy what it may still plan, ten below the limit', () => {
    const budget = new ActionBudget();
    expect(budget.remaining(0)).toBe(50);
    for (let i = 0; i < 45; i++) budget.spend(0);
    expect(budget.remaining(0)).toBe(5);
    expect(budget.remaining(60_000)).toBe(50);
  });
});
