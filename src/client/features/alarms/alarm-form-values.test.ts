import { describe, expect, it } from 'vitest';
import type { AlarmView } from '../../../shared/contracts/alarm/alarm-view.ts';
import { emptyForm, formIssues, formOfAlarm, ruleOfForm } from './alarm-form-values.ts';

const blank = emptyForm({ web: 'sandbox-a', base: 'BTC', quote: 'USDT' }, ['push']);

describe('alert form values', () => {
  it('turns empty fields into conditions left off', () => {
    expect(ruleOfForm({ ...blank, price_above: '70,000' })).toMatchObject({
      web: 'sandbox-a',
      yenUnit1: 'BTC',
      price_above: 70_000,
      price_below: null,
      balance_below: null,
      jump_window_minutes: 5,
      channels: ['push'],
      status: 'active',
    });
  });

  it('puts each schema message beside its field', () => {
    expect(formIssues(blank)).toEqual([{ path: 'price_above', message: 'validation.alarms.noCondition' }]);
    expect(formIssues({ ...blank, price_above: 'abc' })).toEqual([{ path: 'price_above', message: 'validation.alarms.price' }]);
    expect(formIssues({ ...blank, price_above: '10', price_below: '20' })).toEqual([
      { path: 'price_above', message: 'validation.alarms.priceOrder' },
    ]);
    expect(formIssues({ ...blank, base: '', balance_asset: '', price_above: '1' })).toEqual([{ path: 'base', message: 'validation.pair' }]);
    expect(formIssues({ ...blank, snapshot_drop_enabled: true })).toEqual([
      { path: 'snapshot_drop_percent', message: 'validation.alarms.dropPercent' },
    ]);
    expect(formIssues({ ...blank, price_above: '1', channels: [] })).toEqual([{ path: 'channels', message: 'validation.alarms.channel' }]);
  });

  it('fills Edit Alert with the alert as saved and gives the same rule back', () => {
    const view: AlarmView = {
      id: 3,
      web: 'sandbox-a',
      exchange: 'Sandbox A',
      web_type: 0,
      yenUnit1: 'ETH',
      yenUnit2: 'USDT',
      remark: 'eth',
      price_above: 4000,
      price_below: null,
      balance_asset: 'USDT',
      balance_below: 100,
      jump_percent: 3,
      jump_window_minutes: 10,
      hourly_drop_enabled: true,
      hourly_drop_percent: 5,
      snapshot_drop_enabled: false,
      snapshot_drop_percent: 2,
      arbitrage_bot: true,
      stop_robots: true,
      channels: ['telegram', 'email'],
      status: 'inactive',
      dismissed_until: null,
      last_fired_at: null,
      created_at: 1,
      updated_at: 1,
    };
    const values = formOfAlarm(view);
    expect(values).toMatchObject({ base: 'ETH', price_below: '', balance_asset: 'USDT', snapshot_drop_percent: '2', active: false });
    expect(formIssues(values)).toEqual([]);
    expect(ruleOfForm(values)).toMatchObject({
      price_above: 4000,
      balance_below: 100,
      snapshot_drop_percent: 2,
      status: 'inactive',
      channels: ['telegram', 'email'],
    });
  });
});
