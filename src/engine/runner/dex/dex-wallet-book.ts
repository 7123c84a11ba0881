// The session's picture of its group's wallets: the list (re-read every half minute, so a wallet
// the user disables or moves stops trading soon after) and each wallet's balances, read from the
// chain when the list is read and after each wallet's swaps.
import { type Address, formatUnits } from 'viem';
import type { DexMarket, DexWallet, WalletBalances } from './dex-ports.ts';
import type { DexWalletView } from './dex-types.ts';
import type { PickOptions } from './wallet-picker.ts';

const REFRESH_MS = 30_000;
/** Gas kept in every wallet: what a swap costs at this many gas units at the chain's price, × 2. */
const GAS_UNITS_KEPT = 300_000n;

export class DexWalletBook {
  private list: DexWallet[] = [];
  private readonly views = new Map<number, DexWalletView>();
  /** The same balances in base units, as read. */
  private readonly held = new Map<number, WalletBalances>();
  private readAt = Number.NEGATIVE_INFINITY;
  private gasReserve = 0;

  constructor(private readonly market: DexMarket) {}

  get pickOptions(): PickOptions {
    return { gasReserve: this.gasReserve, quoteIsNative: this.market.quote.native, baseIsNative: this.market.base.native };
  }

  wallet(id: number): DexWallet | undefined {
    return this.list.find((wallet) => wallet.id === id);
  }

  /** What the wallet held of the token a swap of this side spends, in base units, at the last read. */
  heldFor(id: number, side: 'buy' | 'sell'): bigint | undefined {
    const held = this.held.get(id);
    return held === undefined ? undefined : side === 'buy' ? held.quote : held.base;
  }

  /** The wallets with their balances; the list and every balance re-read when due. */
  async read(now: number): Promise<DexWalletView[]> {
    if (now - this.readAt >= REFRESH_MS) {
      this.list = await this.market.wallets();
      const gasPrice = await this.market.connector.client.getGasPrice();
      this.gasReserve = Number(formatUnits(gasPrice * GAS_UNITS_KEPT * 2n, 18));
      await this.refresh(this.list.map((wallet) => wallet.id));
      this.readAt = now;
    }
    return this.list.map((wallet) => this.views.get(wallet.id)!).filter(Boolean);
  }

  /** Reads these wallets' balances again (after they swapped). */
  async refresh(ids: number[]): Promise<void> {
    const wallets = this.list.filter((wallet) => ids.includes(wallet.id));
    if (wallets.length === 0) return;
    const balances = await this.market.balances(wallets.map((wallet) => wallet.address as Address));
    const { base, quote } = this.market;
    for (const wallet of wallets) {
      const held = balances.get(wallet.address.toLowerCase());
      if (!held) continue;
      this.held.set(wallet.id, held);
      this.views.set(wallet.id, {
        id: wallet.id,
        address: wallet.address,
        restriction: wallet.restriction,
        base: Number(formatUnits(held.base, base.decimals)),
        quote: Number(formatUnits(held.quote, quote.decimals)),
        native: Number(formatUnits(held.native, 18)),
      });
    }
  }
}
