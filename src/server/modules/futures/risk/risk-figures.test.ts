import { describe, expect, it } from 'vitest';
import type { PositionState } from '../../../../engine/connectors/types.ts';
import { figuresOf, marginRatioOf } from './risk-figures.ts';

const position = (overrides: Partial<PositionState>): PositionState => ({
  symbol: 'BTC/USDT:USDT',
  side: 'long',
  size: 0.1,
  entryPrice: 60_000,
  markPrice: 61_000,
  notional: 6_100,
  unrealizedPnl: 100,
  liquidationPrice: 40_000,
  margin: 610,
  marginRatio: 0.05,
  maintenanceMargin: null,
  marginMode: 'cross',
  leverage: 10,
  timestamp: 1,
  ...overrides,
});

const usdt = { asset: 'USDT', free: 900, used: 100, total: 1_000 };

describe('risk figures of an account', () => {
  it('sums exposure and P&L over the positions and takes the higher margin ratio', () => {
    const figures = figuresOf(
      [
        position({}),
        position({
          symbol: 'ETH/USDT:USDT',
          side: 'short',
          size: 2,
          notional: -6_000,
          unrealizedPnl: -300.1,
          marginMode: 'isolated',
          marginRatio: 0.4,
        }),
      ],
      [{ asset: 'BNB', free: 1, used: 0, total: 1 }, usdt],
    );
    expect(figures).toEqual({
      exposure: 12_100,
      margin_ratio: 0.4,
      unrealized_pnl: -200.1,
      loss: 200.1,
      positions: 2,
      wallet_balance: 1_000,
      settle_coin: 'USDT',
    });
  });

  it('values a position at its size times the mark when the venue leaves the value out', () => {
    expect(figuresOf([position({ notional: null, size: 2, markPrice: 100 })], []).exposure).toBe(200);
  });

  it('counts no loss for positions in profit and no ratio when the venue gives none', () => {
    const figures = figuresOf([position({ marginRatio: null })], [usdt]);
    expect(figures).toMatchObject({ loss: 0, unrealized_pnl: 100, margin_ratio: null });
  });

  it('shows the USDT wallet of an account without positions', () => {
    expect(figuresOf([], [usdt])).toEqual({
      exposure: 0,
      margin_ratio: null,
      unrealized_pnl: 0,
      loss: 0,
      positions: 0,
      wallet_balance: 1_000,
      settle_coin: 'USDT',
    });
  });
});

describe('the margin ratio of an account', () => {
  // A long of 0.1 BTC from 60,000, the mark at 51,000: maintenance margin 0.4% of 5,100 = 20.4; the
  // wallet holds 994 and the position has lost 900, so the margin balance is 94. ccxt's cross ratio
  // divides by the wallet alone: 20.4 / 994 = 0.0205.
  const losing = position({ notional: 5_100, markPrice: 51_000, unrealizedPnl: -900, marginRatio: 0.0205 });

  it('counts the unrealised loss of cross positions against the margin balance', () => {
    expect(marginRatioOf([losing], 94)).toBeCloseTo(20.4 / 94, 3);
  });

  it('is 1 (liquidation) once the margin balance is gone', () => {
    expect(marginRatioOf([losing], -5)).toBe(1);
  });

  it("takes an isolated position's ratio as the venue gives it, and the highest of all", () => {
    const isolated = position({ marginMode: 'isolated', marginRatio: 0.6, unrealizedPnl: -10 });
    expect(marginRatioOf([isolated], 500)).toBe(0.6);
    expect(marginRatioOf([losing, isolated], 94)).toBe(0.6);
  });

  it("falls back to the venue's cross ratio without the wallet's figure, and has none without positions", () => {
    expect(marginRatioOf([losing], null)).toBe(0.0205);
    expect(marginRatioOf([], 1_000)).toBeNull();
  });

  it("sums the cross positions' maintenance margins over the margin balance when the venue gives them", () => {
    const both = [position({ maintenanceMargin: 30, unrealizedPnl: -200 }), position({ symbol: 'ETH/USDT:USDT', maintenanceMargin: 20 })];
    expect(marginRatioOf(both, 250)).toBe(0.2);
  });
});
