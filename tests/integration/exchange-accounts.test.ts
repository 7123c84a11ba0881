// Binding exchange accounts over real HTTP against running sandbox exchanges: real keys verified by
// a real balance call, wrong keys refused, one account per exchange, the venue's field rules,
// editing and unbinding, balances and their refresh, and secrets that never leave the server or
// reach its log.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeAccounts, robots, users } from '../../src/server/db/schema/index.ts';
import { expectCode, registerAccount } from '../support/accounts.ts';
import { type ExchangeTestServer, startExchangeTestServer } from '../support/exchange-server.ts';
import { type MailCatcher, startMailCatcher } from '../support/mail-catcher.ts';
import type { TestClient } from '../support/start-test-server.ts';
import { withOutage } from '../support/venue-outage.ts';

interface AccountView {
  id: number;
  web: string;
  exchange: string;
  remark: string;
  api_key_masked: string;
  fields_set: string[];
  withdraw_enabled: boolean | null;
  status: string;
}
interface Balance {
  balances: Array<{ currency: string; free: number; locked: number; total: number }>;
  zero: boolean;
  status: string;
}
interface Bound {
  account: AccountView;
  balance: Balance | null;
  warnings: string[];
}

let server: ExchangeTestServer;
let mail: MailCatcher;
let user: TestClient;
let userName: string;
/** Every secret and key this file sends: none may appear in an answer or a log line. */
const secrets: string[] = [];
const answers: string[] = [];

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startExchangeTestServer({ SMTP_URL: mail.url });
  const registered = await registerAccount(server as never, mail);
  user = registered.client;
  userName = registered.userName;
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await mail?.close();
});

async function call<T>(client: TestClient, path: string, payload: unknown) {
  const result = await client.call<T>(path, payload);
  answers.push(JSON.stringify(result));
  return result;
}

async function sandboxKeys(balances: Record<string, string> = { USDT: '5000', BTC: '0.5' }, permissions: Record<string, boolean> = {}) {
  const account = await server.extra.createAccount({ balances, permissions });
  secrets.push(account.apiKey, account.secret);
  return { api_key: account.apiKey, secret: account.secret };
}

const bind = (client: TestClient, form: Record<string, unknown>) => call<Bound>(client, '/Api/Account/bind_exchange_account', form);
const list = async (client: TestClient) =>
  (await call<{ list: AccountView[] }>(client, '/Api/Account/get_exchange_accounts', {})).data.list;

describe('the demo user', () => {
  it('finds both sandbox exchanges already bound, with their demo balances', async () => {
    const accounts = await list(server.demo);
    expect(accounts.map((account) => [account.web, account.exchange, account.remark, account.status])).toEqual([
      ['sandbox-a', 'Sandbox A', 'Sandbox A demo', 'normal'],
      ['sandbox-b', 'Sandbox B', 'Sandbox B demo', 'normal'],
    ]);
    expect(accounts[0]!.api_key_masked).toMatch(/^.{4}….{4}$/);
    expect(accounts[0]!.withdraw_enabled).toBe(false);
    const balance = expectCode(
      await call<Balance>(server.demo, '/Api/Account/get_exchange_account_balance', { id: accounts[0]!.id }),
      1000,
    ).data;
    expect(balance.zero).toBe(false);
    expect(balance.balances.find((row) => row.currency === 'USDT')?.total).toBeGreaterThan(0);
  });

  it('gets the balances of a pair on a bound venue, and is sent to bind one on a venue without', async () => {
    const pair = expectCode(
      await call<{ balances: Array<{ currency: string; total: number }> }>(server.demo, '/Api/Wallet/get_currency_balance', {
        web: 'sandbox-a',
        yenUnit1: 'btc',
        yenUnit2: 'USDT',
      }),
      1000,
    ).data;
    expect(pair.balances.map((row) => row.currency)).toEqual(['BTC', 'USDT']);
    expect(pair.balances[0]!.total).toBeGreaterThan(0);
    const unbound = await call(server.demo, '/Api/Wallet/get_currency_balance', { web: 'sandbox-t', yenUnit1: 'BTC', yenUnit2: 'USDT' });
    expectCode(unbound, 2092);
    expect(unbound.msg).toBe('Please link an account on this exchange first.');
  });
});

