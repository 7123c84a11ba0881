// The /Api endpoint: authenticates, decrypts and validates each call, runs its handler, and
// encrypts the answer. The order of checks is the one docs/protocol.md gives; every failure is a
// response code, never an exception that escapes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asLanguage } from '../../shared/app-info.ts';
import { parseChannel, HEADER, MAX_CLOCK_SKEW_MS } from '../../shared/protocol/envelope-spec.ts';
import { CODE, SESSION_CLEARED_CODES } from '../../shared/protocol/response-codes.ts';
import { translatorFor } from '../i18n.ts';
import { ApiError } from './api-error.ts';
import type { CallContext, RegisteredCall, SessionResolver } from './call-registry.ts';
import { deriveNodeSessionKeys, openRequestText, sealResponseText, verifiedSignature, type NodeSessionKeys } from './envelope-node.ts';
import { MemoryReplayStore, type ReplayStore, type ReplayVerdict } from './replay-guard.ts';
import type { ServerKey } from './server-key.ts';
import { SessionKeyCache } from './session-key-cache.ts';
import { nulFailure, pathOfNul } from './nul-characters.ts';
import { validationFailure } from './validation-failure.ts';

export interface ApiOptions {
  serverKey: ServerKey;
  calls: RegisteredCall[];
  resolveSession: SessionResolver;
  /** Where signatures are remembered against replays (replay-guard.ts); this process's memory when not given. */
  replays?: ReplayStore;
  now?: () => number;
}

const header = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
};

export async function registerApi(app: FastifyInstance, options: ApiOptions): Promise<void> {
  const { serverKey, resolveSession } = options;
  const now = options.now ?? Date.now;
  const calls = new Map(options.calls.map((call) => [call.contract.path, call]));
  const keyCache = new SessionKeyCache();
  const replays = options.replays ?? new MemoryReplayStore();
  // Once a minute at most: the operator must hear of a busy store, but a flood must not flood the log.
  let lastBusyLog = Number.NEGATIVE_INFINITY;
  const warnBusy = (at: number, warn: () => void) => {
    if (at - lastBusyLog < 60_000) return;
    lastBusyLog = at;
    warn();
  };

  // The server's public key: the one thing a client must fetch before its first call.
  app.get('/Api/System/server_key', async () => ({
    code: CODE.success,
    msg: 'ok',
    data: { kid: serverKey.kid, publicKey: serverKey.publicKey, serverTime: now() },
  }));

  app.post('/Api/*', async (request, reply) => {
    const language = asLanguage(header(request, HEADER.language));
    const t = translatorFor(language);
    const plain = (code: number, data: unknown = null, key = `code.${code}`) => reply.send({ code, msg: t(key), data });

    const path = request.url.split('?', 1)[0] ?? '';
    const call = calls.get(path);
    if (!call) return plain(CODE.unknownCall);

    const body = request.body as { data?: unknown } | null;
    const channel = header(request, HEADER.channel);
    const timestamp = header(request, HEADER.timestamp);
    const signature = header(request, HEADER.signature);
    if (!body || typeof body !== 'object' || typeof body.data !== 'string' || !channel || !timestamp || !signature) {
      return plain(CODE.malformedRequest);
    }
    const parsedChannel = parseChannel(channel);
    if (!parsedChannel) return plain(CODE.malformedRequest);
    if (parsedChannel.kid !== serverKey.kid) {
      return plain(CODE.unknownServerKey, { kid: serverKey.kid, publicKey: serverKey.publicKey });
    }
    const sentAt = Number(timestamp);
    const serverTime = now();
    if (!/^\d{1,16}$/.test(timestamp) || Math.abs(serverTime - sentAt) > MAX_CLOCK_SKEW_MS) {
      return plain(CODE.staleTimestamp, { serverTime });
    }
    let keys: NodeSessionKeys;
    try {
      keys = keyCache.get(channel, () => deriveNodeSessionKeys(serverKey.privateKey, parsedChannel.clientPublicKey, channel));
    } catch {
      return plain(CODE.malformedRequest);
    }
    const token = header(request, HEADER.token);
    const signed = verifiedSignature(keys, { data: body.data, channel, timestamp, token: token ?? '' }, signature);
    if (!signed) return plain(CODE.badSignature);
    let verdict: ReplayVerdict;
    try {
      verdict = await replays.remember(signed, serverTime);
    } catch (error) {
      // Without the store a replay could not be told apart: refuse rather than run the call unguarded.
      warnBusy(serverTime, () => request.log.warn({ err: error }, 'replay store unreachable: calls are refused as server busy'));
      return plain(CODE.serverBusy);
    }
    if (verdict === 'replayed') return plain(CODE.replayed);
    if (verdict === 'full') {
      warnBusy(serverTime, () => request.log.warn('replay store full: calls are refused as server busy until old signatures expire'));
      return plain(CODE.serverBusy);
    }
    const text = openRequestText(keys, path, timestamp, body.data);
    let payload: unknown;
    try {
      payload = text === null ? undefined : JSON.parse(text);
    } catch {
      payload = undefined;
    }
    if (payload === undefined) return plain(CODE.undecryptable);

    // From here on the client holds the keys: every answer, success or failure, is encrypted.
    const sealed = (code: number, msg: string, data: unknown) =>
      reply.send({ code, msg, data: sealResponseText(keys, signature, JSON.stringify(data ?? null)) });

    const ip = request.ip;
    const userAgent = header(request, 'user-agent') ?? '';
    const ctx: CallContext = { language, ip, userAgent, channel, deviceId: keys.deviceId, token, user: null, log: request.log, t };
    try {
      if (call.contract.auth === 'user') ctx.user = await resolveSession(token, { ip, userAgent, deviceId: ctx.deviceId });
      // JSON can carry NUL only as the escape \u0000: most requests skip the walk.
      const nulAt = text?.includes('\\u0000') ? pathOfNul(payload) : null;
      if (nulAt) {
        const failure = nulFailure(nulAt, t);
        return sealed(CODE.invalidParams, failure.message, { issues: failure.issues });
      }
      const input = call.contract.request.safeParse(payload);
      if (!input.success) {
        const failure = validationFailure(input.error, t);
        return sealed(CODE.invalidParams, failure.message, { issues: failure.issues });
      }
      const result = await call.handle(input.data, ctx);
      return sealed(CODE.success, t('code.1000'), result);
    } catch (error) {
      return sealed(...describeFailure(error, request, t));
    }
  });
}

function describeFailure(
  error: unknown,
  request: FastifyRequest,
  t: (key: string, params?: Record<string, unknown>) => string,
): [number, string, unknown] {
  if (error instanceof ApiError) {
    if (SESSION_CLEARED_CODES.includes(error.code)) request.log.info({ code: error.code }, 'session refused');
    return [error.code, t(error.messageKey, error.options.params), error.options.data ?? null];
  }
  // An unexpected failure: logged in full here, answered without details.
  request.log.error({ err: error, url: request.url }, 'call failed');
  return [CODE.serverError, t('code.1500'), null];
}
