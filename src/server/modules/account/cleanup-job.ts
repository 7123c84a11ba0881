// Hourly housekeeping: expired codes, pending logins, old sessions, stale rate-limit rows, and the
// details of login records past their keeping time (where an account signed in from is kept as
// long as the account: the new-device step needs it).
import type { JobScheduler } from '../../jobs/scheduler.ts';
import { LOGIN_RECORDS_KEPT_MS, SESSION_IDLE_MS } from './account-policy.ts';
import type { AccountServices } from './account-services.ts';

const DAY = 24 * 60 * 60 * 1000;
export const ACCOUNT_CLEANUP_JOB = 'account-cleanup';

export async function runAccountCleanup(s: AccountServices): Promise<void> {
  const now = s.deps.now();
  await s.codeRows.prune(new Date(now - DAY));
  await s.challenges.prune(new Date(now));
  await s.sessionRows.prune(new Date(now - SESSION_IDLE_MS));
  await s.records.prune(new Date(now - LOGIN_RECORDS_KEPT_MS));
  await s.deps.limiter.prune(DAY);
}

export async function scheduleAccountCleanup(s: AccountServices, scheduler: JobScheduler): Promise<void> {
  scheduler.define(ACCOUNT_CLEANUP_JOB, () => runAccountCleanup(s));
  await scheduler.every(ACCOUNT_CLEANUP_JOB, 60 * 60 * 1000, ACCOUNT_CLEANUP_JOB);
}
