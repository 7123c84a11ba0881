// The words of an alert's conditions (the list) and of a firing's reason (the history), from the
// figures the server keeps, in the user's language and number format.
import type { AlarmView } from '../../../shared/contracts/alarm/alarm-view.ts';
import { ALARM_CONDITIONS, type AlarmCondition, type FiringCondition } from '../../../shared/contracts/alarm/fields.ts';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

export function numberFormat(language: string): (value: number) => string {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 8 });
  return (value) => format.format(value);
}

/** Each condition the alert has on, worded ("Price ≥ 70,000"). */
export function conditionTexts(alarm: AlarmView, t: Translate, format: (value: number) => string): string[] {
  const on: Partial<Record<AlarmCondition, Record<string, unknown>>> = {};
  if (alarm.price_above !== null) on.price_above = { value: format(alarm.price_above) };
  if (alarm.price_below !== null) on.price_below = { value: format(alarm.price_below) };
  if (alarm.balance_below !== null) on.balance_below = { value: format(alarm.balance_below), asset: alarm.balance_asset || alarm.yenUnit1 };
  if (alarm.jump_percent !== null) on.price_jump = { value: format(alarm.jump_percent), minutes: alarm.jump_window_minutes };
  if (alarm.hourly_drop_enabled && alarm.hourly_drop_percent !== null) on.hourly_drop = { value: format(alarm.hourly_drop_percent) };
  if (alarm.snapshot_drop_enabled && alarm.snapshot_drop_percent !== null)
    on.snapshot_drop = { value: format(alarm.snapshot_drop_percent) };
  if (alarm.arbitrage_bot) on.arbitrage_bot = {};
  return ALARM_CONDITIONS.flatMap((condition) => {
    const params = on[condition];
    return params ? [t(`alarms:conditions.${condition}`, params)] : [];
  });
}

/** Why a firing happened, with its figures ("Price 61,500 crossed above 61,000"). */
export function reasonText(
  condition: FiringCondition,
  values: Record<string, number>,
  t: Translate,
  format: (value: number) => string,
): string {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) params[name] = name === 'percent' ? format(Math.abs(value)) : format(value);
  return t(`alarms:reason.${condition}`, params);
}
