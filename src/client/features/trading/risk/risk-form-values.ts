// The add / edit form of a risk user as typed (text fields, a check box per channel) and the
// request the shared contract checks: an empty threshold is turned off, the margin ratio is typed
// as a percent and sent as a fraction (1 = liquidation), and the contract's own field schemas check
// each field, so the browser and the server refuse with the same words.
import { ALARM_CHANNELS, type AlarmChannel } from '../../../../shared/contracts/alarm/fields.ts';
import {
  type RiskUserInput,
  type RiskUserView,
  riskConditionsOf,
  riskUserFields,
} from '../../../../shared/contracts/futures/risk-user-fields.ts';
import type { FieldIssue } from '../../../components/form/form-errors.ts';
import type { FormValues } from '../../../components/form/use-form.ts';
import { fieldIssues } from '../../../components/form/validators.ts';

export type RiskFormValues = {
  web: string;
  remark: string;
  margin_ratio_above: string;
  loss_above: string;
  exposure_above: string;
  channel_push: boolean;
  channel_telegram: boolean;
  channel_email: boolean;
};

export const channelField = (channel: AlarmChannel) => `channel_${channel}` as const;

export function emptyRiskForm(web: string, channels: readonly AlarmChannel[]): RiskFormValues {
  return {
    web,
    remark: '',
    margin_ratio_above: '',
    loss_above: '',
    exposure_above: '',
    channel_push: channels.includes('push'),
    channel_telegram: channels.includes('telegram'),
    channel_email: channels.includes('email'),
  };
}

/** A fraction as the percent typed: 0.8 → "80" (without binary dust: 0.07 → "7", not "7.000000000000001"). */
const percentText = (ratio: number | null) => (ratio === null ? '' : String(Number((ratio * 100).toPrecision(12))));
const text = (value: number | null) => (value === null ? '' : String(value));

export function formOfRiskUser(view: RiskUserView): RiskFormValues {
  return {
    web: view.web,
    remark: view.remark,
    margin_ratio_above: percentText(view.margin_ratio_above),
    loss_above: text(view.loss_above),
    exposure_above: text(view.exposure_above),
    channel_push: view.channels.includes('push'),
    channel_telegram: view.channels.includes('telegram'),
    channel_email: view.channels.includes('email'),
  };
}

/** '' → null (off); anything else → a number (NaN when it is not one, which the schema refuses). */
const numberOrNull = (value: string): number | null => {
  const trimmed = value.trim().replace(/,/g, '');
  return trimmed === '' ? null : Number(trimmed);
};

export function requestOfForm(values: RiskFormValues): RiskUserInput {
  const percent = numberOrNull(values.margin_ratio_above);
  return {
    web: values.web,
    remark: values.remark,
    margin_ratio_above: percent === null ? null : Number((percent / 100).toPrecision(12)),
    loss_above: numberOrNull(values.loss_above),
    exposure_above: numberOrNull(values.exposure_above),
    channels: ALARM_CHANNELS.filter((channel) => values[channelField(channel)]),
  };
}

/** The contract's issues of each field, plus "at least one threshold", each beside its field. */
export function riskFormIssues(values: RiskFormValues): FieldIssue[] {
  const request = requestOfForm(values);
  const issues = fieldIssues(riskUserFields, request as unknown as FormValues);
  const thresholds = {
    margin_ratio_above: request.margin_ratio_above ?? null,
    loss_above: request.loss_above ?? null,
    exposure_above: request.exposure_above ?? null,
  };
  if (riskConditionsOf(thresholds).length === 0) issues.push({ path: 'margin_ratio_above', message: 'validation.futures.riskThreshold' });
  // A channel's issue (none chosen) names the list, not one check box.
  return issues.map((issue) => (issue.path.startsWith('channels') ? { ...issue, path: 'channels' } : issue));
}
