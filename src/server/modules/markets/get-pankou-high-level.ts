import { getPankouHighLevel } from '../../../shared/contracts/markets/get-pankou-high-level.ts';
import { cumulative, groupLevels } from '../../../shared/contracts/markets/group-levels.ts';
import { answer } from '../../http/call-registry.ts';
import type { DexTokenRepository } from './dex-token-repository.ts';
import { freshnessOf, readMarketFeed } from './feed-market.ts';
import type { MarketDeps } from './market-deps.ts';

/** The deeper book from the same shared feed, grouped into price steps when asked. */
export const getPankouHighLevelCall = (deps: MarketDeps, tokens: DexTokenRepository) =>
  answer(getPankouHighLevel, async (input, ctx) => {
    const snapshot = await readMarketFeed(deps, tokens, ctx, input, { kind: 'book', depth: input.depth });
    const step = input.step ?? null;
    const bids = step ? groupLevels(snapshot.value.bids, step, 'bid') : snapshot.value.bids;
    const asks = step ? groupLevels(snapshot.value.asks, step, 'ask') : snapshot.value.asks;
    return {
      bids,
      asks,
      bid_totals: cumulative(bids),
      ask_totals: cumulative(asks),
      step,
      ...freshnessOf(snapshot),
    };
  });
