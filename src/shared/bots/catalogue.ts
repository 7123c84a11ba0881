// Every bot kind the product offers (spec §3, §9; bots.md), as data: key, number, family, the
// /addrobot tab (CEX group 1 Liquidity, 2 Trading, 4 Price management), level bits, whether it moves
// volume or price (the user confirms the legal notice before its first start), how it starts, and
// the zod schema of its parameters. Names and descriptions: locales/<lng>/bots.json kinds.<key>.
import type { z } from 'zod';
import { type BotFamily, LEVEL_FLAG } from './levels.ts';
import { arbitrageParams } from './params/arbitrage.ts';
import { marketDepthParams } from './params/market-depth.ts';
import { buySellParams } from './params/buy-sell.ts';
import { volumeParams } from './params/cex-liquidity.ts';
import { drawParams, marketSyncParams, followExchangeParams, quickFollowParams } from './params/cex-price.ts';
import {
  defenceParams,
  volumeSurgeParams,
  buySupportParams,
  sellResistanceParams,
  openCexParams,
  pushParams,
} from './params/cex-trading.ts';
import {
  dexArbitrageParams,
  buySellDexParams,
  frontrunDexParams,
  icebergDexParams,
  pumpBatchBuyParams,
  pumpSelloutParams,
  pumpSniperParams,
  dexFollowParams,
  dexVolumeTwoParams,
  dexVolumeParams,
  snipeDexParams,
} from './params/dex.ts';
import { gridParams } from './params/grid.ts';
import { icebergParams } from './params/iceberg.ts';
import { buySellNftParams, nftVolumeParams } from './params/nft.ts';
import { martingaleParams } from './params/martingale.ts';

export const BOT_KEYS = [
  'buy_sell',
  'iceberg',
  'banzhuan',
  'wangge',
  'grid',
  'shua',
  'budan_new',
  'hupan_buy',
  'hupan_sell',
  'push',
  'hugevol',
  'draw',
  'real_genpan',
  'kongpan',
  'real_genpan_quick',
  'open_cex',
  'shua_dex',
  'real_genpan_dex',
  'buy_sell_dex',
  'frontrun_dex',
  'snipe_dex',
  'banzhuan_dex',
  'shua_nft',
  'buy_sell_nft',
  'defence',
  'iceberg_dex',
  'shua_dex2',
  'pump_sniper',
  'pump_sellout',
  'pump_batch_buy',
] as const;
export type BotKey = (typeof BOT_KEYS)[number];

/** The /addrobot tab of a CEX kind (spec §9 groups 1, 2, 4). */
export type CexTab = 1 | 2 | 4;
export const CEX_TABS: readonly CexTab[] = [1, 2, 4];

/** How a kind begins once started: at once, or queued (buy_sell: within 10 minutes, spec §4). */
export type StartMode = 'immediate' | 'queued';
/** Spec §9 "Range bot start delay": up to 10 minutes. */
export const QUEUED_START_MAX_MS = 10 * 60_000;

export interface BotKindEntry {
  key: BotKey;
  /** The robot number of spec §9 (unique within a family). */
  no: number;
  family: BotFamily;
  /** CEX tab; null for DEX and NFT kinds. */
  group: CexTab | null;
  /** Level bits (levels.ts): 1 basic, 2 advanced, 4 expert, 8 futures. */
  level: number;
  nameKey: string;
  descriptionKey: string;
  /** Self-trading, volume or price-moving: the legal confirmation is needed before the first start. */
  movesMarket: boolean;
  start: StartMode;
  /** Trades on two venues: the bot's own and a second one named by a parameter. */
  secondVenueParam: string | null;
  params: z.ZodType;
}

interface Options {
  movesMarket?: boolean;
  start?: StartMode;
  secondVenueParam?: string;
}

const entry = (
  key: BotKey,
  no: number,
  family: BotFamily,
  group: CexTab | null,
  level: number,
  params: z.ZodType,
  options: Options = {},
) => ({
  key,
  no,
  family,
  group,
  level,
  nameKey: `bots:kinds.${key}.name`,
  descriptionKey: `bots:kinds.${key}.description`,
  movesMarket: options.movesMarket ?? false,
  start: options.start ?? 'immediate',
  secondVenueParam: options.secondVenueParam ?? null,
  params,
});

