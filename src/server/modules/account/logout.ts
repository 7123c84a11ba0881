import { logout } from '../../../shared/contracts/account/logout.ts';
import { answer } from '../../http/call-registry.ts';
import type { AccountServices } from './account-services.ts';

/** Ends the session of the token header; a token that is already gone is simply logged out. */
export const logoutCall = (s: AccountServices) =>
  answer(logout, async (_input, ctx) => {
    if (ctx.token) await s.sessions.endByToken(ctx.token, ctx.deviceId);
    return {};
  });
