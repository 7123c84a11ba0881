// Sessions over real HTTP: multi-device login, IP verification from another loopback address,
// tokens bound to their device, replayed and forged requests, password changes and login records.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountInfo } from '../../src/shared/contracts/account/get-account-info.ts';
import type { SecurityState } from '../../src/shared/contracts/account/security-state.ts';
import { expectCode, issuesOf, loginOnNewDevice, PASSWORD, registerAccount, type TestAccount } from '../support/accounts.ts';
import { fileServerWithMail } from '../support/server-with-mail.ts';
import { TestClient } from '../support/start-test-server.ts';

const { server, mail } = fileServerWithMail();

const DAY = 24 * 60 * 60 * 1000;

/** Sends the "security" code to the account's address and reads it from the mail. */
async function securityCode(account: TestAccount, client: TestClient = account.client): Promise<string> {
  expectCode(await client.call('/Api/Account/send_email', { purpose: 'security' }), 1000);
  return mail.nextCode(account.email);
}

describe('multi-device login', () => {
  it('while off, a login on another device ends this session: its next call answers 2014', async () => {
    const account = await registerAccount(server, mail);
    const off = expectCode(await account.client.call<SecurityState>('/Api/Account/multi_login_set', { multi_login: false }), 1000);
    expect(off.data.multi_login).toBe(false);
    const laptop = await loginOnNewDevice(server, mail, account);
    const ended = expectCode(await account.client.call('/Api/Account/get_account_info', {}), 2014);
    expect(ended.msg).toBe('Your account was signed in on another device. Please log in again.');
    expectCode(await laptop.call('/Api/Account/get_account_info', {}), 1000);
  });

  it('turning it off ends the other sessions at once; turning it on needs the security code', async () => {
    const account = await registerAccount(server, mail);
    const phone = await loginOnNewDevice(server, mail, account);
    expectCode(await account.client.call('/Api/Account/multi_login_set', { multi_login: false }), 1000);
    expectCode(await phone.call('/Api/Account/get_account_info', {}), 2014);

    const missing = expectCode(await account.client.call('/Api/Account/multi_login_set', { multi_login: true }), 1010);
    expect(issuesOf(missing)).toEqual({ email_code: 'Please enter the email verification code.' });
    const code = await securityCode(account);
    const on = expectCode(
      await account.client.call<SecurityState>('/Api/Account/multi_login_set', { multi_login: true, email_code: code }),
      1000,
    );
    expect(on.data.multi_login).toBe(true);
    // The code was used up.
    expectCode(await account.client.call('/Api/Account/safe_login_set', { safe_login: false, email_code: code }), 4002);
  });
});

describe('IP verification', () => {
  it('refuses the session from another IP with 2015; off (with the code) it lets it through for 7 days; on again it refuses', async () => {
    const account = await registerAccount(server, mail);
    const elsewhere = account.client.fromAddress('127.0.0.2');
    const refused = expectCode(await elsewhere.call('/Api/Account/get_account_info', {}), 2015);
    expect(refused.msg).toBe('Current IP invalid, please log in again.');
    elsewhere.language = 'zh';
    expect((await elsewhere.call('/Api/Account/get_account_info', {})).msg).toBe('当前 IP 无效，请重新登录。');

    const code = await securityCode(account);
    const before = Date.now();
    const off = expectCode(
      await account.client.call<SecurityState>('/Api/Account/ip_check_set', { ip_check: false, email_code: code }),
      1000,
    );
    expect(off.data.ip_check).toBe(false);
    expect(off.data.ip_check_reenable_at).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(off.data.ip_check_reenable_at).toBeLessThanOrEqual(Date.now() + 7 * DAY);
    const info = expectCode(await elsewhere.call<AccountInfo>('/Api/Account/get_account_info', {}), 1000).data;
    expect(info).toMatchObject({ ip_check: false, ip_check_reenable_at: off.data.ip_check_reenable_at });

    const on = expectCode(await account.client.call<SecurityState>('/Api/Account/ip_check_set', { ip_check: true }), 1000);
    expect(on.data).toMatchObject({ ip_check: true, ip_check_reenable_at: null });
    expectCode(await elsewhere.call('/Api/Account/get_account_info', {}), 2015);
  });

  it('turning it off needs the security code', async () => {
    const account = await registerAccount(server, mail);
    const missing = expectCode(await account.client.call('/Api/Account/ip_check_set', { ip_check: false }), 1010);
    expect(issuesOf(missing)).toEqual({ email_code: 'Please enter the email verification code.' });
    expectCode(await account.client.call('/Api/Account/ip_check_set', { ip_check: false, email_code: '000000' }), 4002);
  });
});

