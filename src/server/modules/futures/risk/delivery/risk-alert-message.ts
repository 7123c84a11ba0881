// The words of a risk user's alert in the user's language (texts in locales/*/messages.json,
// "riskUser.notify"): a title naming the account, a body saying which threshold was reached with
// its figures, and the page a click opens: the risk user's detail.
import type { Language } from '../../../../../shared/app-info.ts';
import type { RiskCondition } from '../../../../../shared/contracts/futures/risk-user-fields.ts';
import { translatorFor } from '../../../../i18n.ts';
import type { AlarmMessage } from '../../../alarms/delivery/alarm-message.ts';

export interface RiskAlertFacts {
  riskUserId: number;
  condition: RiskCondition;
  values: Record<string, number>;
  coin: string;
  exchange: string;
  remark: string;
}

const LOCALES: Record<Language, string> = { en: 'en-US', zh: 'zh-CN', ko: 'ko-KR' };

/** A margin ratio as a percent (0.8 → "80"), amounts with grouped digits and up to 2 decimals. */
function formatter(language: Language, condition: RiskCondition) {
  const format = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 });
  return (value: number) => format.format(condition === 'margin_ratio_above' ? value * 100 : value);
}

export const riskUserPath = (riskUserId: number) => `/userRiskDetail?id=${riskUserId}`;

export function riskAlertMessage(facts: RiskAlertFacts, language: Language): AlarmMessage {
  const t = translatorFor(language);
  const format = formatter(language, facts.condition);
  const figures: Record<string, string> = {};
  for (const [name, value] of Object.entries(facts.values)) figures[name] = format(value);
  const name = facts.remark ? `${facts.remark} · ` : '';
  return {
    title: t('riskUser.notify.title', { name, exchange: facts.exchange }),
    body: t(`riskUser.notify.${facts.condition}`, { ...figures, coin: facts.coin }),
    path: riskUserPath(facts.riskUserId),
    // One notification per watched account on a device: a newer alert replaces the older one.
    tag: `risk-user-${facts.riskUserId}`,
  };
}
