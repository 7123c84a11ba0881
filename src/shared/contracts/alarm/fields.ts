// An alert's rule (spec §3 "Alarm"): the market it watches, its conditions, what it does when it
// fires and where it is sent. One schema for the New Alert / Edit Alert form and the server;
// messages are keys of the "messages" namespace.
import { z } from 'zod';
import { idField, MAX_ROW_ID } from '../ids.ts';
import { pairFields } from '../markets/pair.ts';

/** Every condition an alert can watch, in the order the form shows them. */
export const ALARM_CONDITIONS = [
  'price_above',
  'price_below',
  'balance_below',
  'price_jump',
  'hourly_drop',
  'snapshot_drop',
  'arbitrage_bot',
] as const;
export type AlarmCondition = (typeof ALARM_CONDITIONS)[number];

/** What a firing records: a condition, or a test the user sent to check the channels. */
export const FIRING_CONDITIONS = [...ALARM_CONDITIONS, 'test'] as const;
export type FiringCondition = (typeof FIRING_CONDITIONS)[number];

export const ALARM_CHANNELS = ['push', 'telegram', 'email'] as const;
export type AlarmChannel = (typeof ALARM_CHANNELS)[number];

/** Spec §4 "Alarm: running or stopped": an inactive alert is kept but not evaluated. */
export const ALARM_STATUSES = ['active', 'inactive'] as const;
export type AlarmStatus = (typeof ALARM_STATUSES)[number];

/** The price-jump window: from one minute to an hour of the market's recent prices. */
export const JUMP_WINDOW_MINUTES = { min: 1, max: 60, default: 5 } as const;
/** Percent thresholds (jump, drops). */
export const PERCENT_RANGE = { min: 0.1, max: 100 } as const;
/** How many alerts one user keeps. */
export const MAX_ALARMS_PER_USER = 50;
/** Spec §9: an alert's reminders are dismissed for one week. */
export const DISMISS_MS = 7 * 24 * 3_600_000;

const price = z.number('validation.alarms.price').finite('validation.alarms.price').positive('validation.alarms.price');
const amount = z.number('validation.alarms.balance').finite('validation.alarms.balance').positive('validation.alarms.balance');
const percent = z
  .number('validation.alarms.percent')
  .min(PERCENT_RANGE.min, 'validation.alarms.percent')
  .max(PERCENT_RANGE.max, 'validation.alarms.percent');

/** A threshold the form may leave empty: null (or an absent field) means the condition is off. */
const optional = <T extends z.ZodType>(field: T) => field.nullable().default(null);

export const alarmRuleFields = {
  ...pairFields,
  /** A name for the list; empty shows the pair. */
  remark: z.string('validation.alarms.remark').trim().max(40, 'validation.alarms.remark').default(''),
  price_above: optional(price),
  price_below: optional(price),
  /** The token whose balance balance_below watches: the pair's base or quote coin (default base). */
  balance_asset: z
    .string('validation.alarms.balanceAsset')
    .trim()
    .regex(/^[A-Za-z0-9]{0,20}$/, 'validation.alarms.balanceAsset')
    .transform((coin) => coin.toUpperCase())
    .default(''),
  balance_below: optional(amount),
  jump_percent: optional(percent),
  jump_window_minutes: z
    .number('validation.alarms.window')
    .int('validation.alarms.window')
    .min(JUMP_WINDOW_MINUTES.min, 'validation.alarms.window')
    .max(JUMP_WINDOW_MINUTES.max, 'validation.alarms.window')
    .default(JUMP_WINDOW_MINUTES.default),
  hourly_drop_enabled: z.boolean().default(false),
  hourly_drop_percent: optional(percent),
  snapshot_drop_enabled: z.boolean().default(false),
  snapshot_drop_percent: optional(percent),
  arbitrage_bot: z.boolean().default(false),
  /** Stop every robot of the pair when the alert fires. */
  stop_robots: z.boolean().default(false),
  channels: z
    .array(z.enum(ALARM_CHANNELS, 'validation.alarms.channel'), 'validation.alarms.channel')
    .min(1, 'validation.alarms.channel')
    .max(ALARM_CHANNELS.length, 'validation.alarms.channel')
    .transform((channels) => ALARM_CHANNELS.filter((channel) => channels.includes(channel))),
  status: z.enum(ALARM_STATUSES, 'validation.alarms.status').default('active'),
};

export type AlarmRuleInput = z.input<z.ZodObject<typeof alarmRuleFields>>;
export type AlarmRule = z.output<z.ZodObject<typeof alarmRuleFields>>;

/** The conditions a rule has switched on. */
export function conditionsOf(rule: AlarmRule): AlarmCondition[] {
  const on: Record<AlarmCondition, boolean> = {
    price_above: rule.price_above !== null,
    price_below: rule.price_below !== null,
    balance_below: rule.balance_below !== null,
    price_jump: rule.jump_percent !== null,
    hourly_drop: rule.hourly_drop_enabled,
    snapshot_drop: rule.snapshot_drop_enabled,
    arbitrage_bot: rule.arbitrage_bot,
  };
  return ALARM_CONDITIONS.filter((condition) => on[condition]);
}

/** The rules across fields, each with the field its message belongs beside. */
function checkRule(rule: AlarmRule, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (conditionsOf(rule).length === 0) issue('price_above', 'validation.alarms.noCondition');
  if (rule.price_above !== null && rule.price_below !== null && rule.price_above <= rule.price_below) {
    issue('price_above', 'validation.alarms.priceOrder');
  }
  if (rule.balance_asset !== '' && rule.balance_asset !== rule.yenUnit1 && rule.balance_asset !== rule.yenUnit2) {
    issue('balance_asset', 'validation.alarms.balanceAsset');
  }
  if (rule.hourly_drop_enabled && rule.hourly_drop_percent === null) issue('hourly_drop_percent', 'validation.alarms.dropPercent');
  if (rule.snapshot_drop_enabled && rule.snapshot_drop_percent === null) issue('snapshot_drop_percent', 'validation.alarms.dropPercent');
}

export const alarmRule = z.object(alarmRuleFields).superRefine(checkRule);

/** Edit Alert: the same rule with the alert's id. */
export const alarmUpdate = z.object({ id: idField, ...alarmRuleFields }).superRefine((value, ctx) => checkRule(value, ctx));

export const alarmIdField = z.number('validation.alarms.notFound').int().positive().max(MAX_ROW_ID, 'validation.alarms.notFound');
