// The few things every sandbox route shares: its Binance weight and security type (declared on the
// route, enforced by the server's hooks) and the per-request context those hooks fill in.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FaultStrike } from '../faults/faults.ts';
import type { ApiKey } from '../venue/api-keys.ts';
import type { Venue } from '../venue/venue.ts';
import type { MarketViews } from './market-view.ts';
import type { Params } from './params.ts';
import type { RateLimiter } from './rate-limit.ts';

/** Binance endpoint security types: NONE (public), USER_DATA (read permission), TRADE (trade permission). */
export type Security = 'NONE' | 'USER_DATA' | 'TRADE';

export interface RouteRules {
  weight: number | ((params: Params) => number);
  security: Security;
  /** Counts against the ORDERS limits. */
  newOrder?: boolean;
}

export interface RequestContext {
  params: Params;
  rawQuery: string;
  rawBody: string;
  key: ApiKey | null;
  after: FaultStrike | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    sandbox: RequestContext;
  }
  interface FastifyContextConfig {
    rules?: RouteRules;
  }
}

export interface RouteDeps {
  venue: Venue;
  views: MarketViews;
  limiter: RateLimiter;
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

export function route(app: FastifyInstance, method: 'GET' | 'POST' | 'DELETE', url: string, rules: RouteRules, handler: Handler): void {
  app.route({ method, url, config: { rules }, handler: async (request, reply) => handler(request, reply) });
}

/** The account of an authenticated request. */
export function accountOf(request: FastifyRequest): number {
  const key = request.sandbox.key;
  if (!key) throw new Error('route reached without authentication');
  return key.accountId;
}
