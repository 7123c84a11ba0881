import { getPankou } from '../../../shared/contracts/markets/get-pankou.ts';
import { answer } from '../../http/call-registry.ts';
import type { DexTokenRepository } from './dex-token-repository.ts';
import { freshnessOf, readMarketFeed } from './feed-market.ts';
import type { MarketDeps } from './market-deps.ts';

/** The book from the market's shared feed: every client polling it is served by one upstream stream. */
export const getPankouCall = (deps: MarketDeps, tokens: DexTokenRepository) =>
  answer(getPankou, async (input, ctx) => {
    const snapshot = await readMarketFeed(deps, tokens, ctx, input, { kind: 'book', depth: input.depth });
    return { bids: snapshot.value.bids, asks: snapshot.value.asks, nonce: snapshot.value.nonce, ...freshnessOf(snapshot) };
  });
