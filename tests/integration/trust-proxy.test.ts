// Behind a reverse proxy every request comes from the proxy's address. TRUST_PROXY names the
// proxies whose X-Forwarded-For is believed, so login records, the new-IP check and per-IP limits
// see the client; without it the header is ignored, so a client cannot choose its own address.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginRecords, users } from '../../src/server/db/schema/index.ts';
import { expectCode } from '../support/accounts.ts';
import { type TestServer, TestClient, startTestServer } from '../support/start-test-server.ts';

/** A client whose requests arrive through a proxy that says they came from `forwardedFor`. */
class ForwardedClient extends TestClient {
  constructor(
    baseUrl: string,
    private readonly forwardedFor: string,
  ) {
    super(baseUrl);
  }

  override post(path: string, headers: Record<string, string>, body: string) {
    return super.post(path, { ...headers, 'x-forwarded-for': this.forwardedFor }, body);
  }
}

async function demoLoginAddress(server: TestServer): Promise<string | undefined> {
  const client = new ForwardedClient(server.url, '203.0.113.7');
  expectCode(await client.call('/Api/Account/login', { account: 'demo01', password: 'Demo@12345' }), 1000);
  const { db } = server.runtime.database;
  const [demo] = await db.select().from(users).where(eq(users.userName, 'demo01'));
  const [record] = await db.select().from(loginRecords).where(eq(loginRecords.userId, demo!.id));
  return record?.ip;
}

describe('TRUST_PROXY', () => {
  let trusting: TestServer;
  let plain: TestServer;
  beforeAll(async () => {
    trusting = await startTestServer({ TRUST_PROXY: '127.0.0.1' });
    plain = await startTestServer();
  }, 120_000);
  afterAll(async () => {
    await Promise.all([trusting?.stop(), plain?.stop()]);
  });

  it('set to the proxy, X-Forwarded-For decides the address of the login record', async () => {
    expect(await demoLoginAddress(trusting)).toBe('203.0.113.7');
  });

  it('unset, X-Forwarded-For is ignored: the record has the connection address', async () => {
    expect(await demoLoginAddress(plain)).toBe('127.0.0.1');
  });
});
