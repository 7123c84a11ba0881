// USDT prices for one month's statement, so a trading result in BNB can be added to values in USDT: the price the month's last snapshot used at that source (what the closing value
// was counted at), else that snapshot's price of the asset anywhere, else the live feeds. Asked
// once per source and asset.
import type { AssetServices } from './asset-services.ts';
import { STABLECOINS } from './price-routes.ts';
import type { SnapshotPrice } from './snapshot-repository.ts';
import { type SourceKey, sourceKeyOf } from './sources.ts';

export class MonthPrices {
  private readonly asked = new Map<string, Promise<number | null>>();

  private constructor(
    private readonly s: AssetServices,
    private readonly closing: readonly SnapshotPrice[],
  ) {}

  static async at(s: AssetServices, userId: number, closing: Date): Promise<MonthPrices> {
    return new MonthPrices(s, await s.snapshots.pricesAt(userId, closing));
  }

  /** The asset's USDT price at the source; `priceKey` is how the live pricer names it there (symbol, or token address on a chain). */
  of(source: SourceKey, asset: string, priceKey: string): Promise<number | null> {
    const key = `${sourceKeyOf(source)}|${asset}`;
    let price = this.asked.get(key);
    if (!price) {
      price = this.lookUp(source, asset, priceKey);
      this.asked.set(key, price);
    }
    return price;
  }

  private async lookUp(source: SourceKey, asset: string, priceKey: string): Promise<number | null> {
    if (STABLECOINS.has(asset.toUpperCase())) return 1;
    const here = this.closing.find((row) => row.sourceType === source.sourceType && row.source === source.source && row.asset === asset);
    const anywhere = here ?? this.closing.find((row) => row.asset === asset);
    if (anywhere) return anywhere.priceUsdt;
    const live = source.sourceType === 'cex' ? this.s.pricer.cex(source.source, priceKey) : this.s.pricer.dex(source.source, priceKey);
    return live.catch(() => null);
  }
}
