// The checks before a bot may start (spec §4, §6; decisions.md): an active plan (3001), an account
// whose access includes the kind's family and level (7002: the plan's, or everything for a designated
// test account, levels.ts accountAccess), the legal notice confirmed before the first start of a
// volume or price-moving kind (7004), a free slot among the plan's markets at once (7003), an account
// on each exchange the bot trades (7006) or, for a DEX or NFT kind, whose own venue is a DEX traded
// from wallets, its wallet group on that venue's chain (4403), and a strategy for the kind (1501).
import { botKind, type BotKey } from '../../../shared/bots/catalogue.ts';
import { accountAccess, grants, levelOnMarket, marketsAtOnce } from '../../../shared/bots/levels.ts';
import { isTestAccount } from '../../../shared/catalogue/test-accounts.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { requireActivePlan } from '../account/plan-guard.ts';
import { exchangeAccountRepository } from '../exchange-accounts/index.ts';
import { walletRepository } from '../wallets/wallet-repository.ts';
import type { RobotDeps } from './robot-deps.ts';
import { robotRepository, type RobotRow } from './robot-repository.ts';

/** A pair's spot market and its perpetual are two markets. */
const marketKey = (row: Pick<RobotRow, 'web' | 'base' | 'quote' | 'marketKind'>) => `${row.web}|${row.base}|${row.quote}|${row.marketKind}`;

/** Markets of the user that run bots now, this bot's own excluded. */
export async function marketsInUse(deps: RobotDeps, userId: number, exceptBotId?: number): Promise<Set<string>> {
  const active = await robotRepository(deps.db).active(userId);
  return new Set(active.filter((row) => row.id !== exceptBotId).map(marketKey));
}

export async function checkStart(deps: RobotDeps, row: RobotRow, legalConfirmed: boolean): Promise<void> {
  const plan = await requireActivePlan(deps.db, row.userId, deps.now());
  const kind = botKind(row.kind as BotKey);
  const access = accountAccess(plan.level, isTestAccount(plan.accountType));
  // Quick Follow on a futures market is the futures plan's bot; on a spot market it is expert.
  if (!grants(access, kind.family, levelOnMarket(kind, row.marketKind === 'swap'))) throw new ApiError(CODE.botNotInPlan);
  if (kind.movesMarket && row.legalConfirmedAt === null && !legalConfirmed) throw new ApiError(CODE.botConfirmationNeeded);
  // Markets at once stay the plan's, a test account's too.
  const limit = marketsAtOnce(plan.level);
  const inUse = await marketsInUse(deps, row.userId, row.id);
  if (!inUse.has(marketKey(row)) && inUse.size >= limit)
    throw new ApiError(CODE.botMarketLimit, `code.${CODE.botMarketLimit}`, { params: { limit } });
  // A DEX or NFT kind trades on its DEX venue from its wallet group, not through an exchange
  // account; a second venue (DEX arbitrage's exchange) is an exchange and needs its account.
  const onDex = kind.family === 'dex' || kind.family === 'nft';
  if (onDex) await requireWalletGroup(deps, row);
  const accounts = exchangeAccountRepository(deps.db);
  for (const web of onDex ? [row.secondWeb] : [row.web, row.secondWeb]) {
    if (web && !(await accounts.byWeb(row.userId, web))) throw new ApiError(CODE.botNoAccount);
  }
  if (!deps.runner.canRun(row.kind)) throw new ApiError(CODE.featureDisabled);
}

/** The DEX venue is known and the bot's wallet group is the user's, on the venue's chain (4403 otherwise). */
async function requireWalletGroup(deps: RobotDeps, row: RobotRow): Promise<void> {
  const chainKey = deps.venues.dex.get(row.web)?.chain.key ?? deps.venues.solana.get(row.web)?.network.key;
  if (!chainKey) throw new ApiError(CODE.unknownExchange);
  const groupId = (row.params as { wallet_group_id?: unknown }).wallet_group_id;
  const group = typeof groupId === 'number' ? await walletRepository(deps.db).group(row.userId, chainKey, groupId) : undefined;
  if (!group) throw new ApiError(CODE.groupNotFound);
}
