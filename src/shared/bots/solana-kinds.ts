// The bot kinds that trade on Solana venues: those that trade a venue's pool from the group's
// wallets (the new-pool sniper among them) on every Solana venue, and the launch kinds on the
// venues that reach the network's launch platform (the swap program's bonding curve) and the pool a
// launch graduates into: Raydium's (where launches graduate) and Jupiter's (which routes through
// every DEX).
import type { BotKey } from './catalogue.ts';

export const SOLANA_BOT_KINDS: ReadonlySet<BotKey> = new Set<BotKey>([
  'shua_dex',
  'shua_dex2',
  'real_genpan_dex',
  'buy_sell_dex',
  'frontrun_dex',
  'snipe_dex',
  'banzhuan_dex',
  'iceberg_dex',
]);

export const SOLANA_LAUNCH_KINDS: ReadonlySet<BotKey> = new Set<BotKey>(['pump_sniper', 'pump_batch_buy', 'pump_sellout']);

/** The Solana venues with a launch platform. */
export const SOLANA_LAUNCH_VENUES: ReadonlySet<string> = new Set(['raydiumsol', 'jupitersol']);

/** Whether `kind` trades on the Solana venue `venueId`. */
export const tradesOnSolana = (kind: string, venueId: string): boolean =>
  SOLANA_BOT_KINDS.has(kind as BotKey) || (SOLANA_LAUNCH_KINDS.has(kind as BotKey) && SOLANA_LAUNCH_VENUES.has(venueId));

/** An EVM contract's address where a Solana venue needs a mint (base58): the one mistake a shape check lets through. */
export const evmAddressOnSolana = (address: unknown): boolean => typeof address === 'string' && /^0x/i.test(address.trim());
