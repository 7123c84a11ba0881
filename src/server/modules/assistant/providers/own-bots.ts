// Questions about the asker's own bots ("why did my grid bot stop?"): answered from that user's
// robots rows only (the query is bound to their id), with each stopped bot's status reason rendered
// as the robot log renders it. Parameters, keys and other users' rows are never read.
import { desc, eq } from 'drizzle-orm';
import type { Language } from '../../../../shared/app-info.ts';
import type { Db } from '../../../db/database.ts';
import { robots } from '../../../db/schema/bots.ts';
import { translatorFor } from '../../../i18n.ts';
import { renderReason } from '../../robots/robot-text.ts';
import type { Label } from '../knowledge/labels.ts';

/**
 * A question is about the asker's own bots when it says "my", names a bot and asks about its
 * stopping, in any language. "How do I stop a bot?" says no "my": the FAQ answers that one.
 */
const MINE = /\b(my|mine)\b|我的|(^|\s)(내|제)\s|나의|저의/i;
const BOT_WORDS = /\b(bots?|robots?)\b|机器人|機器人|로봇|봇/i;
const STOP_WORDS = /\b(stop|stops|stopped|stopping|halt(ed)?|why)\b|停|为什么|為什麼|멈|중지|정지|왜/i;

export const isOwnBotQuestion = (question: string): boolean => MINE.test(question) && BOT_WORDS.test(question) && STOP_WORDS.test(question);

/** How many stopped bots an answer lists: the latest ones, enough for a chat bubble. */
const LISTED = 5;

export interface OwnBotDeps {
  db: Db;
  venueName(web: string): string;
}

export async function ownBotAnswer(deps: OwnBotDeps, userId: number, language: Language, label: Label): Promise<string> {
  const rows = await deps.db
    .select({
      kind: robots.kind,
      web: robots.web,
      base: robots.base,
      quote: robots.quote,
      status: robots.status,
      reason: robots.statusReason,
    })
    .from(robots)
    .where(eq(robots.userId, userId))
    .orderBy(desc(robots.updatedAt));
  if (rows.length === 0) return label('ownBots.none', { link: '/addrobot' });
  const stopped = rows.filter((row) => row.status === 'stopped');
  if (stopped.length === 0) return label('ownBots.noneStopped', { running: rows.length });
  const t = translatorFor(language);
  const lines = stopped.slice(0, LISTED).map((row) =>
    label('ownBots.line', {
      name: t(`bots:kinds.${row.kind}.name`),
      exchange: deps.venueName(row.web),
      pair: `${row.base}/${row.quote}`,
      reason: renderReason(t, row.reason)?.text ?? label('ownBots.noReason'),
    }),
  );
  return [label('ownBots.header'), ...lines.map((line) => `• ${line}`), label('ownBots.logLink', { link: '/robotlog' })].join('\n');
}
