// The volume bot on a market whose minimum order is close to its trade size: the jitter must not
// leave it waiting silently on a tick it is due to trade (CAKE/USDT on the sandbox: 5 USDT minimum,
// 3 CAKE trades at about 2.15 USDT).
import { describe, expect, it } from 'vitest';
import { volumeParams } from '../../shared/bots/params/cex-liquidity.ts';
import { meetsMinimums } from '../runner/market-rules.ts';
import { seededRandom } from '../runner/random.ts';
import type { MarketRules, StrategyContext, VenueView } from '../runner/types.ts';
import { type VolumeState, volumeStrategy } from './volume.ts';

const RULES: MarketRules = {
  symbol: 'CAKE/USDT',
  base: 'CAKE',
  quote: 'USDT',
  priceStep: 0.001,
  amountStep: 0.01,
  minAmount: 0.01,
  minCost: 5,
};
const NOW = Date.UTC(2026, 10, 30, 12);

function view(bid: number, ask: number): VenueView {
  return {
    venue: 'sandbox-a',
    rules: RULES,
    book: { bids: [[bid, 500]], asks: [[ask, 500]], receivedAt: NOW },
    last: (bid + ask) / 2,
    free: { CAKE: 10_000, USDT: 10_000 },
    total: { CAKE: 10_000, USDT: 10_000 },
  };
}

function firstTick(settings: Record<string, unknown>, seed: number) {
  const params = volumeParams.parse({ target_volume: 100, interval_min: 10, interval_max: 30, ...settings });
  const ctx: StrategyContext<typeof params, VolumeState> = {
    botId: 1,
    params,
    state: volumeStrategy.initialState(params),
    now: NOW,
    random: seededRandom('volume-minimum', seed),
    primary: view(2.14, 2.16),
    second: null,
    orders: [],
    events: [],
    actionBudget: 50,
    tick: 1,
  };
  return volumeStrategy.decide(ctx).actions;
}

describe('the volume bot near the market minimum', () => {
  it('trades on its first tick whatever the jitter draws, never under the minimum', () => {
    for (let seed = 0; seed < 300; seed++) {
      const places = firstTick({ single_amount: 3, min_spread_ticks: 1 }, seed).filter((action) => action.kind === 'place');
      expect(places, `seed ${seed}`).toHaveLength(2);
      for (const order of places) {
        if (order.kind !== 'place') continue;
        expect(meetsMinimums(order.amount, order.price!, RULES), `seed ${seed}: ${order.amount} at ${order.price}`).toBe(true);
        expect(order.amount).toBeLessThanOrEqual(3 * 1.3 + 1e-9);
      }
    }
  });

  it('says why it does not trade when its trade size itself is under the minimum', () => {
    const actions = firstTick({ single_amount: 1, min_spread_ticks: 1 }, 1);
    expect(actions.filter((action) => action.kind === 'place')).toEqual([]);
    expect(actions).toContainEqual(
      expect.objectContaining({ kind: 'log', line: expect.objectContaining({ key: 'orderTooSmall', level: 'warn' }) }),
    );
  });
});