describe('tokens and requests that are not what they claim', () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await registerAccount(server, mail);
  });

  it('a token taken to another device is refused (2001)', async () => {
    const thief = new TestClient(server.url);
    thief.token = account.client.token;
    expectCode(await thief.call('/Api/Account/get_account_info', {}), 2001);
    // Nor can the other device log the owner out.
    expectCode(await thief.call('/Api/Account/logout', {}), 1000);
    expectCode(await account.client.call('/Api/Account/get_account_info', {}), 1000);
  });

  it('a made-up token answers 2001 and no token 2000', async () => {
    const client = new TestClient(server.url);
    client.token = 'A'.repeat(43);
    expectCode(await client.call('/Api/Account/get_account_info', {}), 2001);
    client.token = null;
    expectCode(await client.call('/Api/Account/get_account_info', {}), 2000);
  });

  it('a replayed request is refused (1104) and a forged signature too (1102)', async () => {
    const client = account.client;
    const sealed = await client.session.seal('/Api/Account/get_account_info', {}, { token: client.token ?? '', language: 'en' });
    const headers = { 'content-type': 'application/json', ...sealed.headers };
    const body = JSON.stringify(sealed.body);
    const first = await client.post('/Api/Account/get_account_info', headers, body);
    expect((first.json as { code: number }).code).toBe(1000);
    const replay = await client.post('/Api/Account/get_account_info', headers, body);
    expect(replay.json).toMatchObject({ code: 1104, data: null });

    const fresh = await client.session.seal(
      '/Api/Account/update_password',
      { old_password: PASSWORD, password: 'Hijack#2026', password_confirm: 'Hijack#2026' },
      { token: client.token ?? '' },
    );
    const forgedSignature = `${fresh.signature.slice(0, -2)}${fresh.signature.endsWith('AA') ? 'AB' : 'AA'}`;
    const forged = await client.post(
      '/Api/Account/update_password',
      { 'content-type': 'application/json', ...fresh.headers, signature: forgedSignature },
      JSON.stringify(fresh.body),
    );
    expect(forged.json).toMatchObject({ code: 1102, data: null });
    // The password did not change.
    expectCode(await new TestClient(server.url).call('/Api/Account/login', { account: account.userName, password: PASSWORD }), 2016);
    await mail.next(account.email);
  });
});

describe('password change', () => {
  it('needs the current password; the other sessions then answer 2020 and this one goes on', async () => {
    const account = await registerAccount(server, mail);
    const other = await loginOnNewDevice(server, mail, account);
    const { client } = account;
    const wrong = expectCode(
      await client.call('/Api/Account/update_password', {
        old_password: 'Nope#1234',
        password: 'Newpass#2026',
        password_confirm: 'Newpass#2026',
      }),
      4010,
    );
    expect(wrong.msg).toBe('The current password is incorrect.');
    const mismatch = expectCode(
      await client.call('/Api/Account/update_password', {
        old_password: PASSWORD,
        password: 'Newpass#2026',
        password_confirm: 'Newpass#2025',
      }),
      1010,
    );
    expect(issuesOf(mismatch)).toEqual({ password_confirm: 'Passwords do not match' });
    expectCode(
      await client.call('/Api/Account/update_password', {
        old_password: PASSWORD,
        password: 'Newpass#2026',
        password_confirm: 'Newpass#2026',
      }),
      1000,
    );

    const ended = expectCode(await other.call('/Api/Account/get_account_info', {}), 2020);
    expect(ended.msg).toBe('Your password was changed. Please log in again.');
    expectCode(await client.call('/Api/Account/get_account_info', {}), 1000);
    expectCode(await new TestClient(server.url).call('/Api/Account/login', { account: account.userName, password: PASSWORD }), 4001);
    await loginOnNewDevice(server, mail, { ...account, password: 'Newpass#2026' });
  });
});

describe('login records', () => {
  it('lists the sign-ins newest first, a page at a time, with time, IP and device', async () => {
    const account = await registerAccount(server, mail);
    await loginOnNewDevice(server, mail, account, { localAddress: '127.0.0.3' });
    await loginOnNewDevice(server, mail, account, { localAddress: '127.0.0.4' });
    type Page = {
      list: Array<{ time: number; ip: string; device: string; method: string }>;
      total: number;
      page: number;
      page_size: number;
    };
    const first = expectCode(await account.client.call<Page>('/Api/Account/login_records', { page: 1, page_size: 2 }), 1000).data;
    expect(first.total).toBe(3);
    expect(first.list.map((r) => [r.ip, r.method])).toEqual([
      ['127.0.0.4', 'safe_login'],
      ['127.0.0.3', 'safe_login'],
    ]);
    expect(first.list[0]?.time).toBeGreaterThanOrEqual(first.list[1]?.time ?? 0);
    const second = expectCode(await account.client.call<Page>('/Api/Account/login_records', { page: 2, page_size: 2 }), 1000).data;
    expect(second.list.map((r) => [r.ip, r.method])).toEqual([['127.0.0.1', 'register']]);

    const browser = new TestClient(server.url);
    const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expectCode(await browser.call('/Api/Account/login', { account: account.userName, password: PASSWORD }, { 'user-agent': ua }), 2016);
    const code = await mail.nextCode(account.email);
    expectCode(await browser.call('/Api/Account/login_code', { account: account.userName, email_code: code }, { 'user-agent': ua }), 1000);
    const info = expectCode(await account.client.call<AccountInfo>('/Api/Account/get_account_info', {}), 1000).data;
    expect(info.login_records[0]).toMatchObject({ device: 'Chrome on Windows', ip: '127.0.0.1' });
    expect(info.login_records).toHaveLength(4);
    // The sign-in before this session began: the registration itself opened it, so there is none before; the first is shown.
    expect(info.last_login?.method).toBe('register');
  });
});
