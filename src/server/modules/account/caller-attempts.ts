// The counters of an attempt by a caller who is not signed in (login, its second step, reset): the
// account's slow-down holds the caller only when neither its device nor its IP has signed in to
// the account before.
import type { CallContext } from '../../http/call-registry.ts';
import type { AccountServices } from './account-services.ts';
import { type Attempts, accountSubject, codeAttempts, passwordAttempts } from './attempt-guard.ts';

export async function isKnownCaller(s: AccountServices, userId: number | undefined, ctx: Pick<CallContext, 'deviceId' | 'ip'>) {
  if (userId === undefined) return false;
  const seen = await s.records.history(userId, ctx.deviceId, ctx.ip);
  return seen.device || seen.ip;
}

export async function callerAttempts(
  s: AccountServices,
  kind: 'password' | 'code',
  user: { id: number } | undefined,
  typed: string,
  ctx: Pick<CallContext, 'deviceId' | 'ip'>,
): Promise<Attempts> {
  const known = await isKnownCaller(s, user?.id, ctx);
  const subject = accountSubject(user, typed);
  return kind === 'password' ? passwordAttempts(subject, ctx.ip, known) : codeAttempts(subject, ctx.ip, known);
}

/** A signed-in caller's device has signed in to the account: the slow-down never holds it. */
export const sessionAttempts = (kind: 'password' | 'code', user: { id: number }, ip: string): Attempts =>
  kind === 'password' ? passwordAttempts(accountSubject(user, ''), ip, true) : codeAttempts(accountSubject(user, ''), ip, true);
