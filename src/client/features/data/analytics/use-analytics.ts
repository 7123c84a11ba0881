// The two reads behind /data: what was traded (for the picked market or in total, over the picked
// window) and the assets (the latest snapshot, its allocation and the value trend over the window).
import type { ResponseOf } from '../../../../shared/contracts/define-call.ts';
import type { HistoryWindow } from '../../../../shared/contracts/data/fields.ts';
import { getAssetOverview } from '../../../../shared/contracts/data/get-asset-overview.ts';
import { getDataOverview } from '../../../../shared/contracts/data/get-data-overview.ts';
import { api } from '../../../lib/api/api.ts';
import { utcOffset } from '../format.ts';
import { useRemote } from '../use-remote.ts';
import { marketFilter } from './market-choice.ts';

export type DataOverview = ResponseOf<typeof getDataOverview>;
export type AssetOverview = ResponseOf<typeof getAssetOverview>;

export function useDataOverview(market: string, days: HistoryWindow) {
  return useRemote(`${market}#${days}`, () => {
    const filter = marketFilter(market);
    const context = filter.web ? { web: filter.web, currencyPair: `${filter.yenUnit1}/${filter.yenUnit2}` } : {};
    return api.call(getDataOverview, { ...filter, days, utc_offset: utcOffset() }, context);
  });
}

export function useAssetOverview(days: HistoryWindow) {
  return useRemote(String(days), () => api.call(getAssetOverview, { days }));
}
