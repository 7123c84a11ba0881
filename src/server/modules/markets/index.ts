// Markets: the exchange list (DEX venues and their chains included), books, candles and trades
// from the shared feeds, the DEX tools (price-impact calculator, adding a token), favourite pairs
// and the plans list (/Api/Markets/*, /Api/Account/collect*, /Api/Wallet/get_vip_list).
import type { RegisteredCall } from '../../http/call-registry.ts';
import { collectCall } from './collect.ts';
import { collectCancelCall } from './collect-cancel.ts';
import { collectListCall } from './collect-list.ts';
import { addNewTokenCall } from './add-new-token.ts';
import { calNumberDexCall } from './cal-number-dex.ts';
import { dexTokenRepository } from './dex-token-repository.ts';
import { favouriteRepository } from './favourite-repository.ts';
import { getDexChainCall } from './get-dex-chain.ts';
import { getKlineCall } from './get-kline.ts';
import { getPankouCall } from './get-pankou.ts';
import { getPankouHighLevelCall } from './get-pankou-high-level.ts';
import { getRecentTradesCall } from './get-recent-trades.ts';
import { getVipListCall } from './get-vip-list.ts';
import { getWebListCall } from './get-web-list.ts';
import type { MarketDeps } from './market-deps.ts';

export type { MarketDeps } from './market-deps.ts';

export function marketCalls(deps: MarketDeps): RegisteredCall[] {
  const favourites = favouriteRepository(deps.db);
  const tokens = dexTokenRepository(deps.db);
  return [
    getWebListCall(deps, tokens),
    getDexChainCall(deps),
    getKlineCall(deps, tokens),
    getPankouCall(deps, tokens),
    getPankouHighLevelCall(deps, tokens),
    getRecentTradesCall(deps, tokens),
    calNumberDexCall(deps, tokens),
    addNewTokenCall(deps, tokens),
    collectListCall(deps, favourites),
    collectCall(deps, favourites, tokens),
    collectCancelCall(deps, favourites),
    getVipListCall(),
  ];
}
