// The venue's HTTP face: Fastify on loopback speaking Binance's spot REST dialect and, under /fapi,
// its USD-M futures dialect (which signs and limits the same way). Hooks apply, in
// Binance's order, injected faults, request weight (429 over the limit), SIGNED-endpoint checks and
// the order-rate limits; errors leave as Binance's {code, msg} with its HTTP status.
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { FaultInjector, FaultStrike } from '../faults/faults.ts';
import { VenueError, venueErrors } from '../venue-error.ts';
import type { Venue } from '../venue/venue.ts';
import { MarketViews } from './market-view.ts';
import { mergeParams } from './params.ts';
import { RateLimiter, type RateLimits } from './rate-limit.ts';
import { ADMIN_PREFIX, adminRoutes } from './routes-admin.ts';
import { capitalRoutes } from './routes-capital.ts';
import { futuresAccountRoutes } from './routes-futures-account.ts';
import { futuresPublicRoutes } from './routes-futures-public.ts';
import { futuresTradeRoutes } from './routes-futures-trade.ts';
import { futuresTransferRoutes } from './routes-futures-transfer.ts';
import { privateRoutes } from './routes-private.ts';
import { publicRoutes } from './routes-public.ts';
import type { RequestContext } from './route-kit.ts';
import { authenticate } from './signing.ts';

export interface SandboxServerOptions {
  venue: Venue;
  faults: FaultInjector;
  limits: RateLimits;
  /** The limiter to count with (its stats are read by the caller); one on `limits` by default. */
  limiter?: RateLimiter;
  adminToken: string;
  /** Unexpected failures (a bug, not a refusal); the client only sees Binance's -1000. */
  onError?: (error: unknown) => void;
}

const FORM = 'application/x-www-form-urlencoded';
const isForm = (contentType: string | undefined) => contentType?.toLowerCase().startsWith(FORM) ?? false;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function strike(strike: FaultStrike): VenueError {
  if (strike.kind === 'rateLimit') return venueErrors.tooMuchWeight(0, strike.retryAfterSeconds);
  return venueErrors.internal(strike.kind === 'error' ? strike.status : 503);
}

export async function buildSandboxServer(options: SandboxServerOptions): Promise<FastifyInstance> {
  const { venue, faults } = options;
  const limiter = options.limiter ?? new RateLimiter(options.limits, () => venue.now());
  const views = new MarketViews(venue, (symbol) => faults.isStale(symbol));
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024, forceCloseConnections: true });

  // Binance reads parameters from the query string and from a form-encoded body, nothing else; the
  // form's raw text is kept because the signature covers it.
  app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => done(null, body));
  // Binance's own Node connector sends POST and DELETE with every parameter in the query and an
  // empty body labelled application/json, which Binance accepts: an empty JSON body is no body.
  // Non-empty JSON is still parsed for the admin routes.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : json(request, body.toString(), done),
  );
  app.decorateRequest('sandbox', null as unknown as RequestContext);

  app.addHook('onRequest', async (request, reply) => {
    const url = request.raw.url ?? '';
    const queryStart = url.indexOf('?');
    request.sandbox = { params: {}, rawQuery: queryStart >= 0 ? url.slice(queryStart + 1) : '', rawBody: '', key: null, after: null };
    if (url.startsWith(ADMIN_PREFIX)) return;
    const decision = faults.decide(request.method, queryStart >= 0 ? url.slice(0, queryStart) : url);
    if (decision.latencyMs > 0) await sleep(decision.latencyMs);
    if (decision.before?.kind === 'drop') {
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    if (decision.before) throw strike(decision.before);
    request.sandbox.after = decision.after;
  });

  app.addHook('preHandler', async (request, reply) => {
    const rules = request.routeOptions.config.rules;
    if (!rules) return;
    const context = request.sandbox;
    context.rawBody = isForm(request.headers['content-type']) && typeof request.body === 'string' ? request.body : '';
    context.params = mergeParams(context.rawQuery, context.rawBody);
    const apiKeyHeader = request.headers['x-mbx-apikey'];
    const apiKey = typeof apiKeyHeader === 'string' ? apiKeyHeader : undefined;
    const weight = typeof rules.weight === 'number' ? rules.weight : rules.weight(context.params);
    const charged = limiter.chargeWeight(apiKey ? `key:${apiKey}` : `ip:${request.ip}`, weight);
    reply.header('x-mbx-used-weight', String(charged.used)).header('x-mbx-used-weight-1m', String(charged.used));
    if (charged.refusal) throw charged.refusal;
    if (rules.security === 'NONE') return;
    context.key = authenticate(
      { apiKeyHeader: apiKey, params: context.params, rawQuery: context.rawQuery, rawBody: context.rawBody, now: venue.now() },
      (candidate) => venue.keys.get(candidate),
      rules.security === 'TRADE' ? 'trade' : 'read',
    );
    if (rules.newOrder) {
      const counted = limiter.chargeOrder(context.key.accountId);
      reply.header('x-mbx-order-count-10s', String(counted.count10s)).header('x-mbx-order-count-1d', String(counted.countDay));
      if (counted.refusal) throw counted.refusal;
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const after = request.sandbox?.after;
    if (!after) return payload;
    request.sandbox.after = null;
    if (after.kind === 'drop') {
      // The venue did the work; the client never hears about it.
      request.raw.socket.destroy();
      return payload;
    }
    const error = strike(after);
    reply.code(error.httpStatus).header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify({ code: error.code, msg: error.message });
  });

  app.setErrorHandler((error: FastifyError | VenueError, _request, reply) => {
    if (error instanceof VenueError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.httpStatus).send({ code: error.code, msg: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ code: -1000, msg: error.message });
    options.onError?.(error);
    const unknown = venueErrors.unknown();
    return reply.code(500).send({ code: unknown.code, msg: unknown.message });
  });

  const deps = { venue, views, limiter };
  publicRoutes(app, deps);
  privateRoutes(app, deps);
  capitalRoutes(app, deps);
  futuresPublicRoutes(app, deps);
  futuresTradeRoutes(app, deps);
  futuresAccountRoutes(app, deps);
  futuresTransferRoutes(app, deps);
  adminRoutes(app, { venue, faults, adminToken: options.adminToken });
  return app;
}
