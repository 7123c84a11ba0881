// Checks a bot form before it is sent, with the schema the server checks it with (robotDraft):
// either the draft to save, or one message key per field ("messages" namespace). Also tells whether
// a running bot would be saved unchanged ("Same parameters as active bot. Modify before saving.").
import { type BotKey, botKind } from '../../../shared/bots/catalogue.ts';
import { type RobotDraft, type RobotView, robotDraft } from '../../../shared/contracts/robot/robot.ts';
import { isMessageKey } from '../../../shared/message-key.ts';
import { sameParameters } from '../../../shared/bots/same-parameters.ts';
import { asksForPair, type MarketChoice, webTypeOf } from './market-venues.ts';

/** Field name → message key. Parameters are named as in the schema; the market as web, yenUnit1, yenUnit2. */
export type DraftErrors = Record<string, string>;

export type DraftCheck = { ok: true; draft: RobotDraft } | { ok: false; errors: DraftErrors };

export function checkDraft(kind: BotKey, market: MarketChoice, params: Record<string, unknown>, id?: number): DraftCheck {
  const entry = botKind(kind);
  const parsed = robotDraft.safeParse({
    ...(id !== undefined ? { id } : {}),
    web: market.web,
    // A DEX or NFT kind trades on a DEX venue (web_type 1), a CEX kind on an exchange's spot market
    // (0), the futures bot on its futures market when chosen (3).
    web_type: webTypeOf(entry, market),
    // An NFT kind sends no pair: its collection is its market.
    ...(asksForPair(entry) ? { yenUnit1: market.base, yenUnit2: market.quote } : {}),
    kind,
    params,
  });
  if (parsed.success) return { ok: true, draft: parsed.data };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path;
    const field = first === 'params' && second !== undefined ? String(second) : String(first ?? 'form');
    errors[field] ??= isMessageKey(issue.message) ? issue.message : 'validation.incompleteParameters';
  }
  return { ok: false, errors };
}

const ACTIVE: ReadonlySet<RobotView['status']> = new Set(['running', 'paused', 'queued']);

/**
 * A running (or queued, or paused) bot saved with its own market and parameters: nothing to change.
 * An NFT bot's market is its venue and collection, a parameter.
 */
export function unchangedActiveBot(robot: RobotView, draft: RobotDraft): boolean {
  const samePair = !asksForPair(botKind(draft.kind)) || (robot.yenUnit1 === draft.yenUnit1 && robot.yenUnit2 === draft.yenUnit2);
  return (
    ACTIVE.has(robot.status) &&
    robot.web === draft.web &&
    robot.web_type === draft.web_type &&
    samePair &&
    sameParameters(robot.params, draft.params)
  );
}

export const isActive = (status: RobotView['status']): boolean => ACTIVE.has(status);
