// The NFT session's picture of its group's wallets: the list (re-read every half minute, so a wallet
// the user disables or moves stops trading soon after) with the gas each keeps, and what each holds,
// read from the chain every tick: other traders buy the bot's listings between ticks, so yesterday's
// items are not today's.
import { type Address, formatEther } from 'viem';
import type { DexWallet } from '../dex/dex-ports.ts';
import type { NftMarket } from './nft-ports.ts';
import type { NftWalletView } from './nft-types.ts';

const REFRESH_MS = 30_000;
/** Gas kept in every wallet: a market call at this many gas units at the price offered, × 2. */
const GAS_UNITS_KEPT = 300_000n;

export class NftWalletBook {
  private list: DexWallet[] = [];
  private readAt = Number.NEGATIVE_INFINITY;
  private reserve = 0;

  constructor(
    private readonly market: NftMarket,
    /** The bot's gas multiplier: gas is offered at the chain's price × this (0: the chain's own). */
    private readonly gasMultiplier: number,
  ) {}

  /** The coin each wallet keeps for gas (whole coins). */
  get gasReserve(): number {
    return this.reserve;
  }

  wallet(id: number): DexWallet | undefined {
    return this.list.find((wallet) => wallet.id === id);
  }

  /** The wallets with what they hold; the list and the gas price re-read when due. */
  async read(now: number): Promise<NftWalletView[]> {
    if (now - this.readAt >= REFRESH_MS) {
      this.list = await this.market.wallets();
      const gasPrice = await this.market.client.getGasPrice();
      const offered = (gasPrice * BigInt(Math.round(Math.max(1, this.gasMultiplier) * 100))) / 100n;
      this.reserve = Number(formatEther(offered * GAS_UNITS_KEPT * 2n));
      this.readAt = now;
    }
    if (this.list.length === 0) return [];
    const held = await this.market.holdings(this.list.map((wallet) => wallet.address as Address));
    return this.list.flatMap((wallet) => {
      const holdings = held.get(wallet.address.toLowerCase());
      if (!holdings) return [];
      return [
        {
          id: wallet.id,
          address: wallet.address.toLowerCase(),
          restriction: wallet.restriction,
          native: Number(formatEther(holdings.native)),
          items: holdings.items.map(String),
          approved: holdings.approved,
        },
      ];
    });
  }
}
