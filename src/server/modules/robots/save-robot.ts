import type { DexVenueDefinition } from '../../../engine/connectors/evm/dex-venues.ts';
import { botRecord } from './robot-store.ts';
import { botKind } from '../../../shared/bots/catalogue.ts';
import { saveRobot } from '../../../shared/contracts/robot/save-robot.ts';
import { WEB_TYPES } from '../../../shared/catalogue/venue-kinds.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import type { Translate } from '../../i18n.ts';
import { fieldIssue } from '../account/field-issue.ts';
import { marketOf } from '../markets/market-of.ts';
import type { RobotDeps } from './robot-deps.ts';
import { ACTIVE_STATUSES, robotRepository } from './robot-repository.ts';
import { sameParameters } from '../../../shared/bots/same-parameters.ts';
import { withSequencePoints } from './sequence-plans.ts';
import { robotView } from './robot-view.ts';

const COLLECTION = 'collection_address';

const collectionOf = (params: Record<string, unknown>): string =>
  String(params[COLLECTION] ?? '')
    .trim()
    .toLowerCase();

/**
 * The bot's pair as stored: ccxt's form on an exchange; "BASE/QUOTE" by symbol on a DEX venue. DEX
 * and NFT kinds trade on DEX venues only, exchange kinds on exchanges only. An NFT kind sends no
 * pair: the collection it trades is its market (nftMarketSymbol).
 */
function botMarketSymbol(
  deps: RobotDeps,
  draft: { kind: string; web: string; web_type: number; yenUnit1?: string | undefined; yenUnit2?: string | undefined; params: unknown },
  t: Translate,
): string {
  const family = botKind(draft.kind as Parameters<typeof botKind>[0]).family;
  const onDex = family !== 'cex';
  if (draft.web_type !== WEB_TYPES.dex) {
    if (onDex) throw new ApiError(CODE.invalidParams, 'validation.bots.dexVenueNeeded');
    // The engine runs bots on spot markets: its balances and order sizing are a spot wallet's, not
    // a futures wallet's margin.
    if (draft.web_type === WEB_TYPES.futures) throw new ApiError(CODE.invalidParams, 'validation.bots.spotMarketNeeded');
    return marketOf(deps.venues, { web: draft.web, web_type: WEB_TYPES.spot, ...pairOf(draft) }).symbol;
  }
  if (!onDex) throw new ApiError(CODE.invalidParams, 'validation.bots.cexVenueNeeded');
  const venue = deps.venues.dex.get(draft.web);
  if (!venue) throw new ApiError(CODE.unknownExchange);
  if (family === 'nft') return nftMarketSymbol(venue, draft.params as Record<string, unknown>, t);
  const { yenUnit1, yenUnit2 } = pairOf(draft);
  return `${yenUnit1.trim().toUpperCase()}/${yenUnit2.trim().toUpperCase()}`;
}

/** The pair a kind other than an NFT one must send (its draft's schema asks for it). */
function pairOf(draft: { yenUnit1?: string | undefined; yenUnit2?: string | undefined }): { yenUnit1: string; yenUnit2: string } {
  if (!draft.yenUnit1 || !draft.yenUnit2) throw new ApiError(CODE.invalidParams, 'validation.pair');
  return { yenUnit1: draft.yenUnit1, yenUnit2: draft.yenUnit2 };
}

/**
 * An NFT bot's market: the collection its parameters name, one of those the venue's marketplace
 * lists, priced in the chain's coin ("SAPE/BNB"). Any other collection is refused beside its field.
 */
function nftMarketSymbol(venue: DexVenueDefinition, params: Record<string, unknown>, t: Translate): string {
  const address = collectionOf(params);
  const collection = venue.nftCollections?.find((candidate) => candidate.address.toLowerCase() === address);
  if (!collection) throw fieldIssue(t, `params.${COLLECTION}`, 'validation.bots.nftCollection');
  return `${collection.symbol.trim().toUpperCase()}/${venue.chain.nativeSymbol.trim().toUpperCase()}`;
}

/** Creates a bot, or changes one; a running bot with new parameters restarts with them. */
export const saveRobotCall = (deps: RobotDeps) =>
  answer(saveRobot, async (draft, ctx) => {
    const userId = ctx.user!.userId;
    const repo = robotRepository(deps.db);
    const symbol = botMarketSymbol(deps, draft, ctx.t);
    const [base, quote] = symbol.split('/') as [string, string];
    const kind = botKind(draft.kind);
    // The second venue's parameter may be optional (draw follows a reference only on its follow-index path).
    const secondValue = kind.secondVenueParam ? (draft.params as Record<string, unknown>)[kind.secondVenueParam] : undefined;
    const secondWeb = typeof secondValue === 'string' && secondValue !== '' ? secondValue : null;
    if (secondWeb !== null && secondWeb === draft.web) throw new ApiError(CODE.invalidParams, 'validation.bots.sameVenue');
    if (secondWeb !== null && !deps.venues.registry.get(secondWeb)) throw new ApiError(CODE.unknownExchange);

    // A draw bot on a sequence path keeps the plan's points as they are now.
    const params = await withSequencePoints(deps, userId, draft.kind, draft.params as Record<string, unknown>);

    if (draft.id === undefined) {
      const row = await repo.insert({ userId, kind: draft.kind, web: draft.web, base, quote, secondWeb, params });
      return { robot: robotView(row, deps.venues, ctx.t) };
    }

    const existing = await repo.byId(userId, draft.id);
    if (!existing) throw new ApiError(CODE.botNotFound);
    if (existing.kind !== draft.kind) throw new ApiError(CODE.invalidParams);
    const active = ACTIVE_STATUSES.includes(existing.status);
    // An NFT bot's market is its venue and collection (two collections may share a symbol).
    const sameMarket =
      existing.web === draft.web &&
      (kind.family === 'nft'
        ? collectionOf(existing.params as Record<string, unknown>) === collectionOf(params)
        : existing.base === base && existing.quote === quote);
    if (active && sameMarket && sameParameters(existing.params, params)) throw new ApiError(CODE.botSameParameters);
    // A running bot keeps its market; it restarts with its new parameters and a fresh strategy state.
    if (active && !sameMarket) throw new ApiError(CODE.botRunning);
    if (active) await deps.runner.stop(existing.id, { key: 'restarting', level: 'info' });
    let row = await repo.update(existing.id, {
      web: draft.web,
      base,
      quote,
      secondWeb,
      params,
      updatedAt: new Date(deps.now()),
    });
    await repo.clearState(row.id);
    if (active) {
      await deps.runner.start(botRecord(row));
      row = (await repo.byId(userId, row.id))!;
    }
    return { robot: robotView(row, deps.venues, ctx.t) };
  });
