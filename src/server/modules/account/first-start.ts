// What a newcomer needs to get in: an operator invite code (for registering) and a demo user with
// a long Pro plan, created on the first start and announced on every start.
import { TEST_ACCOUNT_TYPE } from '../../../shared/catalogue/test-accounts.ts';
import { passwordField, usernameField } from '../../../shared/contracts/account/fields.ts';
import { verifyPassword } from '../../security/password-hash.ts';
import type { AccountServices } from './account-services.ts';
import { createAccount } from './create-account.ts';
import { createInviteCode } from './invite-codes.ts';

export const DEFAULT_DEMO_ACCOUNT = 'demo01';
export const DEFAULT_DEMO_PASSWORD = 'Demo@12345';
export const DEMO_EMAIL = 'demo@example.com';
const DEMO_PLAN_MS = 10 * 365 * 24 * 60 * 60 * 1000;

export interface FirstStartResult {
  inviteCode: string;
  demoAccount: string;
  demoPassword: string;
  /** False when the demo user has changed its password since: the printed one no longer works. */
  demoPasswordWorks: boolean;
}

export async function ensureFirstStart(s: AccountServices, demo: { account: string; password: string }): Promise<FirstStartResult> {
  const inviteCode = await operatorInviteCode(s);

  if (!usernameField.safeParse(demo.account).success || !passwordField.safeParse(demo.password).success) {
    s.deps.log.warn('DEMO_ACCOUNT or DEMO_PASSWORD does not follow the registration rules; the demo user is created anyway');
  }
  let user = await s.users.byUserName(demo.account);
  if (!user) {
    const email = (await s.users.byEmail(DEMO_EMAIL)) ? `demo+${demo.account.toLowerCase()}@example.com` : DEMO_EMAIL;
    const now = s.deps.now();
    user = await createAccount(s, {
      userName: demo.account,
      email,
      password: demo.password,
      type: TEST_ACCOUNT_TYPE,
      level: 'flagship',
      availableUntil: new Date(now + DEMO_PLAN_MS),
      // So the printed credentials work at once, without an e-mail code.
      safeLogin: false,
      createdAt: new Date(now),
      passwordChangedAt: new Date(now),
    }).catch(async (error: unknown) => {
      // Processes of a scaled-out deployment may start together on a fresh database: another one
      // created the demo user between this one's look and its insert.
      const created = await s.users.byUserName(demo.account);
      if (!created) throw error;
      return created;
    });
  }
  const demoPasswordWorks = await verifyPassword(demo.password, user.passwordHash);
  return { inviteCode, demoAccount: user.userName, demoPassword: demo.password, demoPasswordWorks };
}

/** The operator's invite code: the first one, made on the first start. */
async function operatorInviteCode(s: AccountServices): Promise<string> {
  const existing = await s.invites.firstOperatorCode();
  if (existing) return existing.code;
  await createInviteCode(s.invites, null);
  // Another process starting at the same moment may have made one too: every process prints the
  // first, so all announce the same code.
  const first = await s.invites.firstOperatorCode();
  if (!first) throw new Error('the operator invite code was not stored');
  return first.code;
}

/** The lines printed to stdout at every start. */
export function firstStartLines(result: FirstStartResult): string[] {
  const lines = [`invite code: ${result.inviteCode}`, `demo account: ${result.demoAccount}`, `demo password: ${result.demoPassword}`];
  if (!result.demoPasswordWorks) lines.push('(the demo user has changed its password since; the one above no longer works)');
  return lines;
}
