// The strategies the runner can run, by bot kind. A kind without one here can be saved but not started.
import type { Strategy } from '../runner/types.ts';
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

export const STRATEGIES: ReadonlyMap<string, Strategy> = new Map<string, Strategy>(
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
  ].map((strategy) => [strategy.key, strategy as unknown as Strategy]),
);
