// Property: whatever valid settings a user saves and whatever the market looks like, no order a
// strategy asks for goes beyond what its settings say. Every CEX kind with a strategy runs many
// seeded random settings (drawn within its parameter schema's bounds) through a few ticks of
// random markets (book shapes, balances, last prices), with a venue stand-in filling, resting or
// refusing its orders, and each order is checked against the kind's row of ORDER_LIMITS
// (order-limits.table.ts).
// A failure names the seed, kind, case and tick, so `caseRandom` replays it exactly.
import { describe, expect, it } from 'vitest';
import { type BotKey, botKind } from '../../shared/bots/catalogue.ts';
import { randomRules, randomView, VenueStandIn } from '../../../tests/support/random-market.ts';
import { randomSettings } from '../../../tests/support/random-settings.ts';
import { seededRandom } from '../runner/random.ts';
import type { BotOrder, MarketRules, Strategy, StrategyContext, VenueView } from '../runner/types.ts';
import { STRATEGIES } from './index.ts';
import { ORDER_LIMITS, type OrderCheck } from './order-limits.table.ts';

const SEED = 'order-limits-1';
const CASES = 150;
const TICKS = 8;

const caseRandom = (kind: string, n: number) => seededRandom(SEED, kind, n);
const logUniform = (random: () => number, low: number, high: number) => low * (high / low) ** random();

function secondView(primary: VenueView, random: () => number, now: number): VenueView {
  // Anywhere from a hair to 60% away, either way: gaps wide enough for an arbitrage come up often.
  const price = (primary.last ?? primary.book?.bids[0]?.[0] ?? 1) * (1 + (random() < 0.5 ? -1 : 1) * logUniform(random, 1e-3, 0.6));
  const rules = randomRules(price, random, random() < 0.8 ? primary.rules.base : 'OTHER', primary.rules.quote);
  return randomView('venue-b', price, rules, random, now);
}

/** The bot's precisions coarsen the venue's steps, as the runner's market rules do. */
function withPrecisions(rules: MarketRules, params: { price_precision?: number; amount_precision?: number }): MarketRules {
  const coarser = (step: number, decimals: number | undefined) => (decimals === undefined ? step : Math.max(step, 10 ** -decimals));
  return {
    ...rules,
    priceStep: coarser(rules.priceStep, params.price_precision),
    amountStep: coarser(rules.amountStep, params.amount_precision),
  };
}

/** Runs one case; answers the first broken limit (or null) and how many orders were checked. */
function runCase(kind: BotKey, n: number): { broken: string | null; checked: number } {
  const random = caseRandom(kind, n);
  const strategy = STRATEGIES.get(kind) as Strategy;
  const limits = ORDER_LIMITS[kind]!;
  let now = Date.UTC(2026, 0, 5, 12) + Math.floor(random() * 1e9);
  let price = logUniform(random, 0.01, 10_000);
  const params = randomSettings(botKind(kind).params, { price, now }, random) as never;
  const venue = new VenueStandIn(random);
  const rules = withPrecisions(randomRules(price, random), params);
  const hasSecond = botKind(kind).secondVenueParam !== null;
  let state = strategy.initialState(params);
  let events: StrategyContext<unknown, unknown>['events'] = [];
  let checked = 0;
  for (let tick = 1; tick <= TICKS; tick++) {
    price *= 1 + (random() - 0.5) * 0.06;
    const primary = randomView('venue-a', price, rules, random, now);
    const second = hasSecond ? secondView(primary, random, now) : null;
    const orders: BotOrder[] = venue.open.map((order) => ({ ...order }));
    const ctx: StrategyContext<never, unknown> = {
      botId: 1,
      params,
      state,
      now,
      random,
      primary,
      second,
      orders,
      events,
      actionBudget: Math.floor(random() * 51),
      tick,
    };
    const decision = strategy.decide(ctx as never);
    const placed: OrderCheck['placed'] = [];
    for (const action of decision.actions) {
      if (action.kind !== 'place') continue;
      const broken =
        (!(action.amount > 0) || !Number.isFinite(action.amount) ? 'amount is not a positive number' : null) ??
        limits.check({ order: action, params, ctx, ledger: venue.ledger, placed });
      if (broken) {
        const where = `${kind} case ${n} tick ${tick} (seed ${SEED})`;
        return { broken: `${where}: ${broken}\norder ${JSON.stringify(action)}\nsettings ${JSON.stringify(params)}`, checked };
      }
      placed.push(action);
      checked++;
    }
    state = decision.state ?? state;
    events = venue.apply(decision.actions, now, (slot) => (slot === 'second' ? (second?.last ?? price) : price));
    // Ticks come at the strategy's pace, and now and then much later (a paused or busy runner).
    const late = random() < 0.5 ? random() * 3_600_000 : 0;
    now += Math.max(Math.min(decision.nextTickMs ?? strategy.intervalMs(params, random), 3_600_000), late);
  }
  return { broken: null, checked };
}

/** Kinds that place orders on an exchange (DEX kinds swap; their sizes are checked in their scenarios). */
const exchangeKinds = [...STRATEGIES].filter(([, strategy]) => !('trades' in strategy)).map(([kind]) => kind as BotKey);

describe('no order exceeds what its settings allow', () => {
  it('the table has a row for every exchange kind with a strategy, and only those', () => {
    expect(Object.keys(ORDER_LIMITS).sort()).toEqual(exchangeKinds.sort());
  });

  for (const kind of exchangeKinds) {
    it(`${kind}: ${ORDER_LIMITS[kind]?.caps ?? 'no row'}`, () => {
      let checked = 0;
      for (let n = 0; n < CASES; n++) {
        const result = runCase(kind, n);
        expect(result.broken, result.broken ?? '').toBeNull();
        checked += result.checked;
      }
      // The random markets and settings must let the strategy trade, or the property says nothing.
      expect(checked).toBeGreaterThan(CASES / 20);
    });
  }
});
