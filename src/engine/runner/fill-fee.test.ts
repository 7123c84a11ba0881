// A fill's fee is what the order's reported fee grew by while its filled amount grew, or, when the
// order's state carries none, the fees of the order's trades that filled that part.
import { describe, expect, it } from 'vitest';
import type { OwnTrade } from '../connectors/types.ts';
import { fillFee, partFee } from './fill-fee.ts';

const usdt = (cost: number) => ({ currency: 'USDT', cost });

describe("a fill's fee", () => {
  it('is the whole fee of an order filled at once', () => {
    expect(fillFee({ filled: 0 }, { filled: 2, fee: usdt(0.4) }, 2)).toEqual({ fee: 0.4, feeAsset: 'USDT' });
  });

  it('is what the running total grew by since the last report', () => {
    expect(fillFee({ filled: 1, feeSeen: usdt(0.1) }, { filled: 3, fee: usdt(0.5) }, 2)).toEqual({ fee: 0.5 - 0.1, feeAsset: 'USDT' });
  });

  it('is shared by amount when the earlier total was not seen (a restarted runner)', () => {
    const shared = fillFee({ filled: 1 }, { filled: 4, fee: usdt(0.8) }, 3);
    expect(shared?.feeAsset).toBe('USDT');
    expect(shared?.fee).toBeCloseTo(0.6, 12);
  });

  it('is unknown when the venue reports no fee', () => {
    expect(fillFee({ filled: 0 }, { filled: 1, fee: null }, 1)).toBeNull();
    expect(fillFee({ filled: 0 }, { filled: 1 }, 1)).toBeNull();
  });
});

describe("a fill's fee from the venue's trade list", () => {
  let nextId = 100;
  const trade = (orderId: string, amount: number, fee: { currency: string; cost: number } | null, timestamp = 1000): OwnTrade => ({
    id: String(nextId++),
    orderId,
    symbol: 'ETH/USDT',
    side: 'buy',
    price: 1990,
    amount,
    cost: 1990 * amount,
    fee,
    maker: true,
    timestamp,
  });
  const eth = (cost: number) => ({ currency: 'ETH', cost });

  it('is the sum of the fees of the trades that filled the order, ignoring other orders', () => {
    const trades = [trade('7', 0.04, eth(0.00004)), trade('8', 1, eth(0.001)), trade('7', 0.06, eth(0.00006))];
    const found = partFee(trades, { orderId: '7', from: 0, to: 0.1 });
    expect(found?.fill.feeAsset).toBe('ETH');
    expect(found?.fill.fee).toBeCloseTo(0.0001, 15);
  });

  it('counts only the trades since the last recorded part of an order filled across ticks', () => {
    const trades = [trade('7', 0.03, eth(0.00003), 1000), trade('7', 0.02, eth(0.00002), 2000), trade('7', 0.05, eth(0.00005), 3000)];
    expect(partFee(trades, { orderId: '7', from: 0, to: 0.03 })?.fill.fee).toBeCloseTo(0.00003, 15);
    const later = partFee(trades, { orderId: '7', from: 0.03, to: 0.1 });
    expect(later?.fill.fee).toBeCloseTo(0.00007, 15);
    // The order's whole fee so far, for a later running total to count from.
    expect(later?.orderTotal?.cost).toBeCloseTo(0.0001, 15);
  });

  it('leaves out trades after the part (the order filled more after its state was read)', () => {
    const trades = [trade('7', 0.05, eth(0.00005), 1000), trade('7', 0.05, eth(0.00005), 2000)];
    expect(partFee(trades, { orderId: '7', from: 0, to: 0.05 })?.fill.fee).toBeCloseTo(0.00005, 15);
  });

  it('takes the trades in the order they happened, whatever order the list gives', () => {
    const trades = [trade('7', 0.07, eth(0.00007), 2000), trade('7', 0.03, eth(0.00003), 1000)];
    expect(partFee(trades, { orderId: '7', from: 0.03, to: 0.1 })?.fill.fee).toBeCloseTo(0.00007, 15);
  });

  it('keeps a fee charged in another asset (BNB) as it was charged', () => {
    const found = partFee([trade('7', 0.1, { currency: 'BNB', cost: 0.0002 })], { orderId: '7', from: 0, to: 0.1 });
    expect(found?.fill).toEqual({ fee: 0.0002, feeAsset: 'BNB' });
  });

  it('is zero when the venue charged nothing', () => {
    expect(partFee([trade('7', 0.1, usdt(0))], { orderId: '7', from: 0, to: 0.1 })?.fill).toEqual({ fee: 0, feeAsset: 'USDT' });
  });

  it('is unknown when the list does not show the whole part', () => {
    // The last trade is not listed yet.
    expect(partFee([trade('7', 0.04, eth(0.00004))], { orderId: '7', from: 0, to: 0.1 })).toBeNull();
    // No trade of the order at all.
    expect(partFee([trade('8', 0.1, eth(0.0001))], { orderId: '7', from: 0, to: 0.1 })).toBeNull();
    // The list misses the earlier part's trade: its first trade would straddle the part's start.
    expect(partFee([trade('7', 0.07, eth(0.00007))], { orderId: '7', from: 0.03, to: 0.1 })).toBeNull();
  });

  it('is unknown when a trade of the part has no fee or the part was charged in two assets', () => {
    expect(partFee([trade('7', 0.1, null)], { orderId: '7', from: 0, to: 0.1 })).toBeNull();
    const mixed = [trade('7', 0.05, eth(0.00005)), trade('7', 0.05, { currency: 'BNB', cost: 0.0001 })];
    expect(partFee(mixed, { orderId: '7', from: 0, to: 0.1 })).toBeNull();
  });
});
