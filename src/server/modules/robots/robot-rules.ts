// The checks before a bot may start (spec §4, §6; decisions.md): an active plan (3001), a plan that
// includes the kind's level (7002), the legal notice confirmed before the first start of a volume
// or price-moving kind (7004), a free slot among the plan's markets at once (7003), an account on
// each venue the bot trades (7006), and a strategy for the kind (1501).
import { botKind, type BotKey } from '../../../shared/bots/catalogue.ts';
import { grants, marketsAtOnce, planAccess } from '../../../shared/bots/levels.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { requireActivePlan } from '../account/plan-guard.ts';
import { exchangeAccountRepository } from '../exchange-accounts/index.ts';
import type { RobotDeps } from './robot-deps.ts';
import { robotRepository, type RobotRow } from './robot-repository.ts';

const marketKey = (row: Pick<RobotRow, 'web' | 'base' | 'quote'>) => `${row.web}|${row.base}|${row.quote}`;

/** Markets of the user that run bots now, this bot's own excluded. */
export async function marketsInUse(deps: RobotDeps, userId: number, exceptBotId?: number): Promise<Set<string>> {
  const active = await robotRepository(deps.db).active(userId);
  return new Set(active.filter((row) => row.id !== exceptBotId).map(marketKey));
}

export async function checkStart(deps: RobotDeps, row: RobotRow, legalConfirmed: boolean): Promise<void> {
  const plan = await requireActivePlan(deps.db, row.userId, deps.now());
  const kind = botKind(row.kind as BotKey);
  if (!grants(planAccess(plan.level), kind.family, kind.level)) throw new ApiError(CODE.botNotInPlan);
  if (kind.movesMarket && row.legalConfirmedAt === null && !legalConfirmed) throw new ApiError(CODE.botConfirmationNeeded);
  const limit = marketsAtOnce(plan.level);
  const inUse = await marketsInUse(deps, row.userId, row.id);
  if (!inUse.has(marketKey(row)) && inUse.size >= limit)
    throw new ApiError(CODE.botMarketLimit, `code.${CODE.botMarketLimit}`, { params: { limit } });
  const accounts = exchangeAccountRepository(deps.db);
  for (const web of [row.web, row.secondWeb]) {
    if (web && !(await accounts.byWeb(row.userId, web))) throw new ApiError(CODE.botNoAccount);
  }
  if (!deps.runner.canRun(row.kind)) throw new ApiError(CODE.featureDisabled);
}
