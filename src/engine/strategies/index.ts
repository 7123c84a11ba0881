// The strategies the runner can run, by bot kind. A kind without one here can be saved but not started.
import type { AnyStrategy } from '../runner/runner.ts';
import { dexArbitrageStrategy } from './dex/dex-arbitrage.ts';
import { dexBatchSellStrategy } from './dex/dex-batch-sell.ts';
import { dexChartingStrategy } from './dex/dex-charting.ts';
import { dexFollowStrategy } from './dex/dex-follow.ts';
import { dexRangeStrategy } from './dex/dex-range.ts';
import { dexReservedBuyStrategy } from './dex/dex-reserved-buy.ts';
import { dexSniperStrategy } from './dex/dex-sniper.ts';
import { dexVolumeStrategy } from './dex/dex-volume.ts';
import { pumpBatchBuyStrategy } from './dex/launch/pump-batch-buy.ts';
import { pumpSelloutStrategy } from './dex/launch/pump-sellout.ts';
import { pumpSniperStrategy } from './dex/launch/pump-sniper.ts';
import { nftChartingStrategy } from './nft/nft-charting.ts';
import { nftRangeStrategy } from './nft/nft-range.ts';
import { arbitrageStrategy } from './arbitrage.ts';
import { marketDepthStrategy } from './market-depth.ts';
import { buySellStrategy } from './buy-sell.ts';
import { defenceStrategy } from './defence.ts';
import { drawStrategy } from './draw.ts';
import { gridStrategy } from './grid.ts';
import { volumeSurgeStrategy } from './volume-surge.ts';
import { buySupportStrategy, sellResistanceStrategy } from './support-resistance.ts';
import { icebergStrategy } from './iceberg.ts';
import { marketSyncStrategy } from './market-sync.ts';
import { openCexStrategy } from './open-cex.ts';
import { pushStrategy } from './push.ts';
import { quickFollowStrategy, followExchangeStrategy } from './follow-exchange.ts';
import { volumeStrategy } from './volume.ts';
import { martingaleStrategy } from './martingale.ts';

export const STRATEGIES: ReadonlyMap<string, AnyStrategy> = new Map<string, AnyStrategy>(
  [
    buySellStrategy,
    icebergStrategy,
    gridStrategy,
    martingaleStrategy,
    marketDepthStrategy,
    arbitrageStrategy,
    volumeStrategy,
    buySupportStrategy,
    sellResistanceStrategy,
    pushStrategy,
    volumeSurgeStrategy,
    defenceStrategy,
    drawStrategy,
    followExchangeStrategy,
    marketSyncStrategy,
    quickFollowStrategy,
    openCexStrategy,
    // DEX kinds: swaps from a wallet group's trading wallets.
    dexVolumeStrategy,
    dexChartingStrategy,
    dexFollowStrategy,
    dexRangeStrategy,
    dexReservedBuyStrategy,
    dexBatchSellStrategy,
    // Launch kinds: a launch platform's bonding curve, then the token's DEX pool.
    pumpSniperStrategy,
    pumpBatchBuyStrategy,
    pumpSelloutStrategy,
    dexSniperStrategy,
    dexArbitrageStrategy,
    // NFT kinds: listings and purchases on a marketplace from a wallet group's trading wallets.
    nftChartingStrategy,
    nftRangeStrategy,
  ].map((strategy) => [strategy.key, strategy as unknown as AnyStrategy]),
);
