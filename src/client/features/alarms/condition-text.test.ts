import { describe, expect, it } from 'vitest';
import type { AlarmView } from '../../../shared/contracts/alarm/alarm-view.ts';
import { conditionTexts, numberFormat, reasonText } from './condition-text.ts';

const echo = (key: string, params?: Record<string, unknown>) => `${key} ${JSON.stringify(params ?? {})}`;
const format = numberFormat('en');

describe('condition words', () => {
  it('lists the conditions an alert has on, in the form order, with formatted figures', () => {
    const alarm = {
      yenUnit1: 'BTC',
      price_above: 70_000,
      price_below: null,
      balance_asset: '',
      balance_below: 0.5,
      jump_percent: null,
      jump_window_minutes: 5,
      hourly_drop_enabled: false,
      hourly_drop_percent: 9,
      snapshot_drop_enabled: true,
      snapshot_drop_percent: 2.5,
      arbitrage_bot: true,
    } as AlarmView;
    expect(conditionTexts(alarm, echo, format)).toEqual([
      'alarms:conditions.price_above {"value":"70,000"}',
      'alarms:conditions.balance_below {"value":"0.5","asset":"BTC"}',
      'alarms:conditions.snapshot_drop {"value":"2.5"}',
      'alarms:conditions.arbitrage_bot {}',
    ]);
  });

  it('words a firing reason with its figures, a fall as a positive percent', () => {
    expect(reasonText('price_jump', { percent: -6.5, threshold: 5, window: 5, price: 93.5 }, echo, format)).toBe(
      'alarms:reason.price_jump {"percent":"6.5","threshold":"5","window":"5","price":"93.5"}',
    );
  });
});
