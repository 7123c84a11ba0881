import { getRecentTrades } from '../../../shared/contracts/markets/get-recent-trades.ts';
import { answer } from '../../http/call-registry.ts';
import type { DexTokenRepository } from './dex-token-repository.ts';
import { userIdOf } from './favourites.ts';
import { feedMarketOf } from './feed-market.ts';
import type { MarketDeps } from './market-deps.ts';
import { viaVenue } from './venue-failure.ts';

/** The market's latest public trades (a pool's swaps) from its shared trades feed. */
export const getRecentTradesCall = (deps: MarketDeps, tokens: DexTokenRepository) =>
  answer(getRecentTrades, async (input, ctx) => {
    const { venueId, symbol } = await feedMarketOf(deps, tokens, userIdOf(ctx), input);
    const snapshot = await viaVenue(() => deps.venues.hub.read(venueId, symbol, { kind: 'trades', limit: input.limit }));
    return {
      list: snapshot.value.map((trade) => ({
        id: trade.id,
        time: trade.timestamp,
        side: trade.side,
        price: trade.price,
        amount: trade.amount,
      })),
      updated_at: snapshot.receivedAt,
      stale: snapshot.stale,
      stale_reason: snapshot.staleReason,
    };
  });
