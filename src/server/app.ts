// Assembles the HTTP server: security headers and compression on every reply, the /Api envelope
// endpoint with every module's calls, the built PWA (precompressed, hashed assets cached for good)
// with a single-page fallback, and one error handler that never shows a stack to a client.
import { existsSync } from 'node:fs';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { CODE } from '../shared/protocol/response-codes.ts';
import { translatorFor } from './i18n.ts';
import type { Logger } from './logger.ts';
import type { RegisteredCall, SessionResolver } from './http/call-registry.ts';
import { registerApi } from './http/envelope-plugin.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import type { ReplayStore } from './http/replay-guard.ts';
import type { ServerKey } from './http/server-key.ts';

export interface AppOptions {
  logger: Logger;
  serverKey: ServerKey;
  calls: RegisteredCall[];
  resolveSession: SessionResolver;
  /** Remembers request signatures against replays; this process's memory when not given (a worker serves no calls). */
  replays?: ReplayStore | undefined;
  maxBodyBytes: number;
  /** Folder of the built client; not served when absent (API-only tests). */
  clientDir?: string;
  /** The site is reached over https (PUBLIC_URL): browsers are told to keep to it (HSTS). */
  https?: boolean;
  /** The reverse proxies (addresses, CIDRs) whose X-Forwarded-For gives request.ip; none when empty. */
  trustProxy?: string[];
  now?: () => number;
}

/**
 * Hashed build output and the video lessons (named by a hash of their contents) never change under
 * their names: cached for a year without asking again. Everything else (index.html, the service
 * worker, the manifest, icons) is revalidated every time, so a deploy is picked up at once.
 */
export const cacheControlOf = (path: string) =>
  /[\\/]assets[\\/]/.test(path) || /[\\/]videos[\\/][^\\/]+\.[0-9a-f]{10}\.\w+$/.test(path)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';

const isApiPath = (url: string) => url === '/Api' || url.startsWith('/Api/');
const hasFileExtension = (url: string) => /\.[a-z0-9]+$/i.test(url.split('?', 1)[0] ?? '');

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.logger as FastifyBaseLogger,
    bodyLimit: options.maxBodyBytes,
    // Per-request access lines would cost more than the envelope itself; failures are logged where they happen.
    logController: new LogController({ disableRequestLogging: true }),
    // One request's failure must not leave a socket open forever.
    requestTimeout: 310_000,
    // request.ip is what per-IP limits, the new-IP check and login records see: behind a proxy the
    // client's address, read from X-Forwarded-For only when the proxy is one named in TRUST_PROXY.
    ...(options.trustProxy?.length ? { trustProxy: options.trustProxy } : {}),
  });

  app.setErrorHandler((error: { statusCode?: number; code?: string }, request, reply) => {
    const t = translatorFor('en');
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ code: CODE.payloadTooLarge, msg: t('code.1107'), data: null });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: CODE.malformedRequest, msg: t('code.1100'), data: null });
    }
    // The browser went away while the answer was on its way (a page left, a fetch aborted):
    // nothing failed here, and no one is left to read the answer.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE')
      request.log.debug({ url: request.url }, 'the client closed the connection before the answer');
    else request.log.error({ err: error, url: request.url }, 'request failed');
    return reply.status(500).send({ code: CODE.serverError, msg: t('code.1500'), data: null });
  });

  await registerSecurityHeaders(app, { clientDir: options.clientDir, https: options.https ?? false });
  // Replies are compressed as the browser accepts (brotli first); the built client's files go out
  // precompressed from the build instead (preCompressed below), and small replies as they are.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  await registerApi(app, {
    serverKey: options.serverKey,
    calls: options.calls,
    resolveSession: options.resolveSession,
    ...(options.replays ? { replays: options.replays } : {}),
    ...(options.now ? { now: options.now } : {}),
  });

  const clientDir = options.clientDir;
  const serveClient = clientDir !== undefined && existsSync(`${clientDir}/index.html`);
  if (serveClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', cacheControlOf(path));
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) {
      return reply.status(404).send({ code: CODE.unknownCall, msg: translatorFor('en')('code.1106'), data: null });
    }
    // Any other page path is the single-page app's to route (it has its own not-found page).
    if (serveClient && request.method === 'GET' && !hasFileExtension(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ code: CODE.unknownCall, msg: 'Not found', data: null });
  });

  return app;
}
