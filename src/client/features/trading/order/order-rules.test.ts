import { describe, expect, it } from 'vitest';
import { checkOrder, type OrderContext, type OrderDraft, quantityForShare } from './order-rules.ts';

const context: OrderContext = {
  baseFree: 0.5,
  quoteFree: 1000,
  lastPrice: 100,
  market: { price_step: 0.01, amount_step: 0.001, min_amount: 0.001 },
};

/** Checks a limit buy, or the order the draft describes, against the context above. */
const check = (draft: Partial<OrderDraft>) => checkOrder({ type: 'limit', side: 'buy', price: '', quantity: '', ...draft }, context);

describe('order form rules (spec §5)', () => {
  it('on a futures market neither side is held to the wallet: the venue weighs the margin', () => {
    const margin = { ...context, margin: true };
    expect(checkOrder({ type: 'limit', side: 'sell', price: '100', quantity: '5' }, margin)).toEqual({ ok: true, price: 100, quantity: 5 });
    expect(checkOrder({ type: 'limit', side: 'buy', price: '100', quantity: '50' }, margin)).toEqual({
      ok: true,
      price: 100,
      quantity: 50,
    });
    expect(checkOrder({ type: 'market', side: 'buy', price: '', quantity: '1' }, { ...margin, lastPrice: null })).toMatchObject({
      problem: 'form.errors.noPrice',
    });
  });

  it('a limit order needs a price', () => {
    expect(check({ quantity: '1' })).toEqual({ ok: false, field: 'price', problem: 'form.errors.priceRequired' });
  });

  it('a market order needs no price', () => {
    expect(check({ type: 'market', quantity: '1' })).toEqual({ ok: true, price: undefined, quantity: 1 });
  });

  it('the quantity is required and not 0, also after rounding down to the lot size', () => {
    expect(check({ price: '10' })).toMatchObject({ problem: 'form.errors.quantityRequired' });
    expect(check({ price: '10', quantity: '0' })).toMatchObject({ problem: 'form.errors.quantityZero' });
    expect(check({ price: '10', quantity: '0.0004' })).toMatchObject({ problem: 'form.errors.quantityZero' });
  });

  it('a buy above the quote balance exceeds the available balance; at the balance it passes', () => {
    expect(check({ price: '100', quantity: '10.001' })).toMatchObject({ problem: 'form.errors.exceedsBalance' });
    expect(check({ price: '100', quantity: '10' })).toEqual({ ok: true, price: 100, quantity: 10 });
  });

  it('a market buy is checked at the last price', () => {
    expect(check({ type: 'market', quantity: '10.5' })).toMatchObject({ problem: 'form.errors.exceedsBalance' });
  });

  it('a sell above the base balance exceeds the available balance', () => {
    expect(check({ side: 'sell', price: '100', quantity: '0.6' })).toMatchObject({ problem: 'form.errors.exceedsBalance' });
    expect(check({ side: 'sell', price: '100.004', quantity: '0.5' })).toEqual({ ok: true, price: 100, quantity: 0.5 });
  });

  it('percentage shortcuts spend that share of the balance, rounded down to the lot size', () => {
    expect(quantityForShare(0.25, 'buy', 100, context)).toBe(2.5);
    expect(quantityForShare(1, 'buy', 300, context)).toBe(3.333);
    expect(quantityForShare(0.5, 'sell', null, context)).toBe(0.25);
    expect(quantityForShare(0.5, 'buy', null, context)).toBeNull();
  });
});