describe('binding an account', () => {
  it('verifies real keys with a balance call, then lists the account with a masked key only', async () => {
    const keys = await sandboxKeys();
    const bound = expectCode(
      await bind(user, { web: 'sandbox-t', remark: 'Main desk', ...keys, ip_whitelist: '10.0.0.1, 10.0.0.2' }),
      1000,
    ).data;
    expect(bound.account).toMatchObject({
      web: 'sandbox-t',
      exchange: 'Sandbox T',
      remark: 'Main desk',
      status: 'normal',
      fields_set: ['api_key', 'secret'],
      withdraw_enabled: false,
    });
    expect(bound.account.api_key_masked).toBe(`${keys.api_key.slice(0, 4)}…${keys.api_key.slice(-4)}`);
    expect(bound.balance?.balances).toEqual([
      { currency: 'BTC', free: 0.5, locked: 0, total: 0.5 },
      { currency: 'USDT', free: 5000, locked: 0, total: 5000 },
    ]);
    expect(bound.warnings).toEqual([]);
    expect((await list(user)).map((account) => account.web)).toEqual(['sandbox-t']);

    const [row] = await server.runtime.database.db.select().from(exchangeAccounts).where(eq(exchangeAccounts.id, bound.account.id));
    expect(row!.credentialsSealed.startsWith('sb1.')).toBe(true);
    expect(JSON.stringify(row)).not.toContain(keys.secret);
    expect(JSON.stringify(row)).not.toContain(keys.api_key);
    expect(row!.ipWhitelist).toBe('10.0.0.1,10.0.0.2');
  });

  it('refuses a second account on the same exchange: "Exchange already linked"', async () => {
    const result = await bind(user, { web: 'sandbox-t', remark: 'Second', ...(await sandboxKeys()) });
    expectCode(result, 4101);
    expect(result.msg).toBe('Exchange already linked');
  });

  it('refuses keys the venue does not accept: "Verification failed for linked account"', async () => {
    const other = (await registerAccount(server as never, mail)).client;
    const unknownKey = await bind(other, { web: 'sandbox-t', remark: 'Wrong', api_key: 'K'.repeat(64), secret: 'S'.repeat(64) });
    expectCode(unknownKey, 4102);
    expect(unknownKey.msg).toBe('Verification failed for linked account');
    const keys = await sandboxKeys();
    // The secret's last character changed: to "x", or to "y" for a secret that already ends in "x"
    // (about one in sixty), which would otherwise be sent unchanged and accepted.
    const changedLast = keys.secret.endsWith('x') ? 'y' : 'x';
    const wrongSecret = await bind(other, {
      web: 'sandbox-t',
      remark: 'Wrong',
      api_key: keys.api_key,
      secret: `${keys.secret.slice(0, -1)}${changedLast}`,
    });
    expectCode(wrongSecret, 4102);
    expect(await list(other)).toEqual([]);
  });

  it('applies the key rules of spec §5 and the fields the venue needs', async () => {
    const same = await bind(user, { web: 'sandbox-a', remark: 'Same', api_key: 'abcDEF123', secret: 'abcDEF123' });
    expectCode(same, 1010);
    expect(same.msg).toBe('Key and secret must not be identical.');
    const spaced = await bind(user, { web: 'sandbox-a', remark: 'Spaced', api_key: 'abc DEF', secret: 'xyz' });
    expectCode(spaced, 1010);
    expect(spaced.msg).toBe('Key and secret must not contain spaces.');
    const noSecret = await bind(user, { web: 'sandbox-a', remark: 'No secret', api_key: 'abcDEF123' });
    expectCode(noSecret, 1010);
    expect(noSecret.data).toEqual({ issues: [{ path: 'secret', message: 'This field is required.' }] });
    // OKX issues an API password (passphrase) with its keys: its registry entry says so.
    const okx = await bind(user, { web: 'okx', remark: 'OKX', api_key: 'abcDEF123', secret: 'xyz789' });
    expectCode(okx, 1010);
    expect(okx.data).toEqual({ issues: [{ path: 'api_password', message: 'This field is required.' }] });
    expectCode(await bind(user, { web: 'no-such-exchange', remark: 'X', api_key: 'a1', secret: 'b2' }), 4103);
    const badIp = await bind(user, { web: 'sandbox-a', remark: 'IP', api_key: 'a1', secret: 'b2', ip_whitelist: '300.1.1.1' });
    expectCode(badIp, 1010);
  });

  it('shows an empty account as "account balance 0" and warns about a key that may withdraw', async () => {
    const other = (await registerAccount(server as never, mail)).client;
    const bound = expectCode(
      await bind(other, { web: 'sandbox-t', remark: 'Empty', ...(await sandboxKeys({}, { withdraw: true })) }),
      1000,
    ).data;
    expect(bound.balance).toMatchObject({ balances: [], zero: true });
    expect(bound.warnings).toEqual(['withdrawEnabled']);
    expect(bound.account.withdraw_enabled).toBe(true);
  });
});

