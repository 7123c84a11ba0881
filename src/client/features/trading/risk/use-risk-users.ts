// /userRiskManagement's read, polled every 10 s while the page is visible (one poller however many
// components show it); the last answer stays on screen while the page is hidden.
import { useRef } from 'react';
import type { ResponseOf } from '../../../../shared/contracts/define-call.ts';
import { futureRiskUserManagementList } from '../../../../shared/contracts/futures/risk-users.ts';
import { api } from '../../../lib/api/api.ts';
import { useLive } from '../../../lib/live-data.ts';
import { usePageVisible } from '../../../lib/use-page-visible.ts';

/** Each poll reads every watched account's venue: 10 s is live enough for risk and light on the keys' rate limits. */
export const RISK_USERS_POLL_MS = 10_000;
export const RISK_USERS_KEY = 'futures|risk-users';

export type RiskUsersAnswer = ResponseOf<typeof futureRiskUserManagementList>;

const read = () => api.call(futureRiskUserManagementList, {});

export function useRiskUsers(): { data: RiskUsersAnswer | undefined; failed: boolean; retry(): void } {
  const visible = usePageVisible();
  const live = useLive(visible ? RISK_USERS_KEY : null, read, RISK_USERS_POLL_MS);
  const kept = useRef<RiskUsersAnswer | undefined>(undefined);
  if (live.data) kept.current = live.data;
  return { data: live.data ?? kept.current, failed: live.failed, retry: live.retry };
}
