import type { DexVenueDefinition } from '../../../engine/connectors/evm/dex-venues.ts';
import { botRecord } from './robot-store.ts';
import { type MarketKind, pairOfSymbol } from '../../../engine/connectors/venue-definition.ts';
import { botKind } from '../../../shared/bots/catalogue.ts';
import { runsOnFutures } from '../../../shared/bots/levels.ts';
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
import { evmAddressOnSolana, tradesOnSolana } from '../../../shared/bots/solana-kinds.ts';
import { inNewWalletMode } from '../../../shared/bots/params/new-wallets.ts';

const COLLECTION = 'collection_address';

const collectionOf = (params: Record<string, unknown>): string =>
  String(params[COLLECTION] ?? '')
    .trim()
    .toLowerCase();

/**
 * The bot's market as stored: the pair in ccxt's form and whether it is the exchange's spot market
 * or its perpetual; "BASE/QUOTE" by symbol on a DEX venue. DEX and NFT kinds trade on DEX venues
 * only, exchange kinds on exchanges only, and of those only Quick Follow (the futures bot) also on a
 * futures market. An NFT kind sends no pair: the collection it trades is its market (nftMarketSymbol).
 */
function botMarket(
  deps: RobotDeps,
  draft: { kind: string; web: string; web_type: number; yenUnit1?: string | undefined; yenUnit2?: string | undefined; params: unknown },
  t: Translate,
): { base: string; quote: string; marketKind: MarketKind } {
  const kind = botKind(draft.kind as Parameters<typeof botKind>[0]);
  const onDex = kind.family !== 'cex';
  if (draft.web_type !== WEB_TYPES.dex) {
    if (onDex) throw new ApiError(CODE.invalidParams, 'validation.bots.dexVenueNeeded');
    const onFutures = draft.web_type === WEB_TYPES.futures;
    // The other kinds size their orders from a spot wallet's coins, not from a futures wallet's margin.
    if (onFutures && !runsOnFutures(kind)) throw new ApiError(CODE.invalidParams, 'validation.bots.spotMarketNeeded');
    const market = marketOf(deps.venues, { web: draft.web, web_type: onFutures ? WEB_TYPES.futures : WEB_TYPES.spot, ...pairOf(draft) });
    return { ...pairOfSymbol(market.symbol), marketKind: market.kind };
  }
  if (!onDex) throw new ApiError(CODE.invalidParams, 'validation.bots.cexVenueNeeded');
  // Fresh wallets per run are Solana's (spec §4): an EVM chain's gas and nonces make them costly.
  if (inNewWalletMode(draft.params) && !deps.venues.solana.has(draft.web))
    throw new ApiError(CODE.invalidParams, 'validation.bots.newWalletSolanaOnly');
  if (deps.venues.solana.has(draft.web)) {
    // The launch kinds trade only on the venues with a launch platform.
    if (!tradesOnSolana(kind.key, draft.web)) throw new ApiError(CODE.invalidParams, 'validation.bots.solanaVenue');
    // A token named by address (the sniper's, a launch's) is a mint there.
    if (evmAddressOnSolana((draft.params as { token_address?: unknown }).token_address))
      throw new ApiError(CODE.invalidParams, 'validation.bots.solanaTokenAddress');
    const { yenUnit1, yenUnit2 } = pairOf(draft);
    return { base: yenUnit1.trim().toUpperCase(), quote: yenUnit2.trim().toUpperCase(), marketKind: 'spot' };
  }
  const venue = deps.venues.dex.get(draft.web);
  if (!venue) throw new ApiError(CODE.unknownExchange);
  if (kind.family === 'nft')
    return { ...pairOfSymbol(nftMarketSymbol(venue, draft.params as Record<string, unknown>, t)), marketKind: 'spot' };
  const { yenUnit1, yenUnit2 } = pairOf(draft);
  return { base: yenUnit1.trim().toUpperCase(), quote: yenUnit2.trim().toUpperCase(), marketKind: 'spot' };
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
    const { base, quote, marketKind } = botMarket(deps, draft, ctx.t);
    const kind = botKind(draft.kind);
    // The second venue's parameter may be optional (draw follows a reference only on its follow-index path).
    const secondValue = kind.secondVenueParam ? (draft.params as Record<string, unknown>)[kind.secondVenueParam] : undefined;
    const secondWeb = typeof secondValue === 'string' && secondValue !== '' ? secondValue : null;
    // A futures bot may follow its own exchange's spot market: another market of the same venue.
    if (secondWeb !== null && secondWeb === draft.web && marketKind === 'spot')
      throw new ApiError(CODE.invalidParams, 'validation.bots.sameVenue');
    if (secondWeb !== null && !deps.venues.registry.get(secondWeb)) throw new ApiError(CODE.unknownExchange);

    // A draw bot on a sequence path keeps the plan's points as they are now.
    const params = await withSequencePoints(deps, userId, draft.kind, draft.params as Record<string, unknown>);

    if (draft.id === undefined) {
      const row = await repo.insert({ userId, kind: draft.kind, web: draft.web, base, quote, marketKind, secondWeb, params });
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
        : existing.base === base && existing.quote === quote && existing.marketKind === marketKind);
    if (active && sameMarket && sameParameters(existing.params, params)) throw new ApiError(CODE.botSameParameters);
    // A running bot keeps its market; it restarts with its new parameters and a fresh strategy state.
    if (active && !sameMarket) throw new ApiError(CODE.botRunning);
    if (active) await deps.runner.stop(existing.id, { key: 'restarting', level: 'info' });
    let row = await repo.update(existing.id, {
      web: draft.web,
      base,
      quote,
      marketKind,
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