describe('editing and unbinding', () => {
  it('renames without touching the venue, replaces keys only after verifying them, and keeps the old ones on failure', async () => {
    const [account] = await list(user);
    const renamed = expectCode(
      await call<Bound>(user, '/Api/Account/update_exchange_account', { id: account!.id, remark: 'Renamed' }),
      1000,
    ).data;
    expect(renamed.account.remark).toBe('Renamed');
    expect(renamed.balance).toBeNull();

    const wrong = await call(user, '/Api/Account/update_exchange_account', { id: account!.id, secret: 'W'.repeat(64) });
    expectCode(wrong, 4102);
    expectCode(await call(user, '/Api/Account/get_exchange_account_balance', { id: account!.id }), 1000);

    const fresh = await sandboxKeys({ USDT: '42' });
    const replaced = expectCode(await call<Bound>(user, '/Api/Account/update_exchange_account', { id: account!.id, ...fresh }), 1000).data;
    expect(replaced.account.api_key_masked).toBe(`${fresh.api_key.slice(0, 4)}…${fresh.api_key.slice(-4)}`);
    expect(replaced.balance?.balances).toEqual([{ currency: 'USDT', free: 42, locked: 0, total: 42 }]);
  });

  it('marks an account whose venue stops answering as unreachable, and normal again once it answers', async () => {
    const [account] = await list(user);
    await withOutage(server.extra, '/api/v3/account', async () => {
      const refresh = await call(user, '/Api/Account/get_exchange_account_balance', { id: account!.id });
      expectCode(refresh, 4105);
      expect((await list(user))[0]!.status).toBe('unreachable');
    });
    expectCode(await call(user, '/Api/Account/get_exchange_account_balance', { id: account!.id }), 1000);
    expect((await list(user))[0]!.status).toBe('normal');
  });

  it("never lets one user see, edit or delete another's account", async () => {
    const [demoAccount] = await list(server.demo);
    expectCode(await call(user, '/Api/Account/get_exchange_account_balance', { id: demoAccount!.id }), 4104);
    expectCode(await call(user, '/Api/Account/update_exchange_account', { id: demoAccount!.id, remark: 'Mine' }), 4104);
    expectCode(await call(user, '/Api/Account/delete_exchange_account', { id: demoAccount!.id }), 4104);
    expect((await list(server.demo)).length).toBe(2);
  });

  it('refuses to unbind an account a bot trades on or follows until the bot is stopped', async () => {
    const [account] = await list(user);
    const db = server.runtime.database.db;
    const [owner] = await db.select().from(users).where(eq(users.userName, userName));
    const bot = { userId: owner!.id, kind: 'grid', base: 'BTC', quote: 'USDT', params: {} };
    const [trading] = await db
      .insert(robots)
      .values({ ...bot, web: account!.web, status: 'running' })
      .returning();
    const [following] = await db
      .insert(robots)
      .values({ ...bot, web: 'sandbox-a', secondWeb: account!.web, status: 'paused' })
      .returning();
    try {
      const refused = expectCode(await call(user, '/Api/Account/delete_exchange_account', { id: account!.id }), 4107);
      expect(refused.msg).toBe('Bots are running on this account. Stop them before unbinding it.');
      await db.update(robots).set({ status: 'stopped' }).where(eq(robots.id, trading!.id));
      expectCode(await call(user, '/Api/Account/delete_exchange_account', { id: account!.id }), 4107);
      expect(await list(user)).toHaveLength(1);
    } finally {
      await db.delete(robots).where(eq(robots.id, trading!.id));
      await db.delete(robots).where(eq(robots.id, following!.id));
    }
  });

  it('unbinds an account, after which the exchange can be bound again', async () => {
    const [account] = await list(user);
    expectCode(await call(user, '/Api/Account/delete_exchange_account', { id: account!.id }), 1000);
    expect(await list(user)).toEqual([]);
    expectCode(await call(user, '/Api/Account/delete_exchange_account', { id: account!.id }), 4104);
    expectCode(await bind(user, { web: 'sandbox-t', remark: 'Again', ...(await sandboxKeys()) }), 1000);
  });

  it('needs a logged-in user', async () => {
    const token = user.token;
    user.token = null;
    try {
      expectCode(await user.call('/Api/Account/get_exchange_accounts', {}), 2000);
    } finally {
      user.token = token;
    }
  });
});

describe('secrets', () => {
  it('keeps the demo keys file private to the server user', () => {
    expect(statSync(join(server.dataDir, 'sandbox-demo-keys.json')).mode & 0o777).toBe(0o600);
  });

  it('appear in no answer and no log line', () => {
    expect(secrets.length).toBeGreaterThan(10);
    const log = server.log();
    expect(log.length).toBeGreaterThan(0);
    // The demo keys the server bound at start, as written to the data folder for the user.
    const demoKeys = Object.values(
      JSON.parse(readFileSync(join(server.dataDir, 'sandbox-demo-keys.json'), 'utf8')) as Record<
        string,
        { apiKey: string; secret: string }
      >,
    );
    expect(demoKeys).toHaveLength(2);
    for (const secret of [...secrets, ...demoKeys.flatMap((keys) => [keys.apiKey, keys.secret])]) {
      for (const answer of answers) expect(answer).not.toContain(secret);
      expect(log).not.toContain(secret);
    }
  });
});
