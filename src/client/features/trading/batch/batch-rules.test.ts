import { describe, expect, it } from 'vitest';
import { type BatchDraft, previewBatch } from './batch-rules.ts';

const market = { price_step: 0.01, amount_step: 0.001, min_amount: 0.001 };
const funds = { baseFree: 2, quoteFree: 10_000 };
const draft: BatchDraft = { side: 'buy', priceMin: '90', priceMax: '100', count: '5', totalQuantity: '1', floatRange: '0' };

describe('batch order preview', () => {
  it('spreads the prices between the bounds and splits the total evenly at 0%', () => {
    const check = previewBatch(draft, 1, market, funds);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.preview.plan.orders.map((order) => order.price)).toEqual([100, 97.5, 95, 92.5, 90]);
    expect(check.preview.plan.orders.map((order) => order.quantity)).toEqual([0.2, 0.2, 0.2, 0.2, 0.2]);
    expect(check.preview.quoteAmount).toBeCloseTo(95);
  });

  it('the same seed gives the same floated sizes, which still add up to the total', () => {
    const a = previewBatch({ ...draft, floatRange: '40' }, 7, market, funds);
    const b = previewBatch({ ...draft, floatRange: '40' }, 7, market, funds);
    expect(a).toEqual(b);
    if (a.ok) expect(a.preview.plan.totalQuantity).toBe(1);
  });

  it('refuses more than 500 orders, a zero total, an upside-down range and a buy above the balance', () => {
    expect(previewBatch({ ...draft, count: '501' }, 1, market, funds)).toEqual({ ok: false, problem: 'batch.errors.count' });
    expect(previewBatch({ ...draft, totalQuantity: '0' }, 1, market, funds)).toEqual({ ok: false, problem: 'batch.errors.total' });
    expect(previewBatch({ ...draft, priceMin: '101' }, 1, market, funds)).toEqual({ ok: false, problem: 'batch.errors.priceRange' });
    expect(previewBatch({ ...draft, totalQuantity: '200' }, 1, market, funds)).toEqual({
      ok: false,
      problem: 'form.errors.exceedsBalance',
    });
    expect(previewBatch({ ...draft, side: 'sell', totalQuantity: '3' }, 1, market, funds)).toEqual({
      ok: false,
      problem: 'form.errors.exceedsBalance',
    });
  });

  it('refuses a total too small for that many orders at the lot size', () => {
    expect(previewBatch({ ...draft, totalQuantity: '0.003' }, 1, market, funds)).toEqual({ ok: false, problem: 'batch.errors.tooSmall' });
  });
});
