// The bot kinds that trade on Solana venues: those that trade a venue's pool from the group's
// wallets. The sniper waits for a new pool's first liquidity and the launch kinds trade a launch
// platform's curve, both read from EVM contracts' events: they trade on EVM chains only.
import type { BotKey } from './catalogue.ts';

export const SOLANA_BOT_KINDS: ReadonlySet<BotKey> = new Set<BotKey>([
  'shua_dex',
  'shua_dex2',
  'real_genpan_dex',
  'buy_sell_dex',
  'frontrun_dex',
  'banzhuan_dex',
  'iceberg_dex',
]);

export const tradesOnSolana = (kind: string): boolean => SOLANA_BOT_KINDS.has(kind as BotKey);
