import { type AccountInfo, getAccountInfo } from '../../../shared/contracts/account/get-account-info.ts';
import { answer } from '../../http/call-registry.ts';
import { LOGIN_RECORDS_SHOWN_MS } from './account-policy.ts';
import type { AccountServices } from './account-services.ts';
import { currentUser } from './current-user.ts';
import { inviteUrl } from './invite-codes.ts';
import { loginRecordView } from './login-record-view.ts';
import { isPlanActive } from './plan-guard.ts';
import { securityStateOf } from './security-settings.ts';

/** Everything the app shows about the signed-in user (never the authenticator secret). */
export const getAccountInfoCall = (s: AccountServices) =>
  answer(getAccountInfo, async (_input, ctx) => {
    const user = await currentUser(s, ctx);
    const now = s.deps.now();
    const session = ctx.user ? await s.sessionRows.byId(ctx.user.sessionId) : undefined;
    const [invite, recent, previous] = await Promise.all([
      s.invites.ofUser(user.id),
      s.records.page(user.id, new Date(now - LOGIN_RECORDS_SHOWN_MS), 0, 10),
      session ? lastLoginBefore(s, user.id, session.createdAt) : Promise.resolve(undefined),
    ]);
    const code = invite?.code ?? '';
    const latest = recent.rows[0];
    const info: AccountInfo = {
      ...securityStateOf(user, now),
      token: ctx.token ?? '',
      account: user.userName,
      user_name: user.userName,
      type: user.type,
      available_time: user.availableUntil.getTime(),
      plan_expired: !isPlanActive(user.availableUntil, now),
      telegram: user.telegram,
      email: user.email,
      code,
      invite_url: code ? inviteUrl(s.deps.publicUrl(), code) : '',
      pay_set: user.paySet,
      novice: user.novice,
      tour_step: user.tourStep,
      level: user.level as AccountInfo['level'],
      autoRenew: user.autoRenew,
      language: user.language as AccountInfo['language'],
      theme: user.theme as AccountInfo['theme'],
      created_at: user.createdAt.getTime(),
      last_login: previous ? loginRecordView(previous) : latest ? loginRecordView(latest) : null,
      login_records: recent.rows.map(loginRecordView),
    };
    return info;
  });

/** The sign-in before the one that opened this session; on a first sign-in, that one itself. */
async function lastLoginBefore(s: AccountServices, userId: number, sessionStart: Date) {
  return (
    (await s.records.latestBefore(userId, sessionStart)) ?? (await s.records.latestBefore(userId, new Date(sessionStart.getTime() + 1)))
  );
}
