// A risk user (spec §3 "Risk user and trade logs", §6 risk-user management for futures): one of the
// caller's bound futures accounts, watched with thresholds that raise an alert on the alert
// channels. One schema for the form and the server; messages are keys of the "messages" namespace.
import { z } from 'zod';
import { ALARM_CHANNELS } from '../alarm/fields.ts';
import { webField } from '../markets/pair.ts';

/** The thresholds a risk user can watch, in the order the form shows them. */
export const RISK_CONDITIONS = ['margin_ratio_above', 'loss_above', 'exposure_above'] as const;
export type RiskCondition = (typeof RISK_CONDITIONS)[number];

/** A remark names the account in the list and in the alert's title. */
export const RISK_REMARK_MAX = 40;

/**
 * Margin ratio as the position view has it: maintenance margin over margin, 1 (100 %) being
 * liquidation, so a threshold lies above 0 and at most 1. The form types it as a percent.
 */
const marginRatio = z
  .number('validation.futures.riskMarginRatio')
  .finite('validation.futures.riskMarginRatio')
  .gt(0, 'validation.futures.riskMarginRatio')
  .max(1, 'validation.futures.riskMarginRatio');

/** An amount in the settlement coin (USDT on USD-M venues). */
const amount = z.number('validation.futures.riskAmount').finite('validation.futures.riskAmount').positive('validation.futures.riskAmount');

/** A threshold the form may leave empty: null (or absent) turns the condition off. */
const optional = <T extends z.ZodType>(field: T) => field.nullable().default(null);

export const riskUserFields = {
  /** The watched account: the caller's bound account on this venue, which must offer futures. */
  web: webField,
  remark: z.string('validation.futures.riskRemark').trim().max(RISK_REMARK_MAX, 'validation.futures.riskRemark').default(''),
  margin_ratio_above: optional(marginRatio),
  /** Unrealised loss across the account's positions at or above which the alert is raised. */
  loss_above: optional(amount),
  /** Total position value (exposure) at or above which the alert is raised. */
  exposure_above: optional(amount),
  channels: z
    .array(z.enum(ALARM_CHANNELS, 'validation.futures.riskChannel'), 'validation.futures.riskChannel')
    .min(1, 'validation.futures.riskChannel')
    .max(ALARM_CHANNELS.length, 'validation.futures.riskChannel')
    .transform((channels) => ALARM_CHANNELS.filter((channel) => channels.includes(channel))),
};

export type RiskUserInput = z.input<z.ZodObject<typeof riskUserFields>>;
export type RiskUserRule = z.output<z.ZodObject<typeof riskUserFields>>;

/** The conditions a rule has switched on. */
export function riskConditionsOf(rule: Pick<RiskUserRule, RiskCondition>): RiskCondition[] {
  return RISK_CONDITIONS.filter((condition) => rule[condition] !== null);
}

/** At least one threshold, reported beside the first threshold field. */
export function checkRiskRule(rule: Pick<RiskUserRule, RiskCondition>, ctx: z.RefinementCtx): void {
  if (riskConditionsOf(rule).length === 0)
    ctx.addIssue({ code: 'custom', path: ['margin_ratio_above'], message: 'validation.futures.riskThreshold' });
}

/** What was read from the venue for one risk user, in the settlement coin. */
export const riskFigures = z.object({
  /** Sum of the open positions' values at the mark price. */
  exposure: z.number(),
  /** The highest margin ratio of the open positions (1 is liquidation); null when the venue gives none. */
  margin_ratio: z.number().nullable(),
  unrealized_pnl: z.number(),
  /** The unrealised loss (0 when the positions are in profit overall). */
  loss: z.number(),
  positions: z.number().int(),
  /** The futures wallet's total of the settlement coin. */
  wallet_balance: z.number().nullable(),
  settle_coin: z.string(),
});
export type RiskFigures = z.infer<typeof riskFigures>;

export const riskUserView = z.object({
  id: z.number().int(),
  web: z.string(),
  /** The venue's name ("Sandbox A"). */
  exchange: z.string(),
  remark: z.string(),
  margin_ratio_above: z.number().nullable(),
  loss_above: z.number().nullable(),
  exposure_above: z.number().nullable(),
  channels: z.array(z.enum(ALARM_CHANNELS)),
  /** Thresholds that have fired and not yet gone back below (each alerts once per crossing). */
  crossed: z.array(z.enum(RISK_CONDITIONS)),
  last_fired_at: z.number().int().nullable(),
  created_at: z.number().int(),
  /** Null when the venue could not be read (then `failure` holds the code it answered). */
  figures: riskFigures.nullable(),
  failure: z.number().int().nullable(),
});
export type RiskUserView = z.infer<typeof riskUserView>;

/** One of the account's own futures trades. */
export const riskTradeView = z.object({
  id: z.string(),
  order_id: z.string().nullable(),
  yenUnit1: z.string(),
  yenUnit2: z.string(),
  side: z.enum(['buy', 'sell']),
  price: z.number(),
  amount: z.number(),
  cost: z.number(),
  fee: z.number().nullable(),
  fee_coin: z.string().nullable(),
  /** Whether the trade was a resting order of the account's (maker), when the venue says. */
  maker: z.boolean().nullable(),
  timestamp: z.number().int(),
});
export type RiskTradeView = z.infer<typeof riskTradeView>;
