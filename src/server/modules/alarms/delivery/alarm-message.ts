// The words of a firing in the user's language (texts in locales/*/messages.json, "alarm.notify"):
// a title naming the pair and venue, a body saying what happened with its figures, and the page a
// click opens: the alert's market on /stocks.
import type { Language } from '../../../../shared/app-info.ts';
import type { FiringCondition } from '../../../../shared/contracts/alarm/fields.ts';
import { translatorFor } from '../../../i18n.ts';

export interface FiringFacts {
  condition: FiringCondition;
  values: Record<string, number>;
  web: string;
  webType: number;
  exchange: string;
  base: string;
  quote: string;
  /** The token balance_below watches. */
  asset: string;
  remark: string;
  robotsStopped: number | null;
}

export interface AlarmMessage {
  title: string;
  body: string;
  /** The alert's market, relative to the site ("/stocks?web=…"). */
  path: string;
  /** The push's tag when it is not an alert firing's (a risk user's alert): same tag, same notification. */
  tag?: string;
}

const LOCALES: Record<Language, string> = { en: 'en-US', zh: 'zh-CN', ko: 'ko-KR' };

/** Figures as people read them: grouped digits, up to 8 decimals (2 for percentages). */
function formatter(language: Language) {
  const amount = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 8 });
  const percent = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 });
  return (name: string, value: number) =>
    name === 'percent' || name === 'threshold_percent' ? percent.format(Math.abs(value)) : amount.format(value);
}

export function marketPath(facts: Pick<FiringFacts, 'web' | 'webType' | 'base' | 'quote'>): string {
  const query = new URLSearchParams({ web: facts.web, web_type: String(facts.webType), yenUnit1: facts.base, yenUnit2: facts.quote });
  return `/stocks?${query.toString()}`;
}

export function alarmMessage(facts: FiringFacts, language: Language): AlarmMessage {
  const t = translatorFor(language);
  const format = formatter(language);
  const figures: Record<string, string> = {};
  for (const [name, value] of Object.entries(facts.values)) figures[name] = format(name, value);
  // A jump's threshold is a percent too.
  if (facts.condition === 'price_jump' && facts.values['threshold'] !== undefined)
    figures['threshold'] = format('percent', facts.values['threshold']);
  const pair = `${facts.base}/${facts.quote}`;
  const direction = facts.condition === 'price_jump' && (facts.values['percent'] ?? 0) < 0 ? 'down' : 'up';
  const lines = [
    t(`alarm.notify.${facts.condition}`, {
      ...figures,
      pair,
      asset: facts.asset,
      quote: facts.quote,
      direction: t(`alarm.notify.direction.${direction}`),
    }),
  ];
  if (facts.robotsStopped !== null && facts.robotsStopped > 0) lines.push(t('alarm.notify.robotsStopped', { count: facts.robotsStopped }));
  const name = facts.remark ? `${facts.remark} · ` : '';
  return {
    title: t('alarm.notify.title', { name, pair, exchange: facts.exchange }),
    body: lines.join(' '),
    path: marketPath(facts),
  };
}
