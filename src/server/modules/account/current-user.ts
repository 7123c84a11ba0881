import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/call-registry.ts';
import type { AccountServices } from './account-services.ts';
import type { UserRow } from './user-repository.ts';

/** The caller's user row, for calls whose contract says auth: 'user'. */
export async function currentUser(s: AccountServices, ctx: CallContext): Promise<UserRow> {
  if (!ctx.user) throw new ApiError(CODE.notLoggedIn);
  const user = await s.users.byId(ctx.user.userId);
  if (!user) throw new ApiError(CODE.sessionInvalid);
  return user;
}
