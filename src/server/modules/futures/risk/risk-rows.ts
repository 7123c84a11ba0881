// A risk_users row as the calls and the evaluator read it: its thresholds, its channels and its
// view for the browser.
import { ALARM_CHANNELS, type AlarmChannel } from '../../../../shared/contracts/alarm/fields.ts';
import type { RiskFigures, RiskUserRule, RiskUserView } from '../../../../shared/contracts/futures/risk-user-fields.ts';
import type { RiskThresholds } from './evaluation/evaluate-risk.ts';
import { riskStateOf } from './evaluation/risk-state.ts';
import type { RiskUserRow } from './risk-user-repository.ts';

export const thresholdsOf = (row: Pick<RiskUserRow, 'marginRatioAbove' | 'lossAbove' | 'exposureAbove'>): RiskThresholds => ({
  margin_ratio_above: row.marginRatioAbove,
  loss_above: row.lossAbove,
  exposure_above: row.exposureAbove,
});

export const thresholdsOfRule = (rule: RiskUserRule): RiskThresholds => ({
  margin_ratio_above: rule.margin_ratio_above,
  loss_above: rule.loss_above,
  exposure_above: rule.exposure_above,
});

/** The stored channel list ("push,email"), known channels only, in the usual order. */
export function channelsOf(row: Pick<RiskUserRow, 'channels'>): AlarmChannel[] {
  const listed = row.channels.split(',');
  return ALARM_CHANNELS.filter((channel) => listed.includes(channel));
}

export function viewOf(
  row: RiskUserRow,
  exchange: string,
  read: { figures: RiskFigures; failure: null } | { figures: null; failure: number | null },
): RiskUserView {
  const { disarmed } = riskStateOf(row.state);
  return {
    id: row.id,
    web: row.web,
    exchange,
    remark: row.remark,
    margin_ratio_above: row.marginRatioAbove,
    loss_above: row.lossAbove,
    exposure_above: row.exposureAbove,
    channels: channelsOf(row),
    crossed: (Object.keys(disarmed) as RiskUserView['crossed']).filter((condition) => thresholdsOf(row)[condition] !== null),
    last_fired_at: row.lastFiredAt?.getTime() ?? null,
    created_at: row.createdAt.getTime(),
    figures: read.figures,
    failure: read.failure,
  };
}
