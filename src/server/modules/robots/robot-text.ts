// Robot log lines and status reasons are stored as an i18n key of bots:events and its parameters,
// and rendered here in the caller's language: a side, a venue error reason or a choice in the
// parameters is itself translated.
import type { LogLine } from '../../../engine/runner/types.ts';
import { formatDateTime } from '../../../shared/trade/date-time.ts';
import type { Translate } from '../../i18n.ts';

const TRANSLATED_PARAMS: Record<string, string> = { side: 'bots:sides', reason: 'bots:reasons' };

/** A parameter named `time` holding ms since the epoch is a moment: shown as YYYY-MM-DD HH:mm:ss. */
const MOMENT_PARAM = 'time';

/** utcOffsetMinutes: the reader's zone (minutes east of UTC); without it moments are shown in UTC, said so. */
export function renderLine(
  t: Translate,
  key: string,
  params: Record<string, unknown> | null | undefined,
  utcOffsetMinutes?: number,
): string {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    const namespace = TRANSLATED_PARAMS[name];
    if (name === MOMENT_PARAM && typeof value === 'number') {
      values[name] = utcOffsetMinutes === undefined ? `${formatDateTime(value)} UTC` : formatDateTime(value, utcOffsetMinutes);
      continue;
    }
    values[name] = namespace && typeof value === 'string' ? t(`${namespace}.${value}`, { defaultValue: value }) : value;
  }
  return t(`bots:events.${key}`, values);
}

export function renderReason(t: Translate, reason: unknown): { key: string; text: string } | null {
  if (!reason || typeof reason !== 'object' || typeof (reason as LogLine).key !== 'string') return null;
  const line = reason as LogLine;
  return { key: line.key, text: renderLine(t, line.key, line.params) };
}
