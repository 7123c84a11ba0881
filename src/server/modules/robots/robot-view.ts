import { WEB_TYPES } from '../../../shared/catalogue/venue-kinds.ts';
import { botKind, type BotKey } from '../../../shared/bots/catalogue.ts';
import type { RobotView } from '../../../shared/contracts/robot/robot.ts';
import type { Translate } from '../../i18n.ts';
import type { VenueServices } from '../../venues/venue-services.ts';
import type { RobotRow } from './robot-repository.ts';
import { renderReason } from './robot-text.ts';
import type { CollectionProgress } from '../wallets/bot-wallets.ts';

/** `collection`: a new-wallet bot's collection while it runs (new-wallet-bots.ts). */
export function robotView(row: RobotRow, venues: VenueServices, t: Translate, collection: CollectionProgress | null = null): RobotView {
  const kind = botKind(row.kind as BotKey);
  return {
    id: row.id,
    kind: kind.key,
    no: kind.no,
    web: row.web,
    // A DEX or NFT bot trades on a DEX venue (web_type 1), named as the exchange list names it.
    exchange: venues.venueName(row.web),
    web_type:
      venues.dex.has(row.web) || venues.solana.has(row.web)
        ? WEB_TYPES.dex
        : row.marketKind === 'swap'
          ? WEB_TYPES.futures
          : WEB_TYPES.spot,
    yenUnit1: row.base,
    yenUnit2: row.quote,
    second_web: row.secondWeb,
    status: row.status as RobotView['status'],
    status_reason: renderReason(t, row.statusReason),
    started_at: row.startedAt?.getTime() ?? null,
    start_at: row.startAt?.getTime() ?? null,
    stopped_at: row.stoppedAt?.getTime() ?? null,
    orders: row.ordersCount,
    volume: row.volume,
    realised_profit: row.realisedProfit,
    params: row.params as Record<string, unknown>,
    legal_confirmed: !kind.movesMarket || row.legalConfirmedAt !== null,
    moves_market: kind.movesMarket,
    created_at: row.createdAt.getTime(),
    collection,
  };
}
