// Binds each call contract (src/shared/contracts) to the server function that answers it. Modules
// export arrays of these; app.ts collects them into one table keyed by path.
import type { CallContract, ParsedRequestOf, ResponseOf } from '../../shared/contracts/define-call.ts';
import type { Language } from '../../shared/app-info.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Translate } from '../i18n.ts';

/** Who is calling. `user` is set for calls whose contract says auth: 'user'. */
export interface CallContext {
  language: Language;
  ip: string;
  userAgent: string;
  channel: string;
  /** Stable per device: derived from the client's key pair, which the client keeps in IndexedDB. */
  deviceId: string;
  token: string | null;
  user: SessionUser | null;
  log: FastifyBaseLogger;
  t: Translate;
}

export interface SessionUser {
  userId: number;
  account: string;
  sessionId: string;
}

export type CallHandler<C extends CallContract> = (input: ParsedRequestOf<C>, ctx: CallContext) => Promise<ResponseOf<C>>;

export interface RegisteredCall {
  contract: CallContract;
  handle: (input: unknown, ctx: CallContext) => Promise<unknown>;
}

export function answer<C extends CallContract>(contract: C, handle: CallHandler<C>): RegisteredCall {
  return { contract, handle: handle as RegisteredCall['handle'] };
}

/**
 * Decides whether a token may make a call. Answers the user, or an ApiError code from spec §8
 * (2000-2053 session cleared, 2015 IP invalid). The accounts module provides the real one
 * (accountSessionResolver); a session is bound to the device that opened it.
 */
export type SessionResolver = (token: string | null, ctx: { ip: string; userAgent: string; deviceId: string }) => Promise<SessionUser>;
