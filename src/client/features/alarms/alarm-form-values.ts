// The New Alert / Edit Alert form as the user types it (text fields, check boxes) and the rule the
// shared schema checks: empty text is a condition left off, anything else must be a number the
// schema accepts. The same schema runs again on the server.
import type { AlarmView } from '../../../shared/contracts/alarm/alarm-view.ts';
import {
  ALARM_CHANNELS,
  type AlarmChannel,
  type AlarmRuleInput,
  alarmRule,
  JUMP_WINDOW_MINUTES,
} from '../../../shared/contracts/alarm/fields.ts';

export interface AlarmFormValues {
  web: string;
  base: string;
  quote: string;
  remark: string;
  price_above: string;
  price_below: string;
  balance_asset: string;
  balance_below: string;
  jump_percent: string;
  jump_window_minutes: string;
  hourly_drop_enabled: boolean;
  hourly_drop_percent: string;
  snapshot_drop_enabled: boolean;
  snapshot_drop_percent: string;
  arbitrage_bot: boolean;
  stop_robots: boolean;
  channels: AlarmChannel[];
  active: boolean;
}

export interface FieldIssue {
  path: string;
  message: string;
}

export function emptyForm(pair: { web: string; base: string; quote: string }, channels: AlarmChannel[]): AlarmFormValues {
  return {
    web: pair.web,
    base: pair.base,
    quote: pair.quote,
    remark: '',
    price_above: '',
    price_below: '',
    balance_asset: pair.base,
    balance_below: '',
    jump_percent: '',
    jump_window_minutes: String(JUMP_WINDOW_MINUTES.default),
    hourly_drop_enabled: false,
    hourly_drop_percent: '',
    snapshot_drop_enabled: false,
    snapshot_drop_percent: '',
    arbitrage_bot: false,
    stop_robots: false,
    channels,
    active: true,
  };
}

const text = (value: number | null) => (value === null ? '' : String(value));

export function formOfAlarm(alarm: AlarmView): AlarmFormValues {
  return {
    web: alarm.web,
    base: alarm.yenUnit1,
    quote: alarm.yenUnit2,
    remark: alarm.remark,
    price_above: text(alarm.price_above),
    price_below: text(alarm.price_below),
    balance_asset: alarm.balance_asset || alarm.yenUnit1,
    balance_below: text(alarm.balance_below),
    jump_percent: text(alarm.jump_percent),
    jump_window_minutes: String(alarm.jump_window_minutes),
    hourly_drop_enabled: alarm.hourly_drop_enabled,
    hourly_drop_percent: text(alarm.hourly_drop_percent),
    snapshot_drop_enabled: alarm.snapshot_drop_enabled,
    snapshot_drop_percent: text(alarm.snapshot_drop_percent),
    arbitrage_bot: alarm.arbitrage_bot,
    stop_robots: alarm.stop_robots,
    channels: alarm.channels,
    active: alarm.status === 'active',
  };
}

/** '' → null (off); anything else → a number (NaN when it is not one, which the schema refuses). */
const numberOrNull = (value: string): number | null => {
  const trimmed = value.trim().replace(/,/g, '');
  return trimmed === '' ? null : Number(trimmed);
};

export function ruleOfForm(values: AlarmFormValues): AlarmRuleInput {
  return {
    web: values.web,
    web_type: 0,
    yenUnit1: values.base.trim(),
    yenUnit2: values.quote.trim(),
    remark: values.remark,
    price_above: numberOrNull(values.price_above),
    price_below: numberOrNull(values.price_below),
    balance_asset: values.balance_asset,
    balance_below: numberOrNull(values.balance_below),
    jump_percent: numberOrNull(values.jump_percent),
    jump_window_minutes: numberOrNull(values.jump_window_minutes) ?? JUMP_WINDOW_MINUTES.default,
    hourly_drop_enabled: values.hourly_drop_enabled,
    hourly_drop_percent: numberOrNull(values.hourly_drop_percent),
    snapshot_drop_enabled: values.snapshot_drop_enabled,
    snapshot_drop_percent: numberOrNull(values.snapshot_drop_percent),
    arbitrage_bot: values.arbitrage_bot,
    stop_robots: values.stop_robots,
    channels: ALARM_CHANNELS.filter((channel) => values.channels.includes(channel)),
    status: values.active ? 'active' : 'inactive',
  };
}

/** Form fields by the rule's field names ("yenUnit1" is typed in "base"). */
const FIELD_OF: Record<string, keyof AlarmFormValues> = { yenUnit1: 'base', yenUnit2: 'quote', status: 'active' };

/** The schema's issues, each on the form field it belongs beside (first issue per field). */
export function formIssues(values: AlarmFormValues): FieldIssue[] {
  const result = alarmRule.safeParse(ruleOfForm(values));
  if (result.success) return [];
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    const path = FIELD_OF[name] ?? name;
    if (seen.has(path)) continue;
    seen.add(path);
    issues.push({ path, message: issue.message });
  }
  return issues;
}
