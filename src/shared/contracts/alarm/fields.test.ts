import { describe, expect, it } from 'vitest';
import { alarmRule, conditionsOf } from './fields.ts';

const base = { web: 'sandbox-a', yenUnit1: 'btc', yenUnit2: 'usdt', channels: ['push'] };
const issues = (input: unknown) => {
  const result = alarmRule.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('alert rule', () => {
  it('accepts a rule with one condition and fills the defaults', () => {
    const rule = alarmRule.parse({ ...base, price_above: 70_000 });
    expect(rule).toMatchObject({
      yenUnit1: 'BTC',
      price_above: 70_000,
      price_below: null,
      jump_window_minutes: 5,
      status: 'active',
      stop_robots: false,
    });
    expect(conditionsOf(rule)).toEqual(['price_above']);
  });

  it('needs at least one condition', () => {
    expect(issues(base)).toEqual(['price_above: validation.alarms.noCondition']);
    expect(issues({ ...base, hourly_drop_enabled: false, hourly_drop_percent: 5 })).toEqual(['price_above: validation.alarms.noCondition']);
  });

  it('needs price above higher than price below', () => {
    expect(issues({ ...base, price_above: 100, price_below: 100 })).toEqual(['price_above: validation.alarms.priceOrder']);
    expect(issues({ ...base, price_above: 101, price_below: 100 })).toEqual([]);
  });

  it('needs a drop threshold when a drop check is on, and keeps one while it is off', () => {
    expect(issues({ ...base, snapshot_drop_enabled: true })).toEqual(['snapshot_drop_percent: validation.alarms.dropPercent']);
    expect(alarmRule.parse({ ...base, price_above: 1, hourly_drop_enabled: false, hourly_drop_percent: 7 }).hourly_drop_percent).toBe(7);
  });

  it('checks each figure with its own message', () => {
    expect(issues({ ...base, price_above: 0 })).toContain('price_above: validation.alarms.price');
    expect(issues({ ...base, balance_below: -1 })).toContain('balance_below: validation.alarms.balance');
    expect(issues({ ...base, jump_percent: 0.01 })).toContain('jump_percent: validation.alarms.percent');
    expect(issues({ ...base, jump_percent: 5, jump_window_minutes: 61 })).toContain('jump_window_minutes: validation.alarms.window');
  });

  it("watches the balance of one of the pair's coins only", () => {
    expect(issues({ ...base, balance_below: 1, balance_asset: 'eth' })).toEqual(['balance_asset: validation.alarms.balanceAsset']);
    expect(alarmRule.parse({ ...base, balance_below: 1, balance_asset: 'usdt' }).balance_asset).toBe('USDT');
  });

  it('needs a channel, and keeps the channels in one order without repeats', () => {
    expect(issues({ ...base, price_above: 1, channels: [] })).toEqual(['channels: validation.alarms.channel']);
    expect(alarmRule.parse({ ...base, price_above: 1, channels: ['email', 'push', 'email'] }).channels).toEqual(['push', 'email']);
  });
});
