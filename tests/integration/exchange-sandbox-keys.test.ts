// "Create sandbox keys" over real HTTP: the server opens a funded account on an embedded sandbox
// exchange and hands back a key pair that works for any Binance client and binds like any other;
// venues that are not the server's sandboxes are refused, and a user gets a few pairs an hour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCode, registerAccount } from '../support/accounts.ts';
import { type ExchangeTestServer, startExchangeTestServer } from '../support/exchange-server.ts';
import { type MailCatcher, startMailCatcher } from '../support/mail-catcher.ts';
import { TestClient } from '../support/start-test-server.ts';
import { sandboxBinance } from './sandbox-ccxt-client.ts';

interface Keys {
  api_key: string;
  secret: string;
}

let server: ExchangeTestServer;
let mail: MailCatcher;
let user: TestClient;
/** Key pairs this user has been given so far (the hourly limit counts them). */
let created = 0;

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startExchangeTestServer({ SMTP_URL: mail.url });
  user = (await registerAccount(server as never, mail)).client;
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await mail?.close();
});

const createKeys = (client: TestClient, web: string) => client.call<Keys>('/Api/Account/create_sandbox_keys', { web });

async function freshKeys(web: string): Promise<Keys> {
  const keys = expectCode(await createKeys(user, web), 1000).data;
  created++;
  return keys;
}

/** The embedded sandbox's own base URL, as the server registered it. */
function sandboxUrl(web: string): string {
  const publicUrl = server.runtime.venues.registry.get(web)?.apiUrls?.['public'];
  if (!publicUrl) throw new Error(`${web} is not registered`);
  return publicUrl.replace(/\/api\/v3$/, '');
}

describe('creating sandbox keys', () => {
  it('gives a new key pair each time, for an account funded like a test account, that ccxt can use', async () => {
    const first = await freshKeys('sandbox-a');
    const second = await freshKeys('sandbox-a');
    expect(first.api_key).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(first.secret).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(second.api_key).not.toBe(first.api_key);

    const exchange = sandboxBinance(sandboxUrl('sandbox-a'), { apiKey: first.api_key, secret: first.secret });
    const balance = await exchange.fetchBalance();
    expect(balance.total).toMatchObject({ USDT: 100_000, BTC: 10, ETH: 100, BNB: 100, DEMO: 1_000_000, CAKE: 10_000 });
    // The pair test accounts start on is listed, and the account holds both of its coins.
    const markets = await exchange.loadMarkets();
    expect(markets['CAKE/BNB']).toMatchObject({ base: 'CAKE', quote: 'BNB', active: true });
    const order = await exchange.createOrder('CAKE/BNB', 'limit', 'sell', 10, 1, { clientOrderId: 'sandbox-keys-1' });
    expect(order.status).toBe('open');
    await exchange.cancelOrder(String(order.id), 'CAKE/BNB');
  });

  it('tells a designated test account to start on CAKE/BNB, and an ordinary account nothing', async () => {
    const forDemo = expectCode(await createKeys(server.demo, 'sandbox-a'), 1000).data as Keys & { default_pair?: unknown };
    expect(forDemo.default_pair).toEqual({ base: 'CAKE', quote: 'BNB' });
    const forUser = (await freshKeys('sandbox-a')) as Keys & { default_pair?: unknown };
    expect(forUser).not.toHaveProperty('default_pair');
  });

  it('creates keys on the second sandbox too, and they bind and show their balances without any file', async () => {
    const keys = await freshKeys('sandbox-b');
    const bound = expectCode(
      await user.call<{ account: { web: string; status: string }; balance: { balances: Array<{ currency: string; total: number }> } }>(
        '/Api/Account/bind_exchange_account',
        { web: 'sandbox-b', remark: 'Practice', ...keys },
      ),
      1000,
    ).data;
    expect(bound.account).toMatchObject({ web: 'sandbox-b', status: 'normal' });
    const totals = Object.fromEntries(bound.balance.balances.map((row) => [row.currency, row.total]));
    expect(totals).toMatchObject({ CAKE: 10_000, BNB: 100, USDT: 100_000 });
  });

  it("refuses an exchange that is not one of the server's sandboxes, in the user's language", async () => {
    const refused = await createKeys(user, 'binance');
    expectCode(refused, 4108);
    expect(refused.msg).toBe('Sandbox keys can only be created on a sandbox exchange.');
    // A simulated venue the server did not start is not its to open accounts on.
    expectCode(await createKeys(user, 'sandbox-t'), 4108);
    expectCode(await createKeys(user, 'no-such-exchange'), 4103);
    user.language = 'zh';
    expect((await createKeys(user, 'binance')).msg).toBe('只有沙盒交易所才能创建沙盒密钥。');
    user.language = 'en';
  });

  it('is for signed-in users only', async () => {
    expectCode(await createKeys(new TestClient(server.url), 'sandbox-a'), 2000);
  });

  it('gives a user at most ten key pairs an hour', async () => {
    while (created < 10) await freshKeys('sandbox-a');
    const refused = await createKeys(user, 'sandbox-a');
    expectCode(refused, 1429);
    expect((refused.data as unknown as { retry_after: number }).retry_after).toBeGreaterThan(0);
    // Another user's allowance is their own.
    expectCode(await createKeys(server.demo, 'sandbox-a'), 1000);
  });
});