const { basic, advanced, expert, futures } = LEVEL_FLAG;
const moves = { movesMarket: true };

export const BOT_CATALOGUE: readonly BotKindEntry[] = [
  // CEX group 1: Liquidity
  entry('shua', 6, 'cex', 1, advanced, volumeParams, moves),
  entry('budan_new', 7, 'cex', 1, advanced, marketDepthParams, moves),
  // CEX group 2: Trading
  entry('buy_sell', 1, 'cex', 2, basic, buySellParams, { start: 'queued' }),
  entry('iceberg', 2, 'cex', 2, basic, icebergParams),
  entry('banzhuan', 3, 'cex', 2, basic, arbitrageParams, { secondVenueParam: 'hedge_web' }),
  entry('wangge', 21, 'cex', 2, basic, martingaleParams),
  entry('grid', 22, 'cex', 2, basic, gridParams),
  entry('push', 10, 'cex', 2, advanced, pushParams, moves),
  entry('hupan_buy', 8, 'cex', 2, advanced, buySupportParams, moves),
  entry('hupan_sell', 9, 'cex', 2, advanced, sellResistanceParams, moves),
  entry('hugevol', 11, 'cex', 2, advanced, volumeSurgeParams, moves),
  entry('open_cex', 20, 'cex', 2, advanced, openCexParams, moves),
  entry('defence', 24, 'cex', 2, advanced, defenceParams, moves),
  // CEX group 4: Price management (real_genpan_quick is also the futures bot)
  entry('draw', 12, 'cex', 4, expert, drawParams, { movesMarket: true, secondVenueParam: 'reference_web' }),
  entry('real_genpan', 13, 'cex', 4, advanced, followExchangeParams, { movesMarket: true, secondVenueParam: 'reference_web' }),
  entry('kongpan', 14, 'cex', 4, expert, marketSyncParams, { movesMarket: true, secondVenueParam: 'index_web' }),
  entry('real_genpan_quick', 15, 'cex', 4, expert | futures, quickFollowParams, {
    movesMarket: true,
    secondVenueParam: 'reference_web',
  }),
  // DEX (all expert, DEX plan)
  entry('shua_dex', 16, 'dex', null, expert, dexVolumeParams, moves),
  entry('shua_dex2', 26, 'dex', null, expert, dexVolumeTwoParams, moves),
  entry('real_genpan_dex', 17, 'dex', null, expert, dexFollowParams, { ...moves, secondVenueParam: 'reference_web' }),
  entry('buy_sell_dex', 18, 'dex', null, expert, buySellDexParams),
  entry('frontrun_dex', 19, 'dex', null, expert, frontrunDexParams),
  entry('snipe_dex', 23, 'dex', null, expert, snipeDexParams),
  entry('banzhuan_dex', 3, 'dex', null, expert, dexArbitrageParams, { secondVenueParam: 'cex_web' }),
  entry('iceberg_dex', 25, 'dex', null, expert, icebergDexParams),
  entry('pump_sniper', 27, 'dex', null, expert, pumpSniperParams),
  entry('pump_sellout', 28, 'dex', null, expert, pumpSelloutParams),
  entry('pump_batch_buy', 29, 'dex', null, expert, pumpBatchBuyParams, moves),
  // NFT (NFT plan)
  entry('shua_nft', 16, 'nft', null, expert, nftVolumeParams, moves),
  entry('buy_sell_nft', 18, 'nft', null, expert, buySellNftParams),
];

const byKey = new Map(BOT_CATALOGUE.map((kind) => [kind.key, kind]));

export const isBotKey = (value: unknown): value is BotKey => typeof value === 'string' && byKey.has(value as BotKey);

export function botKind(key: BotKey): BotKindEntry {
  return byKey.get(key)!;
}

/** Kinds listed under a CEX tab, or every DEX or NFT kind. */
export const kindsIn = (tab: CexTab | 'dex' | 'nft'): BotKindEntry[] =>
  BOT_CATALOGUE.filter((kind) => (typeof tab === 'number' ? kind.family === 'cex' && kind.group === tab : kind.family === tab));

/** Validates a kind's parameters with its schema (defaults filled in). */
export function parseBotParams(key: BotKey, params: unknown) {
  return botKind(key).params.safeParse(params);
}
