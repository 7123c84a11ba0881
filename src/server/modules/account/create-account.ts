// Creates a user with its own invite code in one transaction. Registration and the first-start
// demo user both come through here.
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { hashPassword } from '../../security/password-hash.ts';
import type { AccountServices } from './account-services.ts';
import { createInviteCode } from './invite-codes.ts';
import type { NewUser, UserRow } from './user-repository.ts';

export type NewAccount = Omit<NewUser, 'passwordHash' | 'id'> & { password: string };

/** Postgres unique violations arrive wrapped by drizzle; find the constraint's name. */
function uniqueViolation(error: unknown): string | null {
  for (let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint ?? e.message ?? '';
  }
  return null;
}

export async function createAccount(s: AccountServices, account: NewAccount): Promise<UserRow> {
  const { password, ...fields } = account;
  const passwordHash = await hashPassword(password);
  try {
    return await s.deps.db.transaction(async (tx) => {
      const user = await s.users.insert({ ...fields, email: fields.email.toLowerCase(), passwordHash }, tx);
      await createInviteCode(s.invites, user.id, tx);
      return user;
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint?.includes('users_email')) throw new ApiError(CODE.emailTaken);
    if (constraint?.includes('users_user_name')) throw new ApiError(CODE.usernameTaken);
    throw error;
  }
}
