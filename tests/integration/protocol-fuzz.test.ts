// Malformed requests of every kind: each gets a clean error code (never a 500, never a stack),
// and the server keeps serving valid calls throughout.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CODE } from '../../src/shared/protocol/response-codes.ts';
import { type TestServer, TestClient, startTestServer } from '../support/start-test-server.ts';

let server: TestServer;
let client: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  client = new TestClient(server.url);
});
afterAll(() => server?.stop());

/** mulberry32: a small seeded generator, so a failure can be reproduced. */
function random(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Attempt {
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
}

async function makeAttempts(count: number): Promise<Attempt[]> {
  const next = random(20261122);
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)] as T;
  const junk = (length: number) => Array.from({ length }, () => String.fromCharCode(32 + Math.floor(next() * 95))).join('');
  const base64ish = (length: number) =>
    Array.from({ length }, () => pick([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'])).join('');
  const json = { 'content-type': 'application/json' };
  const paths = ['/Api/System/echo', '/Api/System/check_version', '/Api/System/request_error_log'];
  const attempts: Attempt[] = [];
  for (let i = 0; i < count; i++) {
    const path = pick(paths);
    const sealed = await client.session.seal(path, { message: junk(8) });
    const kind = pick([
      'not-json',
      'wrong-types',
      'bad-base64',
      'bad-ciphertext',
      'wrong-signature',
      'huge',
      'unknown-path',
      'garbage-headers',
      'wrong-payload',
      'wrong-method',
      'wrong-content-type',
      'empty',
      'moved',
      'garbage-timestamp',
    ]);
    const attempt: Attempt = { kind, method: 'POST', path, headers: { ...json, ...sealed.headers }, body: JSON.stringify(sealed.body) };
    switch (kind) {
      case 'not-json':
        attempt.body = junk(1 + Math.floor(next() * 200));
        break;
      case 'wrong-types':
        attempt.body = JSON.stringify({ data: pick([42, null, true, [], { nested: 'x' }, 1.5e308]) });
        break;
      case 'bad-base64':
        attempt.body = JSON.stringify({ data: `${junk(40)}!@#$%` });
        break;
      case 'bad-ciphertext':
        attempt.body = JSON.stringify({ data: base64ish(16 + Math.floor(next() * 200)) });
        break;
      case 'wrong-signature':
        attempt.headers.signature = pick([base64ish(43), '', junk(10), base64ish(200)]);
        break;
      case 'huge':
        attempt.body = JSON.stringify({ data: base64ish(300 * 1024) });
        break;
      case 'unknown-path':
        attempt.path = pick([
          '/Api/',
          '/Api/Nope/x',
          `/Api/${junk(5).replace(/[^a-z]/gi, 'a')}/y`,
          '/Api/System/../../etc/passwd',
          '/Api/System/echo/extra',
        ]);
        break;
      case 'garbage-headers':
        attempt.headers.channel = pick(['', 'a.b.c', '.x', `${junk(12)}.${base64ish(87)}`, base64ish(500)]);
        break;
      case 'garbage-timestamp':
        attempt.headers.timestamp = pick(['abc', '-1', '1e20', '99999999999999999999', String(Date.now() + 3_600_000), '0']);
        break;
      case 'wrong-payload': {
        const wrong = await client.session.seal(
          path,
          pick([{ message: 42 }, { version: ['x'] }, [], 'text', { url: null, http_code: 'x' }]),
        );
        attempt.headers = { ...json, ...wrong.headers };
        attempt.body = JSON.stringify(wrong.body);
        break;
      }
      case 'wrong-method':
        attempt.method = pick(['GET', 'PUT', 'DELETE', 'PATCH']);
        if (attempt.method === 'GET' || attempt.method === 'DELETE') attempt.body = undefined;
        break;
      case 'wrong-content-type':
        attempt.headers['content-type'] = pick([
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
        ]);
        break;
      case 'empty':
        attempt.body = '';
        break;
      case 'moved': // signed correctly, but sealed for another call: decryption fails
        attempt.path = pick(paths.filter((other) => other !== path));
        break;
    }
    attempts.push(attempt);
  }
  return attempts;
}

it('answers 1,200 malformed requests with clean codes and keeps serving', async () => {
  const attempts = await makeAttempts(1200);
  const failures: string[] = [];
  const codes = new Map<number, number>();
  for (let i = 0; i < attempts.length; i += 25) {
    await Promise.all(
      attempts.slice(i, i + 25).map(async (attempt) => {
        const response = await fetch(`${server.url}${attempt.path}`, {
          method: attempt.method,
          headers: attempt.headers,
          ...(attempt.body === undefined ? {} : { body: attempt.body }),
        });
        const text = await response.text();
        let body: { code?: unknown; msg?: unknown } = {};
        try {
          body = JSON.parse(text);
        } catch {
          failures.push(`${attempt.kind}: not JSON (${response.status}) ${text.slice(0, 80)}`);
          return;
        }
        if (response.status >= 500 || body.code === CODE.serverError) failures.push(`${attempt.kind}: server error ${text.slice(0, 120)}`);
        if (typeof body.code !== 'number' || body.code === CODE.success) failures.push(`${attempt.kind}: code ${String(body.code)}`);
        if (/\bat \w+ \(|node_modules|\.ts:\d+/.test(text)) failures.push(`${attempt.kind}: stack in answer`);
        if (typeof body.code === 'number') codes.set(body.code, (codes.get(body.code) ?? 0) + 1);
      }),
    );
  }
  expect(failures).toEqual([]);
  // Every refusal kind was exercised.
  for (const code of [
    CODE.malformedRequest,
    CODE.undecryptable,
    CODE.badSignature,
    CODE.staleTimestamp,
    CODE.unknownCall,
    CODE.payloadTooLarge,
    CODE.invalidParams,
  ]) {
    expect(codes.get(code) ?? 0, `code ${code}`).toBeGreaterThan(0);
  }
  const healthy = await client.call<{ message: string }>('/Api/System/echo', { message: 'still here' });
  expect(healthy.data.message).toBe('still here');
});
