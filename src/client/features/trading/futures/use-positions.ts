// /positionManagement's read, polled every 5 s while the page is visible (one poller however many
// components show it); the last answer stays on screen while the page is hidden.
import { useRef } from 'react';
import type { ResponseOf } from '../../../../shared/contracts/define-call.ts';
import { futurePositionManagement } from '../../../../shared/contracts/futures/future-position-management.ts';
import { api } from '../../../lib/api/api.ts';
import { useLive } from '../../../lib/live-data.ts';
import { usePageVisible } from '../../../lib/use-page-visible.ts';

export const POSITIONS_POLL_MS = 5_000;
export const POSITIONS_KEY = 'futures|positions';

export type PositionsAnswer = ResponseOf<typeof futurePositionManagement>;

const read = () => api.call(futurePositionManagement, {});

export function usePositions(): { data: PositionsAnswer | undefined; failed: boolean; retry(): void } {
  const visible = usePageVisible();
  const live = useLive(visible ? POSITIONS_KEY : null, read, POSITIONS_POLL_MS);
  const kept = useRef<PositionsAnswer | undefined>(undefined);
  if (live.data) kept.current = live.data;
  return { data: live.data ?? kept.current, failed: live.failed, retry: live.retry };
}
