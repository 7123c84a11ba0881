import { getRecentTrades } from '../../../shared/contracts/markets/get-recent-trades.ts';
import { answer } from '../../http/call-registry.ts';
import type { DexTokenRepository } from './dex-token-repository.ts';
import { freshnessOf, readMarketFeed } from './feed-market.ts';
import type { MarketDeps } from './market-deps.ts';

/** The market's latest public trades (a pool's swaps) from its shared trades feed. */
export const getRecentTradesCall = (deps: MarketDeps, tokens: DexTokenRepository) =>
  answer(getRecentTrades, async (input, ctx) => {
    const snapshot = await readMarketFeed(deps, tokens, ctx, input, { kind: 'trades', limit: input.limit });
    return {
      list: snapshot.value.map((trade) => ({
        id: trade.id,
        time: trade.timestamp,
        side: trade.side,
        price: trade.price,
        amount: trade.amount,
      })),
      ...freshnessOf(snapshot),
    };
  });
