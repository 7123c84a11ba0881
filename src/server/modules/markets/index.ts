// Markets: the exchange list, books and candles from the shared feeds, favourite pairs and the
// plans list (/Api/Markets/*, /Api/Account/collect*, /Api/Wallet/get_vip_list).
import type { RegisteredCall } from '../../http/call-registry.ts';
import { collectCall } from './collect.ts';
import { collectCancelCall } from './collect-cancel.ts';
import { collectListCall } from './collect-list.ts';
import { favouriteRepository } from './favourite-repository.ts';
import { getKlineCall } from './get-kline.ts';
import { getPankouCall } from './get-pankou.ts';
import { getPankouHighLevelCall } from './get-pankou-high-level.ts';
import { getVipListCall } from './get-vip-list.ts';
import { getWebListCall } from './get-web-list.ts';
import type { MarketDeps } from './market-deps.ts';

export type { MarketDeps } from './market-deps.ts';

export function marketCalls(deps: MarketDeps): RegisteredCall[] {
  const favourites = favouriteRepository(deps.db);
  return [
    getWebListCall(deps),
    getKlineCall(deps),
    getPankouCall(deps),
    getPankouHighLevelCall(deps),
    collectListCall(deps, favourites),
    collectCall(deps, favourites),
    collectCancelCall(deps, favourites),
    getVipListCall(),
  ];
}
