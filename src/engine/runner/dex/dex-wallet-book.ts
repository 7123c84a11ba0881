// The session's picture of its group's wallets: the list (re-read every half minute, so a wallet
// the user disables or moves stops trading soon after) and each wallet's balances, read from the
// chain when the list is read and after each wallet's swaps.
import { formatUnits } from 'viem';
import type { DexMarket, DexWallet, WalletBalances } from './dex-ports.ts';
import type { DexWalletView } from './dex-types.ts';
import type { PickOptions } from './wallet-picker.ts';

const REFRESH_MS = 30_000;

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
      this.gasReserve = Number(formatUnits(await this.market.swapReserve(), this.market.nativeDecimals));
      await this.refresh(this.list.map((wallet) => wallet.id));
      this.readAt = now;
    }
    return this.list.map((wallet) => this.views.get(wallet.id)!).filter(Boolean);
  }

  /** Reads these wallets' balances again (after they swapped). */
  async refresh(ids: number[]): Promise<void> {
    const wallets = this.list.filter((wallet) => ids.includes(wallet.id));
    if (wallets.length === 0) return;
    const balances = await this.market.balances(wallets.map((wallet) => wallet.address));
    const { base, quote } = this.market;
    for (const wallet of wallets) {
      const held = balances.get(wallet.address);
      if (!held) continue;
      this.held.set(wallet.id, held);
      this.views.set(wallet.id, {
        id: wallet.id,
        address: wallet.address,
        restriction: wallet.restriction,
        base: Number(formatUnits(held.base, base.decimals)),
        quote: Number(formatUnits(held.quote, quote.decimals)),
        native: Number(formatUnits(held.native, this.market.nativeDecimals)),
      });
    }
  }
}
