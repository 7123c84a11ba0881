// A market's recent prices, as the shared feed delivered them: enough for the longest price-jump
// window and the arbitrage detector's look-back, nothing older.
import type { PricePoint } from '../evaluation/arbitrage-detector.ts';

export class PriceHistory {
  private points: PricePoint[] = [];

  constructor(private readonly keepMs: number) {}

  add(at: number, price: number): void {
    if (!(price > 0) || !Number.isFinite(price)) return;
    const last = this.points[this.points.length - 1];
    if (last && at < last.at) return; // a late answer never rewrites what came after it
    this.points.push({ at, price });
    const cutoff = at - this.keepMs;
    let drop = 0;
    while (drop < this.points.length && this.points[drop]!.at < cutoff) drop++;
    if (drop > 0) this.points = this.points.slice(drop);
  }

  get latest(): PricePoint | null {
    return this.points[this.points.length - 1] ?? null;
  }

  /** Lowest and highest price since `since` (the latest always included). */
  range(since: number): { low: number; high: number } | null {
    const latest = this.latest;
    if (!latest) return null;
    let low = latest.price;
    let high = latest.price;
    for (let i = this.points.length - 1; i >= 0; i--) {
      const point = this.points[i]!;
      if (point.at < since) break;
      low = Math.min(low, point.price);
      high = Math.max(high, point.price);
    }
    return { low, high };
  }

  all(): readonly PricePoint[] {
    return this.points;
  }
}
