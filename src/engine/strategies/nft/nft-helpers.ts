// What the NFT strategies share: actions as data, which wallets may and can list or buy (their
// restriction, the gas every wallet keeps, the price on top for a purchase), which items a wallet
// may list, and what settled purchases add up to.
import type { NftAction, NftEvent, NftListingView, NftWalletView } from '../../runner/nft/nft-types.ts';
import type { LogLine } from '../../runner/types.ts';
import { paceMs, say } from '../helpers.ts';

export { paceMs, say };

export const nftLogAction = (line: LogLine): NftAction => ({ kind: 'log', line });
export const nftStopAction = (reason: LogLine): NftAction => ({ kind: 'stop', reason });
export const nftPauseAction = (reason: LogLine): NftAction => ({ kind: 'pause', reason: { ...reason, level: 'warn' } });

/** A wallet whose restriction lets it buy (unlimited or buy only). */
export const mayBuy = (wallet: NftWalletView) => wallet.restriction === 'unlimited' || wallet.restriction === 'buy';
/** A wallet whose restriction lets it sell, which for items means list them (unlimited or sell only). */
export const maySell = (wallet: NftWalletView) => wallet.restriction === 'unlimited' || wallet.restriction === 'sell';

/** The coin a wallet may spend on a purchase, the gas it keeps set aside. */
export const spendable = (wallet: NftWalletView, gasReserve: number) => Math.max(0, wallet.native - gasReserve);

/** The wallet's items not listed now (by anyone: a listing of an item is its holder's). */
export function unlisted(wallet: NftWalletView, listings: readonly NftListingView[]): string[] {
  const listed = new Set(listings.map((listing) => listing.tokenId));
  return wallet.items.filter((tokenId) => !listed.has(tokenId));
}

/** Wallets that may list and hold gas and an unlisted item. */
export function sellers(wallets: readonly NftWalletView[], listings: readonly NftListingView[], gasReserve: number): NftWalletView[] {
  return wallets.filter((wallet) => maySell(wallet) && wallet.native >= gasReserve && unlisted(wallet, listings).length > 0);
}

/** Wallets that may buy and can pay `price` on top of their gas. */
export function buyers(wallets: readonly NftWalletView[], price: number, gasReserve: number): NftWalletView[] {
  return wallets.filter((wallet) => mayBuy(wallet) && spendable(wallet, gasReserve) >= price);
}

export const pick = <T>(from: readonly T[], random: () => number): T | undefined => from[Math.floor(random() * from.length) % from.length];

/** Coins paid and items bought in the settled purchases. */
export function bought(events: readonly NftEvent[]): { paid: number; count: number } {
  let paid = 0;
  let count = 0;
  for (const event of events) {
    if (event.operation !== 'buy' || event.status !== 'done') continue;
    paid += event.price;
    count++;
  }
  return { paid, count };
}

/** Six significant digits: list prices and log values without float noise. */
export const sig = (value: number) => Number(value.toPrecision(6));
