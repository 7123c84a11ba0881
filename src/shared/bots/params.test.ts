// Each rule of spec §5 on both sides: a value that keeps it passes, one that breaks it fails with
// the rule's own message on the rule's field.
import { describe, expect, it } from 'vitest';
import { type BotKey, parseBotParams } from './catalogue.ts';
import { BOT_RULE, INCOMPLETE } from './fields.ts';
import { allocate, jitter } from './float-range.ts';
import { checkSequencePlan, sequencePlan } from './sequence-plan.ts';

function issues(key: BotKey, params: unknown): Array<[string, string]> {
  const result = parseBotParams(key, params);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

const valid: Record<string, Record<string, unknown>> = {
  buy_sell: { buy_lower: 90, buy_upper: 100, sell_lower: 110, sell_upper: 120, total_budget: 1000, single_budget: 50 },
  iceberg: { total_amount: 10, tranche_amount: 1, limit_price: 100 },
  grid: { lower_price: 90, upper_price: 110, grid_count: 10, order_amount: 0.1 },
  wangge: { base_order: 20, total_budget: 1000 },
  budan_new: { order_amount: 0.5 },
  banzhuan: { hedge_web: 'sandbox-b', trade_amount: 0.01 },
  defence: { coin_lower: 1, coin_upper: 2, order_amount: 5, total_budget: 100 },
  real_genpan: { reference_web: 'binance', order_amount: 1, position_lower: 0, position_upper: 10 },
  shua_dex: { wallet_group_id: 1, target_volume: 1000, single_amount: 10 },
};

describe('bot parameters: what passes', () => {
  for (const [key, params] of Object.entries(valid)) {
    it(`accepts a complete ${key} and fills in its defaults`, () => {
      const result = parseBotParams(key as BotKey, params);
      expect(result.success, JSON.stringify(issues(key as BotKey, params))).toBe(true);
    });
  }

  it('fills in order-book defaults: 20 levels per side, ±30% jitter', () => {
    const result = parseBotParams('budan_new', valid['budan_new']);
    expect(result.data).toMatchObject({ levels_per_side: 20, jitter_percent: 30, mode: 'basic' });
  });
});

describe('bot parameters: spec §5 rules, both sides', () => {
  it('single budget at most the total budget', () => {
    expect(issues('buy_sell', { ...valid['buy_sell'], single_budget: 1000 })).toEqual([]);
    expect(issues('buy_sell', { ...valid['buy_sell'], single_budget: 1000.01 })).toEqual([['single_budget', BOT_RULE.singleBudget]]);
    expect(issues('wangge', { ...valid['wangge'], base_order: 1001 })).toEqual([['base_order', BOT_RULE.singleBudget]]);
  });

  it('per-level spread at most the book spread', () => {
    expect(issues('budan_new', { order_amount: 1, book_spread_percent: 2, level_spread_percent: 2 })).toEqual([]);
    expect(issues('budan_new', { order_amount: 1, book_spread_percent: 2, level_spread_percent: 2.5 })).toEqual([
      ['level_spread_percent', BOT_RULE.levelSpread],
    ]);
  });

  it('range upper at least lower', () => {
    expect(issues('buy_sell', { ...valid['buy_sell'], buy_upper: 90 })).toEqual([]);
    expect(issues('buy_sell', { ...valid['buy_sell'], buy_upper: 89 })).toEqual([['buy_upper', BOT_RULE.rangeUpper]]);
    expect(issues('grid', { ...valid['grid'], upper_price: 90 })).toEqual([['upper_price', BOT_RULE.rangeUpper]]);
  });

  it('coin upper limit at least lower', () => {
    expect(issues('defence', { ...valid['defence'], coin_upper: 1 })).toEqual([]);
    expect(issues('defence', { ...valid['defence'], coin_upper: 0.9 })).toEqual([['coin_upper', BOT_RULE.coinUpper]]);
  });

  it('position upper limit at least lower', () => {
    expect(issues('real_genpan', { ...valid['real_genpan'], position_lower: 10 })).toEqual([]);
    expect(issues('real_genpan', { ...valid['real_genpan'], position_lower: 11 })).toEqual([['position_upper', BOT_RULE.positionUpper]]);
  });

  it('maintained order volume above 0', () => {
    expect(issues('budan_new', { order_amount: 0.0001 })).toEqual([]);
    expect(issues('budan_new', { order_amount: 0 })).toEqual([['order_amount', BOT_RULE.maintainedVolume]]);
  });

  it('a missing required value is "Incomplete parameters."', () => {
    expect(issues('grid', { lower_price: 90, upper_price: 110 })).toEqual([['order_amount', INCOMPLETE]]);
    expect(issues('buy_sell', { total_budget: 10, single_budget: 5 })).toEqual([['buy_lower', INCOMPLETE]]);
    expect(issues('buy_sell', { buy_lower: 1, total_budget: 10, single_budget: 5 })).toEqual([['buy_upper', INCOMPLETE]]);
  });

  it('price and quantity precisions are whole numbers from 0 to 12', () => {
    expect(issues('grid', { ...valid['grid'], price_precision: 0, amount_precision: 12 })).toEqual([]);
    expect(issues('grid', { ...valid['grid'], price_precision: 13 })).toEqual([['price_precision', BOT_RULE.precision]]);
    expect(issues('grid', { ...valid['grid'], amount_precision: 1.5 })).toEqual([['amount_precision', BOT_RULE.precision]]);
  });

  it('intervals: from 1 s to a day, shortest no longer than longest', () => {
    expect(issues('iceberg', { ...valid['iceberg'], interval_min: 5, interval_max: 5 })).toEqual([]);
    expect(issues('iceberg', { ...valid['iceberg'], interval_min: 6, interval_max: 5 })).toEqual([
      ['interval_max', BOT_RULE.intervalOrder],
    ]);
    expect(issues('iceberg', { ...valid['iceberg'], interval_min: 0.5 })).toEqual([['interval_min', BOT_RULE.interval]]);
  });

  it('gas multiplier 1 to 5, default 1, 0 adaptive', () => {
    expect(parseBotParams('shua_dex', valid['shua_dex']).data).toMatchObject({ gas_multiplier: 1 });
    for (const gas of [0, 1, 2.5, 5]) expect(issues('shua_dex', { ...valid['shua_dex'], gas_multiplier: gas }), String(gas)).toEqual([]);
    for (const gas of [0.5, 5.5, -1]) {
      expect(issues('shua_dex', { ...valid['shua_dex'], gas_multiplier: gas }), String(gas)).toEqual([
        ['gas_multiplier', BOT_RULE.gasMultiplier],
      ]);
    }
  });

  it('iceberg tranche no larger than the total', () => {
    expect(issues('iceberg', { ...valid['iceberg'], tranche_amount: 10 })).toEqual([]);
    expect(issues('iceberg', { ...valid['iceberg'], tranche_amount: 11 })).toEqual([['tranche_amount', BOT_RULE.trancheAmount]]);
  });
});

describe('float range', () => {
  const random = (() => {
    let seed = 7;
    return () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
  })();

  it('splits evenly at 0%', () => {
    expect(allocate(100, 4, 0, random)).toEqual([25, 25, 25, 25]);
  });

  it('varies each share within the float range and keeps the total', () => {
    const shares = allocate(100, 50, 40, random);
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 9);
    // 40% gives 60%-140% of the average before rescaling to the total.
    for (const share of shares) expect(share).toBeGreaterThan(2 * 0.55);
    for (const share of shares) expect(share).toBeLessThan(2 * 1.5);
  });

  it('allocates at random from 80%', () => {
    const shares = allocate(100, 50, 80, random);
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 9);
    expect(Math.max(...shares) / Math.min(...shares)).toBeGreaterThan(3);
  });

  it('jitters a size within ±jitter', () => {
    for (let i = 0; i < 200; i++) {
      const size = jitter(10, 30, random);
      expect(size).toBeGreaterThanOrEqual(7);
      expect(size).toBeLessThanOrEqual(13);
    }
  });
});

