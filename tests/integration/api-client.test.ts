// The browser's api client (ky + the WebCrypto envelope) against the real server, in Node: what
// the user is shown for each kind of failure, error reports, and transparent recovery.
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../src/client/lib/api/api-call-error.ts';
import { createApiClient } from '../../src/client/lib/api/api-client.ts';
import type { ApiEffects } from '../../src/client/lib/api/perform-action.ts';
import { defineCall } from '../../src/shared/contracts/define-call.ts';
import { getAccountInfo } from '../../src/shared/contracts/account/get-account-info.ts';
import { checkVersion } from '../../src/shared/contracts/system/check-version.ts';
import { echo } from '../../src/shared/contracts/system/echo.ts';
import { EnvelopeSession } from '../../src/shared/protocol/envelope-session.ts';
import { requestErrorLogs } from '../../src/server/db/schema/index.ts';
import { type TestServer, startTestServer } from '../support/start-test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LATEST_VERSION: '6.4.0' });
});
afterAll(() => server?.stop());

function makeClient(baseUrl: string, now: () => number = Date.now, getToken: () => string | null = () => null) {
  const effects = {
    toast: vi.fn(),
    confirm: vi.fn(async () => true),
    chooseGas: vi.fn(async () => 'ignore' as const),
    chooseLogOrWallet: vi.fn(async () => 'wallet' as const),
    navigate: vi.fn(),
    currentPath: () => '/stocks',
    clearSession: vi.fn(),
    offerUpdate: vi.fn(async () => false),
    forceUpdate: vi.fn(),
    applyUpdate: vi.fn(),
    ignoreVersion: vi.fn(async () => undefined),
  } satisfies ApiEffects;
  const session = new EnvelopeSession({
    fetchServerKey: async () => (await (await fetch(`${baseUrl}/Api/System/server_key`)).json()).data,
    now,
  });
  const client = createApiClient({
    baseUrl,
    session,
    version: '6.3.1',
    getToken,
    getLanguage: () => 'en',
    getAccount: () => 'demo01',
    isWalletManagementPage: () => false,
    translate: (key, params) => `${key}${params ? JSON.stringify(params) : ''}`,
    effects,
  });
  return { client, effects };
}

async function waitForReport(url: string, predicate: (param: string) => boolean = () => true) {
  for (let i = 0; i < 100; i++) {
    const rows = await server.runtime.database.db.select().from(requestErrorLogs);
    const row = rows.find((r) => r.url === url && predicate(r.param));
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no error report for ${url}`);
}

describe('the api client', () => {
  it('returns the decrypted data of a successful call', async () => {
    const { client } = makeClient(server.url);
    expect(await client.call(echo, { message: 'ok' })).toMatchObject({ message: 'ok' });
  });

  it('refuses a payload that breaks the contract before sending it', async () => {
    const { client, effects } = makeClient(server.url);
    const error = await client.call(echo, { message: 'x'.repeat(10_001) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ code: 1010, handled: false });
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('hands a response code to the table (1003 → offer; refusing records the version) and reports the failure', async () => {
    const { client, effects } = makeClient(server.url);
    const error = await client.call(checkVersion, { version: '6.3.1' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 1003, handled: true });
    expect(effects.offerUpdate).toHaveBeenCalledWith(expect.objectContaining({ latest: '6.4.0' }));
    expect(effects.ignoreVersion).toHaveBeenCalledWith('6.4.0');
    const row = await waitForReport('/Api/System/check_version');
    expect(row).toMatchObject({ account: 'demo01', httpCode: 200 });
    expect(JSON.parse(row.result)).toMatchObject({ code: 1003 });
  });

  it('never sends a secret in an error report', async () => {
    const { client } = makeClient(server.url);
    const login = defineCall({
      module: 'System',
      action: 'no_such_call',
      auth: 'none',
      request: z.object({ account: z.string(), password: z.string() }),
      response: z.object({}),
    });
    await client.call(login, { account: 'demo01', password: 'Secret@123' }).catch(() => undefined);
    const row = await waitForReport('/Api/System/no_such_call');
    expect(row.param).not.toContain('Secret@123');
    expect(JSON.parse(row.param)).toEqual({ account: 'demo01', password: '[redacted]' });
  });

  it('shows the server-error text with the HTTP status', async () => {
    const { client, effects } = makeClient(server.url);
    const unbounded = defineCall({
      ...echo,
      action: 'echo',
      module: 'System',
      auth: 'none',
      request: z.object({ message: z.string() }),
      response: z.object({}),
    });
    const error = await client.call(unbounded, { message: 'x'.repeat(400 * 1024) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ httpStatus: 413, handled: true });
    expect(effects.toast).toHaveBeenCalledWith('client.serverError{"status":413}', 3000);
  });

  it('shows the network-error text when the server cannot be reached', async () => {
    const { client, effects } = makeClient('http://127.0.0.1:9');
    const error = await client.call(echo, { message: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(effects.toast).toHaveBeenCalledWith('client.networkError', 3000);
  });

  it('recovers from a device clock that jumped, without the user seeing anything', async () => {
    let skew = 0;
    const { client, effects } = makeClient(server.url, () => Date.now() + skew);
    await client.call(echo, { message: 'first' });
    skew = 20 * 60_000;
    expect(await client.call(echo, { message: 'after the jump' })).toMatchObject({ message: 'after the jump' });
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('sends the user to log in when their session ends, but not for a session they already left', async () => {
    const current = makeClient(server.url, Date.now, () => 'a-session-the-server-does-not-know');
    const ended = await current.client.call(getAccountInfo, {}).catch((e: unknown) => e);
    expect(ended).toMatchObject({ handled: true });
    expect(current.effects.clearSession).toHaveBeenCalled();
    expect(current.effects.navigate).toHaveBeenCalledWith('/login?redirect=%2Fstocks');

    // The answer to a call sent before the user logged out (the token has changed since).
    let token: string | null = 'a-session-the-server-does-not-know';
    const left = makeClient(server.url, Date.now, () => {
      const sentWith = token;
      token = null;
      return sentWith;
    });
    const late = await left.client.call(getAccountInfo, {}).catch((e: unknown) => e);
    expect(late).toMatchObject({ handled: true });
    expect(left.effects.clearSession).not.toHaveBeenCalled();
    expect(left.effects.navigate).not.toHaveBeenCalled();
    expect(left.effects.toast).not.toHaveBeenCalled();

    // A call sent after the log-out, with no session at all, has no session to end either.
    const loggedOut = makeClient(server.url, Date.now, () => null);
    const orphan = await loggedOut.client.call(getAccountInfo, {}).catch((e: unknown) => e);
    expect(orphan).toMatchObject({ handled: true });
    expect(loggedOut.effects.clearSession).not.toHaveBeenCalled();
    expect(loggedOut.effects.navigate).not.toHaveBeenCalled();
    expect(loggedOut.effects.toast).not.toHaveBeenCalled();
  });
});
