// Login sessions. A token is 32 random bytes shown once to the client; the database keeps only
// its SHA-256. A session belongs to the device that opened it (the envelope's client key), ends
// after 30 idle days and at the latest 90 days after its login, and remembers why it ended so the client hears the right code.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { SessionResolver, SessionUser } from '../../http/call-registry.ts';
import type { AccountDeps } from './account-deps.ts';
import { SESSION_IDLE_MS, SESSION_MAX_MS, SESSION_TOUCH_MS } from './account-policy.ts';
import type { LoginMethod, LoginRecordRepository } from './login-record-repository.ts';
import { ipCheckOn } from './security-settings.ts';
import type { SessionEndReason, SessionRepository } from './session-repository.ts';
import type { UserRow } from './user-repository.ts';

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The code a call made with an ended session answers, by why it ended. */
const ENDED_CODES: Record<SessionEndReason, number> = {
  logout: CODE.sessionInvalid,
  elsewhere: CODE.loggedInElsewhere,
  password: CODE.passwordChanged,
  security: CODE.sessionInvalid,
};

export interface Caller {
  ip: string;
  deviceId: string;
  userAgent: string;
}

export function sessionService(deps: AccountDeps, sessions: SessionRepository, records: LoginRecordRepository) {
  const resolve: SessionResolver = async (token, caller): Promise<SessionUser> => {
    if (!token) throw new ApiError(CODE.notLoggedIn);
    const found = await sessions.withUserByTokenHash(hashToken(token));
    if (!found) throw new ApiError(CODE.sessionInvalid);
    const { session } = found;
    const now = deps.now();
    if (session.endedAt) throw new ApiError(ENDED_CODES[session.endReason as SessionEndReason] ?? CODE.sessionInvalid);
    // Use slides the end by 30 days, never past 90 days after the login.
    const hardEnd = session.createdAt.getTime() + SESSION_MAX_MS;
    if (session.expiresAt.getTime() <= now || hardEnd <= now) throw new ApiError(CODE.sessionExpired);
    // A token copied off the device that logged in is worth nothing without that device's key.
    if (session.deviceId !== caller.deviceId) throw new ApiError(CODE.sessionInvalid);
    if (ipCheckOn(found, now) && session.ip !== caller.ip) throw new ApiError(CODE.ipInvalid);
    if (now - session.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
      await sessions.touch(session.id, new Date(now), new Date(Math.min(now + SESSION_IDLE_MS, hardEnd)));
    }
    return { userId: session.userId, account: found.userName, sessionId: session.id };
  };

  return {
    resolve,

    /** Opens a session and records the sign-in; with multi-device login off, the user's other sessions end (2014). */
    async open(user: UserRow, caller: Caller, method: LoginMethod): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = new Date(deps.now());
      const id = randomUUID();
      const userAgent = caller.userAgent.slice(0, 512);
      await sessions.insert({
        id,
        userId: user.id,
        tokenHash: hashToken(token),
        deviceId: caller.deviceId,
        ip: caller.ip,
        userAgent,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
      });
      if (!user.multiLogin) await sessions.endAllOf(user.id, id, 'elsewhere', now);
      await records.insert({ userId: user.id, at: now, ip: caller.ip, deviceId: caller.deviceId, userAgent, method });
      return token;
    },

    /** Ends the session of a token, if it is open and belongs to the calling device. */
    async endByToken(token: string, deviceId: string): Promise<void> {
      const found = await sessions.withUserByTokenHash(hashToken(token));
      if (found && found.session.deviceId === deviceId) await sessions.end(found.session.id, 'logout', new Date(deps.now()));
    },

    endOthers(userId: number, keepSessionId: string | null, reason: SessionEndReason): Promise<void> {
      return sessions.endAllOf(userId, keepSessionId, reason, new Date(deps.now()));
    },
  };
}
export type SessionService = ReturnType<typeof sessionService>;
