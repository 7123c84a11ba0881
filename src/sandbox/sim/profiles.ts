// How each market's simulated participants behave: volatility of the reference price, the shape of
// the liquidity providers' ladder, and how often and how much the takers trade. Majors get deep,
// tight books and steady flow; project tokens get few, wide, ragged levels and rare trades.

export interface LiquidityProfile {
  levels: number;
  halfSpreadBps: number;
  levelStepBps: number;
  /** Base units at the first level; deeper levels grow by `sizeGrowth` per level. */
  levelSize: number;
  sizeGrowth: number;
  refreshMs: number;
  /** Chance that a level is left empty on a refresh (ragged thin books). */
  holeChance: number;
  /** Base units the provider starts with (and aims to hold), and its quote funds. */
  baseInventory: number;
  quoteInventory: number;
}

export interface TakerProfile {
  meanIntervalMs: number;
  /** Typical order size in quote units (log-normal around it). */
  meanNotional: number;
  baseInventory: number;
  quoteInventory: number;
}

export interface MarketProfile {
  /** Standard deviation of the reference price's daily log return. */
  dailyVolatility: number;
  /** Quote the market's reference as the ratio of two others (e.g. CAKE/BNB = CAKE/USDT / BNB/USDT). */
  crossOf?: [string, string];
  liquidity: LiquidityProfile;
  taker: TakerProfile;
}

const major = (price: number, levelSize: number, dailyVolatility: number): MarketProfile => ({
  dailyVolatility,
  liquidity: {
    levels: 20,
    halfSpreadBps: 1,
    levelStepBps: 1.5,
    levelSize,
    sizeGrowth: 0.25,
    refreshMs: 2_000,
    holeChance: 0,
    baseInventory: levelSize * 400,
    quoteInventory: levelSize * 400 * price,
  },
  taker: { meanIntervalMs: 2_500, meanNotional: 1_500, baseInventory: levelSize * 400, quoteInventory: levelSize * 400 * price },
});

export const MARKET_PROFILES: Record<string, MarketProfile> = {
  BTCUSDT: major(65_000, 0.03, 0.03),
  ETHUSDT: major(3_400, 0.5, 0.04),
  BNBUSDT: major(600, 3, 0.035),
  CAKEUSDT: {
    dailyVolatility: 0.06,
    liquidity: {
      levels: 10,
      halfSpreadBps: 8,
      levelStepBps: 8,
      levelSize: 60,
      sizeGrowth: 0.3,
      refreshMs: 4_000,
      holeChance: 0.1,
      baseInventory: 40_000,
      quoteInventory: 100_000,
    },
    taker: { meanIntervalMs: 9_000, meanNotional: 250, baseInventory: 40_000, quoteInventory: 100_000 },
  },
  DEMOUSDT: {
    dailyVolatility: 0.1,
    liquidity: {
      levels: 6,
      halfSpreadBps: 40,
      levelStepBps: 30,
      levelSize: 15_000,
      sizeGrowth: 0.5,
      refreshMs: 6_000,
      holeChance: 0.3,
      baseInventory: 20_000_000,
      quoteInventory: 1_000_000,
    },
    taker: { meanIntervalMs: 20_000, meanNotional: 120, baseInventory: 20_000_000, quoteInventory: 1_000_000 },
  },
  CAKEBNB: {
    dailyVolatility: 0.01,
    crossOf: ['CAKEUSDT', 'BNBUSDT'],
    liquidity: {
      levels: 6,
      halfSpreadBps: 25,
      levelStepBps: 20,
      levelSize: 80,
      sizeGrowth: 0.5,
      refreshMs: 7_000,
      holeChance: 0.25,
      baseInventory: 40_000,
      quoteInventory: 170,
    },
    taker: { meanIntervalMs: 30_000, meanNotional: 0.4, baseInventory: 40_000, quoteInventory: 170 },
  },
};
