import { describe, expect, it } from 'vitest';
import type { ArbitrageVerdict } from './arbitrage-detector.ts';
import type { BalanceSnapshot } from './balance-drop.ts';
import {
  type AlarmMemory,
  type AlarmThresholds,
  evaluateAlarm,
  freshMemory,
  keepConditions,
  memoryOf,
  type Observation,
} from './evaluate-alarm.ts';

const NONE: AlarmThresholds = {
  priceAbove: null,
  priceBelow: null,
  balanceBelow: null,
  jumpPercent: null,
  hourlyDropPercent: null,
  snapshotDropPercent: null,
  arbitrageBot: false,
};

const price = (last: number, low = last, high = last): Observation['price'] => ({ last, low, high, windowMinutes: 5 });

/** Runs a sequence of observations through the evaluator and lists what fired at each step. */
function run(thresholds: AlarmThresholds, observations: Array<Omit<Observation, 'at'>>, start: AlarmMemory = freshMemory()) {
  let memory = start;
  return observations.map((observation, i) => {
    const result = evaluateAlarm(thresholds, memory, { at: 1_000 * (i + 1), ...observation });
    memory = result.memory;
    return result.firings.map((firing) => firing.condition);
  });
}

describe('price above', () => {
  const t = { ...NONE, priceAbove: 100 };

  it('fires once when the price reaches the threshold and not again while it stays there', () => {
    expect(run(t, [{ price: price(99) }, { price: price(100) }, { price: price(101) }, { price: price(100.5) }])).toEqual([
      [],
      ['price_above'],
      [],
      [],
    ]);
  });

  it('fires again only after the price has gone back below the reset band', () => {
    // 99.9 is inside the 0.2% band: no reset; 99.7 is below it: reset; then 100 fires again.
    expect(
      run(t, [{ price: price(100) }, { price: price(99.9) }, { price: price(100) }, { price: price(99.7) }, { price: price(100) }]),
    ).toEqual([['price_above'], [], [], [], ['price_above']]);
  });

  it('records the threshold and the price it saw', () => {
    const result = evaluateAlarm(t, freshMemory(), { at: 5, price: price(104.5) });
    expect(result.firings).toEqual([{ condition: 'price_above', values: { threshold: 100, price: 104.5 } }]);
    expect(result.memory.disarmed.price_above).toBe(5);
  });
});

describe('price below', () => {
  const t = { ...NONE, priceBelow: 50 };

  it('fires once per crossing with a reset band above the threshold', () => {
    expect(
      run(t, [
        { price: price(51) },
        { price: price(50) },
        { price: price(50.05) },
        { price: price(49) },
        { price: price(50.2) },
        { price: price(49.9) },
      ]),
    ).toEqual([[], ['price_below'], [], [], [], ['price_below']]);
  });
});

describe('price jump', () => {
  const t = { ...NONE, jumpPercent: 5 };

  it('fires on a rise of the threshold from the window low', () => {
    const [fired] = run(t, [{ price: price(105, 100, 105) }]);
    expect(fired).toEqual(['price_jump']);
  });

  it('fires on a fall from the window high and records the move as negative', () => {
    const result = evaluateAlarm(t, freshMemory(), { at: 1, price: price(94, 94, 100) });
    expect(result.firings[0]?.values).toMatchObject({ percent: -6, from: 100, price: 94, threshold: 5, window: 5 });
  });

  it('does not fire on a move smaller than the threshold', () => {
    expect(run(t, [{ price: price(104.9, 100, 104.9) }])).toEqual([[]]);
  });

  it('re-arms once the window shows less than half the threshold', () => {
    expect(
      run(t, [
        { price: price(106, 100, 106) },
        { price: price(106, 103, 106) },
        { price: price(106, 104, 106) },
        { price: price(110, 104, 110) },
      ]),
    ).toEqual([['price_jump'], [], [], ['price_jump']]);
  });
});

describe('balance below', () => {
  const t = { ...NONE, balanceBelow: 10 };

  it('fires when the balance falls under the amount, and again only after it has recovered by 1%', () => {
    expect(run(t, [{ balance: 12 }, { balance: 9 }, { balance: 10.05 }, { balance: 8 }, { balance: 10.2 }, { balance: 9.99 }])).toEqual([
      [],
      ['balance_below'],
      [],
      [],
      [],
      ['balance_below'],
    ]);
  });

  it('is not judged by a price update (no balance in the observation)', () => {
    const disarmed: AlarmMemory = { disarmed: { balance_below: 1 } };
    const result = evaluateAlarm(t, disarmed, { at: 2, price: price(1) });
    expect(result.changed).toBe(false);
    expect(result.memory).toEqual(disarmed);
  });
});

