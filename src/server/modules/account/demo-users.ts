// The demo users the first start made (type 1, a demo@example.com address, the published password).
// A deployment that wants none disables the ones an earlier start left: their password stops
// working, their sessions end and their plan ends (so their bots stop), without deleting what they own.
import { and, eq, like, ne, or } from 'drizzle-orm';
import { TEST_ACCOUNT_TYPE } from '../../../shared/catalogue/test-accounts.ts';
import { users } from '../../db/schema/index.ts';
import type { AccountServices } from './account-services.ts';

export const DEMO_EMAIL = 'demo@example.com';
/** Stands where a password hash would: no password verifies against it (password-hash.ts parses only scrypt hashes). */
export const DISABLED_PASSWORD_HASH = 'disabled';

/** Disables every enabled demo user; answers their names. */
export async function disableDemoUsers(s: AccountServices): Promise<string[]> {
  const found = await s.deps.db
    .select({ id: users.id, userName: users.userName, availableUntil: users.availableUntil })
    .from(users)
    .where(
      and(
        eq(users.type, TEST_ACCOUNT_TYPE),
        or(eq(users.email, DEMO_EMAIL), like(users.email, 'demo+%@example.com')),
        ne(users.passwordHash, DISABLED_PASSWORD_HASH),
      ),
    );
  const now = new Date(s.deps.now());
  for (const user of found) {
    await s.users.update(user.id, {
      passwordHash: DISABLED_PASSWORD_HASH,
      safeLogin: true,
      autoRenew: false,
      availableUntil: user.availableUntil < now ? user.availableUntil : now,
    });
    await s.sessionRows.endAllOf(user.id, null, 'logout', now);
    s.deps.log.warn(
      { account: user.userName },
      `demo account ${user.userName} disabled: DEMO_ACCOUNT does not ask for it here; it can no longer log in and its sessions have ended`,
    );
  }
  return found.map((user) => user.userName);
}