describe('sequence plan', () => {
  const now = Date.UTC(2026, 0, 1);
  it('needs a name and ascending times', () => {
    expect(
      sequencePlan.safeParse({
        name: 'up',
        points: [
          { time: now + 1, price: 1 },
          { time: now + 2, price: 2 },
        ],
      }).success,
    ).toBe(true);
    expect(sequencePlan.safeParse({ name: ' ', points: [{ time: now + 1, price: 1 }] }).error?.issues[0]?.message).toBe(
      BOT_RULE.sequenceName,
    );
    const unordered = sequencePlan.safeParse({
      name: 'x',
      points: [
        { time: now + 2, price: 1 },
        { time: now + 2, price: 2 },
      ],
    });
    expect(unordered.error?.issues[0]?.message).toBe(BOT_RULE.sequenceOrder);
  });

  it('drops expired points, rejects a price far outside the range and warns when the range excludes the last price', () => {
    const plan = sequencePlan.parse({
      name: 'p',
      points: [
        { time: now - 1, price: 1 },
        { time: now + 60_000, price: 1.1 },
      ],
    });
    const fine = checkSequencePlan(plan, { now, lower: 1, upper: 1.2, lastPrice: 1.05 });
    expect(fine.plan.points).toHaveLength(1);
    expect(fine.errors).toEqual([]);
    expect(fine.warnings).toEqual([]);
    const far = checkSequencePlan(sequencePlan.parse({ name: 'p', points: [{ time: now + 1, price: 5 }] }), {
      now,
      lower: 1,
      upper: 1.2,
      lastPrice: 2,
    });
    expect(far.errors).toEqual([BOT_RULE.sequenceGap]);
    expect(far.warnings).toEqual([BOT_RULE.rangeExcludesLast]);
  });
});
