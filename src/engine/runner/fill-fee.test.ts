// A fill's fee is what the order's reported fee grew by while its filled amount grew.
import { describe, expect, it } from 'vitest';
import { fillFee } from './fill-fee.ts';

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
