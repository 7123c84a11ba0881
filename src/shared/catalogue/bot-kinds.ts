// The bot kinds the product offers, as the catalogue (spec §3, §9; bots.md) lists them: key, number,
// market family, the /addrobot tab of CEX kinds and the robot level needed. Names and summaries
// live in locales/<lng>/catalogue.json under bots.<key>.
import type { RobotLevel } from './plans.ts';

export type BotMarket = 'cex' | 'dex' | 'nft' | 'futures';
/** CEX tabs: group 1 = liquidity, 2 = trading, 4 = price management (bots.md). */
export type CexGroup = 'liquidity' | 'trading' | 'price';

export interface BotKind {
  key: string;
  no: number;
  market: BotMarket;
  group: CexGroup | null;
  level: RobotLevel;
}

const cex = (key: string, no: number, group: CexGroup, level: RobotLevel): BotKind => ({ key, no, market: 'cex', group, level });
const wallet = (key: string, no: number, market: 'dex' | 'nft'): BotKind => ({ key, no, market, group: null, level: 'expert' });

export const BOT_KINDS: readonly BotKind[] = [
  cex('shua', 6, 'liquidity', 'advanced'),
  cex('budan_new', 7, 'liquidity', 'advanced'),
  cex('buy_sell', 1, 'trading', 'basic'),
  cex('iceberg', 2, 'trading', 'basic'),
  cex('banzhuan', 3, 'trading', 'basic'),
  cex('wangge', 21, 'trading', 'basic'),
  cex('grid', 22, 'trading', 'basic'),
  cex('hupan_buy', 8, 'trading', 'advanced'),
  cex('hupan_sell', 9, 'trading', 'advanced'),
  cex('push', 10, 'trading', 'advanced'),
  cex('hugevol', 11, 'trading', 'advanced'),
  cex('open_cex', 20, 'trading', 'advanced'),
  cex('defence', 24, 'trading', 'advanced'),
  cex('draw', 12, 'price', 'expert'),
  cex('real_genpan', 13, 'price', 'advanced'),
  cex('kongpan', 14, 'price', 'expert'),
  cex('real_genpan_quick', 15, 'price', 'expert'),
  wallet('shua_dex', 16, 'dex'),
  wallet('shua_dex2', 26, 'dex'),
  wallet('real_genpan_dex', 17, 'dex'),
  wallet('buy_sell_dex', 18, 'dex'),
  wallet('frontrun_dex', 19, 'dex'),
  wallet('snipe_dex', 23, 'dex'),
  wallet('banzhuan_dex', 3, 'dex'),
  wallet('iceberg_dex', 25, 'dex'),
  wallet('pump_sniper', 27, 'dex'),
  wallet('pump_sellout', 28, 'dex'),
  wallet('pump_batch_buy', 29, 'dex'),
  wallet('shua_nft', 16, 'nft'),
  wallet('buy_sell_nft', 18, 'nft'),
  { key: 'real_genpan_quick', no: 15, market: 'futures', group: null, level: 'expert' },
];

export const CEX_GROUPS: readonly CexGroup[] = ['liquidity', 'trading', 'price'];

/** Manual tools (spec §1), grouped by where they are used. Labels: catalogue.json tools.<key>. */
export const MANUAL_TOOLS = {
  cex: ['batchOrders', 'batchCancel'],
  dex: [
    'volumeCalculator',
    'batchSwap',
    'refreshBalance',
    'createWallets',
    'distributeAssets',
    'poolAssets',
    'batchTransfer',
    'tokenApproval',
    'addToken',
    'holderList',
    'importExportWallets',
  ],
  futures: ['positionManagement', 'riskUsers'],
} as const;

/** DEX chains the wallet tools and DEX bots work on (labels: catalogue.json chains.<key>). */
export const DEX_CHAINS = ['bsc', 'ethereum', 'polygon', 'oec', 'heco', 'solana'] as const;
