// Replays of one captured request over real HTTP: another spelling of the same signature, and the
// same request with its token header swapped, must not run a second time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../src/shared/protocol/response-codes.ts';
import { type TestServer, TestClient, startTestServer } from '../support/start-test-server.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The four spellings of a 32-byte value in base64url: its 43rd character holds 4 bits of the value
 * and 2 unused bits, which a lenient decoder ignores.
 */
function spellingsOf(signature: string): string[] {
  const last = ALPHABET.indexOf(signature.at(-1) ?? '');
  const base = last & ~3;
  return [0, 1, 2, 3].map((unused) => `${signature.slice(0, -1)}${ALPHABET[base + unused]}`);
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

async function send(body: unknown, headers: Record<string, string>) {
  const response = await fetch(`${server.url}/Api/System/echo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { code: number }).code;
}

describe('a captured request', () => {
  it('runs once, whichever spelling of its signature is replayed', async () => {
    const client = new TestClient(server.url);
    const sealed = await client.session.seal('/Api/System/echo', { message: 'place the order' });
    const spellings = spellingsOf(sealed.signature);
    expect(spellings).toContain(sealed.signature);
    expect(new Set(spellings).size).toBe(4);
    expect(await send(sealed.body, sealed.headers)).toBe(CODE.success);
    for (const spelling of spellings) {
      const code = await send(sealed.body, { ...sealed.headers, signature: spelling });
      expect(code, `signature spelled ${spelling}`).toBe(spelling === sealed.signature ? CODE.replayed : CODE.badSignature);
    }
  });

  it('is refused in another spelling even before the original was seen', async () => {
    const client = new TestClient(server.url);
    const sealed = await client.session.seal('/Api/System/echo', { message: 'x' });
    const others = spellingsOf(sealed.signature).filter((spelling) => spelling !== sealed.signature);
    for (const spelling of others) expect(await send(sealed.body, { ...sealed.headers, signature: spelling })).toBe(CODE.badSignature);
    expect(await send(sealed.body, sealed.headers)).toBe(CODE.success);
  });

  it('fails its signature when its token header is swapped, added or removed', async () => {
    const client = new TestClient(server.url);
    const withToken = await client.session.seal('/Api/System/echo', { message: 'x' }, { token: 'token-of-alice' });
    expect(await send(withToken.body, { ...withToken.headers, token: 'token-of-bob' })).toBe(CODE.badSignature);
    const { token: _dropped, ...withoutToken } = withToken.headers;
    expect(await send(withToken.body, withoutToken)).toBe(CODE.badSignature);
    const anonymous = await client.session.seal('/Api/System/echo', { message: 'y' });
    expect(await send(anonymous.body, { ...anonymous.headers, token: 'token-of-bob' })).toBe(CODE.badSignature);
    expect(await send(withToken.body, withToken.headers)).toBe(CODE.success);
    expect(await send(anonymous.body, anonymous.headers)).toBe(CODE.success);
  });
});
