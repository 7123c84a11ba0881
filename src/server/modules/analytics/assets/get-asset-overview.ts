// /Api/Data/get_asset_overview: /data's asset snapshot (the latest one), its allocation by coin and
// by venue, and the total's trend over the window, one point per hour.
import { getAssetOverview } from '../../../../shared/contracts/data/get-asset-overview.ts';
import { answer } from '../../../http/call-registry.ts';
import { userIdOf } from '../../markets/favourites.ts';
import type { AssetServices } from './asset-services.ts';
import { type SourceType, sourceKeyOf, sourceName } from './sources.ts';

const DAY = 86_400_000;

export const getAssetOverviewCall = (s: AssetServices) =>
  answer(getAssetOverview, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const [latest, trend] = await Promise.all([
      s.snapshots.latestTakenAt(userId),
      s.snapshots.hourlyTotals(userId, new Date(s.deps.now() - input.days * DAY)),
    ]);
    const rows = latest ? await s.snapshots.rowsAt(userId, latest) : [];

    const coins = new Map<string, { asset: string; amount: number; value_usdt: number }>();
    const venues = new Map<string, { source_type: SourceType; source: string; name: string; value_usdt: number }>();
    for (const row of rows) {
      // An asset valued at 0 only because an alert watches its pair is no holding to show.
      if (row.amount === 0) continue;
      const coin = coins.get(row.asset) ?? { asset: row.asset, amount: 0, value_usdt: 0 };
      coin.amount += row.amount;
      coin.value_usdt += row.valueUsdt;
      coins.set(row.asset, coin);
      const key = { sourceType: row.sourceType as SourceType, source: row.source };
      const venue = venues.get(sourceKeyOf(key)) ?? {
        source_type: key.sourceType,
        source: key.source,
        name: sourceName(s.deps.venues, key),
        value_usdt: 0,
      };
      venue.value_usdt += row.valueUsdt;
      venues.set(sourceKeyOf(key), venue);
    }
    const byValue = (a: { value_usdt: number }, b: { value_usdt: number }) => b.value_usdt - a.value_usdt;
    return {
      taken_at: latest?.getTime() ?? null,
      total_usdt: rows.reduce((total, row) => total + row.valueUsdt, 0),
      by_coin: [...coins.values()].sort(byValue),
      by_venue: [...venues.values()].sort(byValue),
      trend: trend.map((point) => ({ at: point.at, value_usdt: point.valueUsdt })),
    };
  });
