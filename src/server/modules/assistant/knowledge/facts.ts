// The business constants of the catalogue as sentences in each language (locales/<language>/
// assistant.json "facts"), so the assistant quotes the number the code enforces, not a copy of it.
import { AUTO_RENEW_DAYS, MIN_WITHDRAWAL_USDT, REFERRAL_PERCENT } from '../../../../shared/catalogue/billing.ts';
import { MAX_BATCH_ORDERS } from '../../../../shared/trade/batch-distribution.ts';
import type { Language } from '../../../../shared/app-info.ts';
import type { Passage } from './passages.ts';

/** Each fact's key in assistant.json and the values its sentence names. */
export const FACTS: Record<string, Record<string, number>> = {
  minWithdrawal: { amount: MIN_WITHDRAWAL_USDT },
  batchLimit: { max: MAX_BATCH_ORDERS },
  autoRenew: { days: AUTO_RENEW_DAYS },
  referral: { percent: REFERRAL_PERCENT },
};

export function factPassages(language: Language, label: (key: string, values?: Record<string, unknown>) => string): Passage[] {
  return Object.entries(FACTS).map(([key, values]) => ({
    id: `${language}:fact:${key}`,
    language,
    source: label('sources.facts'),
    title: label(`facts.${key}.title`, values),
    text: label(`facts.${key}.text`, values),
    link: null,
  }));
}
