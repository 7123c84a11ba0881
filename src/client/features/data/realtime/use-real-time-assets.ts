// /realTimeData's read, polled every 5 s while the page is visible through the app's live-data
// poller (one poller for however many components show it). While the page is hidden the last
// answer stays on screen, so coming back shows figures at once and refreshes them.
import { useRef } from 'react';
import type { ResponseOf } from '../../../../shared/contracts/define-call.ts';
import { getRealTimeAssets } from '../../../../shared/contracts/data/get-real-time-assets.ts';
import { api } from '../../../lib/api/api.ts';
import { useLive } from '../../../lib/live-data.ts';
import { usePageVisible } from '../../../lib/use-page-visible.ts';

export const REAL_TIME_POLL_MS = 5_000;
const KEY = 'data|real-time-assets';

export type RealTimeAssets = ResponseOf<typeof getRealTimeAssets>;

const read = () => api.call(getRealTimeAssets, {});

export function useRealTimeAssets(): { data: RealTimeAssets | undefined; failed: boolean; retry(): void } {
  const visible = usePageVisible();
  const live = useLive(visible ? KEY : null, read, REAL_TIME_POLL_MS);
  const kept = useRef<RealTimeAssets | undefined>(undefined);
  if (live.data) kept.current = live.data;
  return { data: live.data ?? kept.current, failed: live.failed, retry: live.retry };
}