describe('balance drops on snapshots', () => {
  const snap = (baseTotal: number, quoteTotal: number, priceNow: number, minute: number): BalanceSnapshot => ({
    baseTotal,
    quoteTotal,
    price: priceNow,
    takenAt: minute * 60_000,
  });

  it('fires the 10-minute drop when the value between consecutive snapshots falls by the threshold', () => {
    const t = { ...NONE, snapshotDropPercent: 10 };
    // 1 BTC + 1000 USDT at 1000 = 2000; then 0.5 BTC + 1000 = 1500 at the same price: 25% drop.
    const result = evaluateAlarm(t, freshMemory(), {
      at: 1,
      snapshots: { latest: snap(0.5, 1000, 1000, 10), previous: snap(1, 1000, 1000, 0), hourAgo: null },
    });
    expect(result.firings).toEqual([
      { condition: 'snapshot_drop', values: { threshold: 10, percent: 25, from: 2000, to: 1500, price: 1000, minutes: 10 } },
    ]);
  });

  it('values both snapshots at the later price, so a price fall alone is not a balance drop', () => {
    const t = { ...NONE, snapshotDropPercent: 10, hourlyDropPercent: 10 };
    const result = evaluateAlarm(t, freshMemory(), {
      at: 1,
      snapshots: { latest: snap(1, 1000, 500, 60), previous: snap(1, 1000, 1000, 50), hourAgo: snap(1, 1000, 1000, 0) },
    });
    expect(result.firings).toEqual([]);
  });

  it('fires the hourly drop against the snapshot an hour back, independently of the 10-minute one', () => {
    const t = { ...NONE, snapshotDropPercent: 10, hourlyDropPercent: 10 };
    // Small steps of 5% every 10 minutes: never a 10% step, but more than 10% over the hour.
    const result = evaluateAlarm(t, freshMemory(), {
      at: 1,
      snapshots: { latest: snap(0, 8000, 1, 60), previous: snap(0, 8400, 1, 50), hourAgo: snap(0, 10000, 1, 0) },
    });
    expect(result.firings.map((firing) => firing.condition)).toEqual(['hourly_drop']);
    expect(result.firings[0]?.values).toMatchObject({ percent: 20, minutes: 60 });
  });

  it('does not judge a drop without an earlier snapshot, nor a drop from nothing', () => {
    const t = { ...NONE, snapshotDropPercent: 10, hourlyDropPercent: 10 };
    expect(
      evaluateAlarm(t, freshMemory(), { at: 1, snapshots: { latest: snap(0, 0, 1, 10), previous: null, hourAgo: null } }).firings,
    ).toEqual([]);
    expect(
      evaluateAlarm(t, freshMemory(), { at: 1, snapshots: { latest: snap(0, 0, 1, 10), previous: snap(0, 0, 1, 0), hourAgo: null } })
        .firings,
    ).toEqual([]);
  });

  it('stays quiet while drops continue and re-arms after a snapshot pair under half the threshold', () => {
    const t = { ...NONE, snapshotDropPercent: 10 };
    const pair = (from: number, to: number) => ({
      snapshots: { latest: snap(0, to, 1, 10), previous: snap(0, from, 1, 0), hourAgo: null },
    });
    expect(run(t, [pair(100, 80), pair(80, 70), pair(70, 68), pair(68, 60)])).toEqual([['snapshot_drop'], [], [], ['snapshot_drop']]);
  });

  it('ignores a disabled drop condition', () => {
    expect(
      evaluateAlarm(NONE, freshMemory(), {
        at: 1,
        snapshots: { latest: snap(0, 1, 1, 10), previous: snap(0, 100, 1, 0), hourAgo: snap(0, 100, 1, 0) },
      }).firings,
    ).toEqual([]);
  });
});

describe('arbitrage bot', () => {
  const verdict = (detected: boolean): ArbitrageVerdict => ({
    detected,
    hits: detected ? 8 : 2,
    meanIntervalSeconds: 15,
    intervalVariation: 0.1,
    adverseShare: 0.9,
    regular: detected,
    toxic: detected,
  });

  it('fires when the detector finds one and again only after it has gone', () => {
    const t = { ...NONE, arbitrageBot: true };
    expect(
      run(t, [
        { arbitrage: verdict(false) },
        { arbitrage: verdict(true) },
        { arbitrage: verdict(true) },
        { arbitrage: verdict(false) },
        { arbitrage: verdict(true) },
      ]),
    ).toEqual([[], ['arbitrage_bot'], [], [], ['arbitrage_bot']]);
  });

  it('is silent when the alert does not watch for arbitrage bots', () => {
    expect(run(NONE, [{ arbitrage: verdict(true) }])).toEqual([[]]);
  });
});

describe('several conditions and the memory', () => {
  it('fires each condition of one alert independently', () => {
    const t = { ...NONE, priceAbove: 100, jumpPercent: 3 };
    expect(run(t, [{ price: price(101, 97, 101) }])).toEqual([['price_above', 'price_jump']]);
  });

  it('forgets removed conditions after an edit, so a condition switched on again starts armed', () => {
    const memory: AlarmMemory = { disarmed: { price_above: 1, balance_below: 2 } };
    expect(keepConditions(memory, ['balance_below'])).toEqual({ disarmed: { balance_below: 2 } });
  });

  it('reads a stored memory defensively', () => {
    expect(memoryOf(null)).toEqual({ disarmed: {} });
    expect(memoryOf({ disarmed: { price_above: 5, price_below: 'x' } })).toEqual({ disarmed: { price_above: 5 } });
  });

  it('says whether the memory changed, so an unchanged one is not written again', () => {
    const t = { ...NONE, priceAbove: 100 };
    expect(evaluateAlarm(t, freshMemory(), { at: 1, price: price(90) }).changed).toBe(false);
    expect(evaluateAlarm(t, freshMemory(), { at: 1, price: price(100) }).changed).toBe(true);
  });
});
