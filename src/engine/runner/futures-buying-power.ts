// What a bot on a perpetual may trade, in the shape the strategies read a spot wallet in (free and
// total by asset), so every price-moving helper sizes futures orders without knowing about margin.
//
// The bot sizes as if at 1× leverage whatever the venue's leverage: its position stays within the
// futures wallet's equity, long or short. In cross margin such a position cannot be liquidated short
// of the price doubling (a short) or going to zero (a long), and the venue's initial margin (notional
// over leverage, leverage ≥ 1) is always covered, so a bot never piles up a position its wallet
// cannot carry, however long the gap it follows lasts.
import type { AssetBalance, PositionState } from '../connectors/types.ts';
import type { MarketRules } from './types.ts';

export interface SpotShapedBalances {
  free: Record<string, number>;
  total: Record<string, number>;
}

/**
 * `free[quote]` is what buying may still spend (the equity less the long already held, plus what
 * buying back a short frees), `free[base]` what selling may still sell (the equity's worth in base
 * plus the long it closes); `total[base]` is the signed position, `total[quote]` the equity.
 */
export function futuresBuyingPower(
  rules: Pick<MarketRules, 'base' | 'quote'>,
  balances: readonly AssetBalance[],
  positions: readonly PositionState[],
  symbol: string,
  price: number | null,
): SpotShapedBalances {
  const settle = balances.find((balance) => balance.asset === rules.quote);
  const equity = Math.max(0, settle?.total ?? 0);
  const position = positions
    .filter((candidate) => candidate.symbol === symbol)
    .reduce((sum, candidate) => sum + (candidate.side === 'long' ? candidate.size : -candidate.size), 0);
  if (price === null || !(price > 0)) {
    return { free: { [rules.base]: 0, [rules.quote]: 0 }, total: { [rules.base]: position, [rules.quote]: equity } };
  }
  const room = equity / price;
  return {
    free: { [rules.base]: Math.max(0, room + position), [rules.quote]: Math.max(0, (room - position) * price) },
    total: { [rules.base]: position, [rules.quote]: equity },
  };
}
