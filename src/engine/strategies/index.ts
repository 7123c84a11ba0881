// The strategies the runner can run, by bot kind. A kind without one here can be saved but not started.
import type { Strategy } from '../runner/types.ts';
import { banzhuanStrategy } from './banzhuan.ts';
import { budanNewStrategy } from './budan-new.ts';
import { buySellStrategy } from './buy-sell.ts';
import { defenceStrategy } from './defence.ts';
import { drawStrategy } from './draw.ts';
import { gridStrategy } from './grid.ts';
import { hugevolStrategy } from './hugevol.ts';
import { hupanBuyStrategy, hupanSellStrategy } from './hupan.ts';
import { icebergStrategy } from './iceberg.ts';
import { kongpanStrategy } from './kongpan.ts';
import { openCexStrategy } from './open-cex.ts';
import { pushStrategy } from './push.ts';
import { realGenpanQuickStrategy, realGenpanStrategy } from './real-genpan.ts';
import { shuaStrategy } from './shua.ts';
import { wanggeStrategy } from './wangge.ts';

export const STRATEGIES: ReadonlyMap<string, Strategy> = new Map<string, Strategy>(
  [
    buySellStrategy,
    icebergStrategy,
    gridStrategy,
    wanggeStrategy,
    budanNewStrategy,
    banzhuanStrategy,
    shuaStrategy,
    hupanBuyStrategy,
    hupanSellStrategy,
    pushStrategy,
    hugevolStrategy,
    defenceStrategy,
    drawStrategy,
    realGenpanStrategy,
    kongpanStrategy,
    realGenpanQuickStrategy,
    openCexStrategy,
  ].map((strategy) => [strategy.key, strategy as unknown as Strategy]),
);
