import { describe, expect, it } from 'vitest';
import type { RiskFigures } from '../../../../../shared/contracts/futures/risk-user-fields.ts';
import { evaluateRisk, memoryAfterEdit, observationOf, type RiskObservation, type RiskThresholds } from './evaluate-risk.ts';
import type { RiskMemory } from './risk-state.ts';

const NONE: RiskThresholds = { margin_ratio_above: null, loss_above: null, exposure_above: null };

const seen = (figures: Partial<Omit<RiskObservation, 'at'>>): Omit<RiskObservation, 'at'> => ({
  marginRatio: 0,
  loss: 0,
  exposure: 0,
  ...figures,
});

/** Runs observations through the evaluator in turn and lists what fired at each step. */
function run(thresholds: RiskThresholds, observations: Array<Omit<RiskObservation, 'at'>>, start: RiskMemory = { disarmed: {} }) {
  let memory = start;
  return observations.map((observation, i) => {
    const result = evaluateRisk(thresholds, memory, { at: 1_000 * (i + 1), ...observation });
    memory = result.memory;
    return result.firings.map((firing) => firing.condition);
  });
}

describe('margin ratio above', () => {
  const t = { ...NONE, margin_ratio_above: 0.8 };

  it('fires once when the ratio reaches the threshold and not again while it stays above', () => {
    expect(
      run(t, [seen({ marginRatio: 0.5 }), seen({ marginRatio: 0.8 }), seen({ marginRatio: 0.9 }), seen({ marginRatio: 0.85 })]),
    ).toEqual([[], ['margin_ratio_above'], [], []]);
  });

  it('re-arms only once the ratio is 5% under the threshold, then fires on the next crossing', () => {
    // 0.77 is inside the band (0.76 and up): no reset; 0.75 is below it: reset; 0.8 fires again.
    expect(
      run(t, [
        seen({ marginRatio: 0.8 }),
        seen({ marginRatio: 0.77 }),
        seen({ marginRatio: 0.81 }),
        seen({ marginRatio: 0.75 }),
        seen({ marginRatio: 0.8 }),
      ]),
    ).toEqual([['margin_ratio_above'], [], [], [], ['margin_ratio_above']]);
  });

  it('records the threshold and the ratio it saw, and when it fired', () => {
    const result = evaluateRisk(t, { disarmed: {} }, { at: 7, ...seen({ marginRatio: 0.92 }) });
    expect(result.firings).toEqual([{ condition: 'margin_ratio_above', values: { threshold: 0.8, value: 0.92 } }]);
    expect(result.memory.disarmed).toEqual({ margin_ratio_above: 7 });
    expect(result.changed).toBe(true);
  });

  it('keeps its memory when the venue gives no ratio', () => {
    const fired = { disarmed: { margin_ratio_above: 5 } };
    const result = evaluateRisk(t, fired, { at: 9, ...seen({ marginRatio: null }) });
    expect(result).toEqual({ memory: fired, firings: [], changed: false });
    expect(run(t, [seen({ marginRatio: null })])).toEqual([[]]);
  });
});

describe('loss and exposure above', () => {
  it('fire each on their own figure, once per crossing', () => {
    const t = { ...NONE, loss_above: 100, exposure_above: 10_000 };
    expect(
      run(t, [
        seen({ loss: 50, exposure: 9_000 }),
        seen({ loss: 120, exposure: 9_000 }),
        seen({ loss: 130, exposure: 12_000 }),
        seen({ loss: 90, exposure: 12_000 }),
        seen({ loss: 100, exposure: 9_400 }),
        seen({ loss: 100, exposure: 10_000 }),
      ]),
    ).toEqual([[], ['loss_above'], ['exposure_above'], [], ['loss_above'], ['exposure_above']]);
  });

  it('stays quiet below the thresholds and with the conditions turned off', () => {
    expect(run({ ...NONE, loss_above: 100 }, [seen({ loss: 99.99, exposure: 1e9, marginRatio: 0.99 })])).toEqual([[]]);
    expect(run(NONE, [seen({ loss: 1e9, exposure: 1e9, marginRatio: 1 })])).toEqual([[]]);
  });
});

describe('the observation of an account', () => {
  const figures: RiskFigures = {
    exposure: 0,
    margin_ratio: null,
    unrealized_pnl: 0,
    loss: 0,
    positions: 0,
    wallet_balance: 100,
    settle_coin: 'USDT',
  };

  it('counts an account without positions as a margin ratio of 0, which re-arms the threshold', () => {
    expect(observationOf(figures, 3)).toEqual({ at: 3, marginRatio: 0, loss: 0, exposure: 0 });
    const after = evaluateRisk({ ...NONE, margin_ratio_above: 0.8 }, { disarmed: { margin_ratio_above: 1 } }, observationOf(figures, 3));
    expect(after.memory.disarmed).toEqual({});
  });

  it('leaves the ratio unknown when positions are open but the venue gives none', () => {
    expect(observationOf({ ...figures, positions: 1, exposure: 500 }, 3).marginRatio).toBeNull();
  });
});

describe('memory after an edit', () => {
  const before: RiskThresholds = { margin_ratio_above: 0.8, loss_above: 100, exposure_above: 5_000 };

  it('keeps an unchanged threshold disarmed and re-arms a changed or removed one', () => {
    const memory = { disarmed: { margin_ratio_above: 1, loss_above: 2, exposure_above: 3 } };
    expect(memoryAfterEdit(memory, before, { margin_ratio_above: 0.8, loss_above: 200, exposure_above: null })).toEqual({
      disarmed: { margin_ratio_above: 1 },
    });
  });
});
