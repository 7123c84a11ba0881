// The /Api endpoint's answers when its replay store refuses: a full store and an unreachable one
// both answer "server busy" (1108) and the call does not run.
import { createECDH } from 'node:crypto';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { EnvelopeSession, type ServerKeyInfo } from '../../shared/protocol/envelope-session.ts';
import { CODE } from '../../shared/protocol/response-codes.ts';
import { echoCall } from '../modules/system/echo.ts';
import { registerApi } from './envelope-plugin.ts';
import { MemoryReplayStore, type ReplayStore } from './replay-guard.ts';
import { serverKeyFromPrivate } from './server-key.ts';

const apps: Array<{ close(): Promise<unknown> }> = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

function newPrivateKey(): Buffer {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // The scalar as 32 bytes: Node drops leading zero bytes.
  const scalar = ecdh.getPrivateKey();
  return Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]);
}

async function apiWith(replays: ReplayStore) {
  const app = Fastify();
  apps.push(app);
  await registerApi(app, {
    serverKey: serverKeyFromPrivate(newPrivateKey()),
    calls: [echoCall()],
    resolveSession: async () => {
      throw new Error('no session in this test');
    },
    replays,
  });
  const session = new EnvelopeSession({
    fetchServerKey: async () => (await app.inject({ method: 'GET', url: '/Api/System/server_key' })).json<{ data: ServerKeyInfo }>().data,
  });
  const send = async (sealed: Awaited<ReturnType<EnvelopeSession['seal']>>) =>
    (await app.inject({ method: 'POST', url: '/Api/System/echo', headers: sealed.headers, payload: sealed.body })).json<{ code: number }>()
      .code;
  return { session, send };
}

describe('the /Api endpoint and its replay store', () => {
  it('answers 1108 when the store is full, and still 1104 to a replay', async () => {
    const { session, send } = await apiWith(new MemoryReplayStore(1));
    const first = await session.seal('/Api/System/echo', { message: 'first' });
    expect(await send(first)).toBe(CODE.success);
    expect(await send(await session.seal('/Api/System/echo', { message: 'second' }))).toBe(CODE.serverBusy);
    expect(await send(first)).toBe(CODE.replayed);
  });

  it('answers 1108 when the store cannot be reached', async () => {
    const unreachable: ReplayStore = {
      remember: async () => {
        throw new Error('connection refused');
      },
      close: async () => undefined,
    };
    const { session, send } = await apiWith(unreachable);
    expect(await send(await session.seal('/Api/System/echo', { message: 'x' }))).toBe(CODE.serverBusy);
  });
});
