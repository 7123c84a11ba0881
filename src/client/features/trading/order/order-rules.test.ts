import { describe, expect, it } from 'vitest';
import { checkOrder, type OrderContext, quantityForShare } from './order-rules.ts';

const context: OrderContext = {
  baseFree: 0.5,
  quoteFree: 1000,
  lastPrice: 100,
  market: { price_step: 0.01, amount_step: 0.001, min_amount: 0.001 },
};

describe('order form rules (spec §5)', () => {
  it('a limit order needs a price', () => {
    expect(checkOrder({ type: 'limit', side: 'buy', price: '', quantity: '1' }, context)).toEqual({
      ok: false,
      field: 'price',
      problem: 'form.errors.priceRequired',
    });
  });

  it('a market order needs no price', () => {
    expect(checkOrder({ type: 'market', side: 'buy', price: '', quantity: '1' }, context)).toEqual({
      ok: true,
      price: undefined,
      quantity: 1,
    });
  });

  it('the quantity is required and not 0, also after rounding down to the lot size', () => {
    expect(checkOrder({ type: 'limit', side: 'buy', price: '10', quantity: '' }, context)).toMatchObject({
      problem: 'form.errors.quantityRequired',
    });
    expect(checkOrder({ type: 'limit', side: 'buy', price: '10', quantity: '0' }, context)).toMatchObject({
      problem: 'form.errors.quantityZero',
    });
    expect(checkOrder({ type: 'limit', side: 'buy', price: '10', quantity: '0.0004' }, context)).toMatchObject({
      problem: 'form.errors.quantityZero',
    });
  });

  it('a buy above the quote balance exceeds the available balance; at the balance it passes', () => {
    expect(checkOrder({ type: 'limit', side: 'buy', price: '100', quantity: '10.001' }, context)).toMatchObject({
      problem: 'form.errors.exceedsBalance',
    });
    expect(checkOrder({ type: 'limit', side: 'buy', price: '100', quantity: '10' }, context)).toEqual({
      ok: true,
      price: 100,
      quantity: 10,
    });
  });

  it('a market buy is checked at the last price', () => {
    expect(checkOrder({ type: 'market', side: 'buy', price: '', quantity: '10.5' }, context)).toMatchObject({
      problem: 'form.errors.exceedsBalance',
    });
  });

  it('a sell above the base balance exceeds the available balance', () => {
    expect(checkOrder({ type: 'limit', side: 'sell', price: '100', quantity: '0.6' }, context)).toMatchObject({
      problem: 'form.errors.exceedsBalance',
    });
    expect(checkOrder({ type: 'limit', side: 'sell', price: '100.004', quantity: '0.5' }, context)).toEqual({
      ok: true,
      price: 100,
      quantity: 0.5,
    });
  });

  it('percentage shortcuts spend that share of the balance, rounded down to the lot size', () => {
    expect(quantityForShare(0.25, 'buy', 100, context)).toBe(2.5);
    expect(quantityForShare(1, 'buy', 300, context)).toBe(3.333);
    expect(quantityForShare(0.5, 'sell', null, context)).toBe(0.25);
    expect(quantityForShare(0.5, 'buy', null, context)).toBeNull();
  });
});
