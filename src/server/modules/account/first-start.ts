// What a newcomer needs to get in: an operator invite code (for registering) and, where the
// deployment wants one, a demo user with a long flagship plan, created on the first start and
// announced on every start. Where it wants none, a demo user left from an earlier start is disabled.
import { TEST_ACCOUNT_TYPE } from '../../../shared/catalogue/test-accounts.ts';
import { passwordField, usernameField } from '../../../shared/contracts/account/fields.ts';
import { hashPassword, verifyPassword } from '../../security/password-hash.ts';
import type { AccountServices } from './account-services.ts';
import { createAccount } from './create-account.ts';
import { DEMO_EMAIL, DISABLED_PASSWORD_HASH, disableDemoUsers } from './demo-users.ts';
import { createInviteCode } from './invite-codes.ts';
import type { UserRow } from './user-repository.ts';

export const DEFAULT_DEMO_ACCOUNT = 'demo01';
export const DEFAULT_DEMO_PASSWORD = 'Demo@12345';
const DEMO_PLAN_MS = 10 * 365 * 24 * 60 * 60 * 1000;

export interface DemoCredentials {
  account: string;
  password: string;
}

export interface FirstStartResult {
  inviteCode: string;
  /** The demo user to announce; null when the deployment wants none. */
  demo: { account: string; password: string; passwordWorks: boolean } | null;
  /** Demo users left from earlier starts that this start disabled. */
  disabledDemoAccounts: string[];
}

/** `demo` null: no demo user (DEMO_ACCOUNT off, or the scaled-out mode without it). */
export async function ensureFirstStart(s: AccountServices, demo: DemoCredentials | null): Promise<FirstStartResult> {
  const inviteCode = await operatorInviteCode(s);
  if (!demo) return { inviteCode, demo: null, disabledDemoAccounts: await disableDemoUsers(s) };

  if (!usernameField.safeParse(demo.account).success || !passwordField.safeParse(demo.password).success) {
    s.deps.log.warn('DEMO_ACCOUNT or DEMO_PASSWORD does not follow the registration rules; the demo user is created anyway');
  }
  let user = (await s.users.byUserName(demo.account)) ?? (await createDemoUser(s, demo));
  // Asked for again after a start that disabled it: it comes back as it was made.
  if (user.passwordHash === DISABLED_PASSWORD_HASH) user = await s.users.update(user.id, await demoUserSettings(s, demo));
  const passwordWorks = await verifyPassword(demo.password, user.passwordHash);
  return { inviteCode, demo: { account: user.userName, password: demo.password, passwordWorks }, disabledDemoAccounts: [] };
}

/** Its plan, and safe login off so the printed credentials work at once, without an e-mail code. */
async function demoUserSettings(s: AccountServices, demo: DemoCredentials) {
  const now = s.deps.now();
  return {
    passwordHash: await hashPassword(demo.password),
    level: 'flagship',
    availableUntil: new Date(now + DEMO_PLAN_MS),
    safeLogin: false,
    passwordChangedAt: new Date(now),
  };
}

async function createDemoUser(s: AccountServices, demo: DemoCredentials): Promise<UserRow> {
  const email = (await s.users.byEmail(DEMO_EMAIL)) ? `demo+${demo.account.toLowerCase()}@example.com` : DEMO_EMAIL;
  const now = s.deps.now();
  return createAccount(s, {
    userName: demo.account,
    email,
    password: demo.password,
    type: TEST_ACCOUNT_TYPE,
    level: 'flagship',
    availableUntil: new Date(now + DEMO_PLAN_MS),
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
  const lines = [`invite code: ${result.inviteCode}`];
  if (!result.demo) return lines;
  lines.push(`demo account: ${result.demo.account}`, `demo password: ${result.demo.password}`);
  if (!result.demo.passwordWorks) lines.push('(the demo user has changed its password since; the one above no longer works)');
  return lines;
}
