// The scaled-out mode: API processes behind a load balancer share one replay store in Redis, so a
// request captured on its way to one of them is refused by any other.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CODE } from '../../src/shared/protocol/response-codes.ts';
import { createPostgresDatabase } from '../support/databases.ts';
import { type TestServer, TestClient, startTestServer } from '../support/start-test-server.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `mmc-replay-${randomBytes(4).toString('hex')}`;
const shared = mkdtempSync(join(tmpdir(), 'mmc-replay-scaled-'));
const apis: TestServer[] = [];
let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;

beforeAll(async () => {
  database = await createPostgresDatabase('mmc_replay');
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    MASTER_KEY: randomBytes(32).toString('base64'),
    SERVER_KEY_FILE: join(shared, 'server-key.json'),
    MAIL_OUTBOX: 'on',
  };
  // One after the other: the first applies the migrations.
  apis.push(await startTestServer(env));
  apis.push(await startTestServer(env));
}, 120_000);

afterAll(async () => {
  for (const api of apis) await api.stop();
  await database?.drop();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  rmSync(shared, { recursive: true, force: true });
});

async function send(url: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(`${url}/Api/System/echo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { code: number }).code;
}

it('refuses at a second API process a request the first has answered', async () => {
  const [first, second] = apis as [TestServer, TestServer];
  const sealed = await new TestClient(first.url).session.seal('/Api/System/echo', { message: 'once' });
  expect(await send(first.url, sealed.body, sealed.headers)).toBe(CODE.success);
  expect(await send(second.url, sealed.body, sealed.headers)).toBe(CODE.replayed);
  const other = await new TestClient(second.url).session.seal('/Api/System/echo', { message: 'other' });
  expect(await send(second.url, other.body, other.headers)).toBe(CODE.success);
  expect(await send(first.url, other.body, other.headers)).toBe(CODE.replayed);
});
