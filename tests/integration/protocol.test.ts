// The wire protocol over real HTTP against the real server: the envelope, each refusal code, and
// the System calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkVersion } from '../../src/shared/contracts/system/check-version.ts';
import { CODE } from '../../src/shared/protocol/response-codes.ts';
import { requestErrorLogs } from '../../src/server/db/schema/index.ts';
import { type TestServer, TestClient, startTestServer } from '../support/start-test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LATEST_VERSION: '6.4.0', MIN_VERSION: '6.3.0', UPDATE_CONTENT: 'Faster order book' });
});
afterAll(() => server?.stop());

async function rawCall(path: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: unknown } };
}

describe('the envelope', () => {
  it('echoes a payload encrypted both ways', async () => {
    const client = new TestClient(server.url);
    const result = await client.call<{ message: string; serverTime: number }>('/Api/System/echo', { message: 'héllo 你好' });
    expect(result.code).toBe(CODE.success);
    expect(result.data.message).toBe('héllo 你好');
    expect(Math.abs(result.data.serverTime - Date.now())).toBeLessThan(5000);
  });

  it('answers in the language of the request', async () => {
    const client = new TestClient(server.url);
    client.language = 'zh';
    const result = await client.call('/Api/System/echo', { message: 'x'.repeat(10_001) });
    expect(result.code).toBe(CODE.invalidParams);
    expect(result.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses a replayed request', async () => {
    const client = new TestClient(server.url);
    const sealed = await client.session.seal('/Api/System/echo', { message: 'once' });
    const headers = { ...sealed.headers };
    const first = await rawCall('/Api/System/echo', sealed.body, headers);
    const second = await rawCall('/Api/System/echo', sealed.body, headers);
    expect(first.body.code).toBe(CODE.success);
    expect(second.body.code).toBe(CODE.replayed);
  });

  it('refuses a forged signature and a tampered payload', async () => {
    const client = new TestClient(server.url);
    const sealed = await client.session.seal('/Api/System/echo', { message: 'x' });
    const forged = await rawCall('/Api/System/echo', sealed.body, { ...sealed.headers, signature: 'A'.repeat(43) });
    expect(forged.body.code).toBe(CODE.badSignature);
    const other = await client.session.seal('/Api/System/echo', { message: 'y' });
    const swapped = await rawCall('/Api/System/echo', other.body, sealed.headers);
    expect(swapped.body.code).toBe(CODE.badSignature);
  });

  it('refuses a request sealed for another path', async () => {
    const client = new TestClient(server.url);
    const sealed = await client.session.seal('/Api/System/echo', { message: 'x' });
    const moved = await rawCall('/Api/System/check_version', sealed.body, sealed.headers);
    expect(moved.body.code).toBe(CODE.undecryptable);
  });

  it('refuses a stale timestamp with the server time, and the client recovers by itself', async () => {
    const skewed = new TestClient(server.url);
    const sealed = await skewed.session.seal('/Api/System/echo', { message: 'x' });
    const stale = String(Number(sealed.headers.timestamp) - 10 * 60_000);
    const refused = await rawCall('/Api/System/echo', sealed.body, { ...sealed.headers, timestamp: stale });
    expect(refused.body.code).toBe(CODE.staleTimestamp);
    expect((refused.body.data as { serverTime: number }).serverTime).toBeGreaterThan(0);
    // A client whose clock jumps 10 minutes back after it connected adopts the server's clock
    // from that answer and succeeds on the retry.
    let skew = 0;
    const { EnvelopeSession } = await import('../../src/shared/protocol/envelope-session.ts');
    const drifting = new EnvelopeSession({
      fetchServerKey: async () => (await (await fetch(`${server.url}/Api/System/server_key`)).json()).data,
      now: () => Date.now() + skew,
    });
    const before = await drifting.seal('/Api/System/echo', { message: 'x' });
    expect((await rawCall('/Api/System/echo', before.body, before.headers)).body.code).toBe(CODE.success);
    skew = -10 * 60_000;
    const attempt = await drifting.seal('/Api/System/echo', { message: 'x' });
    const first = await rawCall('/Api/System/echo', attempt.body, attempt.headers);
    expect(first.body.code).toBe(CODE.staleTimestamp);
    expect(drifting.recover(first.body.code, first.body.data)).toBe(true);
    const retry = await drifting.seal('/Api/System/echo', { message: 'x' });
    expect((await rawCall('/Api/System/echo', retry.body, retry.headers)).body.code).toBe(CODE.success);
  });

  it('tells a client holding an old server key to derive again', async () => {
    const client = new TestClient(server.url);
    const sealed = await client.session.seal('/Api/System/echo', { message: 'x' });
    const channel = `oldkid000000.${sealed.headers.channel?.split('.')[1]}`;
    const refused = await rawCall('/Api/System/echo', sealed.body, { ...sealed.headers, channel });
    expect(refused.body.code).toBe(CODE.unknownServerKey);
    expect(refused.body.data).toMatchObject({ publicKey: expect.any(String), kid: expect.any(String) });
  });

  it('answers unknown calls, missing headers and non-JSON bodies with clean codes', async () => {
    expect((await rawCall('/Api/Nope/nothing', { data: 'x' }, {})).body.code).toBe(CODE.unknownCall);
    expect((await rawCall('/Api/System/echo', { data: 'x' }, {})).body.code).toBe(CODE.malformedRequest);
    const text = await fetch(`${server.url}/Api/System/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(text.status).toBe(400);
    expect(((await text.json()) as { code: number }).code).toBe(CODE.malformedRequest);
  });
});

describe('System calls', () => {
  it('offers a newer version (1003) until the device refuses it, then stays quiet', async () => {
    const client = new TestClient(server.url);
    const offered = await client.call(checkVersion.path, { version: '6.3.1' });
    expect(offered.code).toBe(CODE.updateOffered);
    expect(offered.data).toMatchObject({ latest: '6.4.0', content: 'Faster order book', ignored: null });
    const refused = await client.call(checkVersion.path, { version: '6.3.1', ignore_version: '6.4.0' });
    expect(refused.code).toBe(CODE.success);
    expect((await client.call(checkVersion.path, { version: '6.3.1' })).code).toBe(CODE.success);
    // Another device still gets the offer.
    expect((await new TestClient(server.url).call(checkVersion.path, { version: '6.3.1' })).code).toBe(CODE.updateOffered);
  });

  it('forces the update (1004) below the minimum version, refused or not', async () => {
    const client = new TestClient(server.url);
    expect((await client.call(checkVersion.path, { version: '6.2.9', ignore_version: '6.4.0' })).code).toBe(CODE.updateForced);
  });

  it('stores a client error report', async () => {
    const client = new TestClient(server.url);
    const stored = await client.call<{ id: number }>('/Api/System/request_error_log', {
      account: 'demo01',
      web: 'sandbox-a',
      currency_pair: 'BTC/USDT',
      url: '/Api/Trade/trade_coin',
      param: '{"price":"1"}',
      result: '{"code":1500}',
      http_code: 200,
    });
    expect(stored.code).toBe(CODE.success);
    const rows = await server.runtime.database.db.select().from(requestErrorLogs);
    expect(rows.find((row) => row.id === stored.data.id)).toMatchObject({
      account: 'demo01',
      url: '/Api/Trade/trade_coin',
      ip: '127.0.0.1',
    });
  });
});
