// Login over real HTTP: the printed demo credentials, the safe-login second step with the mailed
// code, wrong passwords and the lockouts per account and per IP, and logout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountInfo } from '../../src/shared/contracts/account/get-account-info.ts';
import { expectCode, PASSWORD, registerAccount } from '../support/accounts.ts';
import { type MailCatcher, startMailCatcher } from '../support/mail-catcher.ts';
import { TestClient, type TestServer, startTestServer } from '../support/start-test-server.ts';

let server: TestServer;
let mail: MailCatcher;

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestServer({ SMTP_URL: mail.url, DEMO_ACCOUNT: 'tryme01', DEMO_PASSWORD: 'Try@me2026' });
});
afterAll(async () => {
  await server?.stop();
  await mail?.close();
});

type Challenge = { account: string; email: string; auth_code_required: boolean; reasons: string[]; expires_in: number; resend_in: number };
type Token = { login_token: string; user_name: string };

describe('login', () => {
  it('logs in with the printed demo credentials at once, without a code', async () => {
    expect(server.startLines).toEqual(expect.arrayContaining(['demo account: tryme01', 'demo password: Try@me2026']));
    const client = new TestClient(server.url);
    const login = expectCode(await client.call<Token>('/Api/Account/login', { account: 'tryme01', password: 'Try@me2026' }), 1000);
    expect(login.data.user_name).toBe('tryme01');
    expect(login.data.login_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    client.token = login.data.login_token;
    const info = expectCode(await client.call<AccountInfo>('/Api/Account/get_account_info', {}), 1000).data;
    expect(info).toMatchObject({ email: 'demo@example.com', type: 1, level: 'flagship', plan_expired: false, safe_login: false });
    expect(info.available_time).toBeGreaterThan(Date.now() + 5 * 365 * 24 * 3600 * 1000);
  });

  it('answers 2016 for the demo user on a second device and again on a new IP, and the mailed code completes it', async () => {
    const device = new TestClient(server.url);
    const first = expectCode(await device.call<Challenge>('/Api/Account/login', { account: 'tryme01', password: 'Try@me2026' }), 2016);
    expect(first.msg).toBe('Safe login verification is needed.');
    expect(first.data).toMatchObject({
      account: 'tryme01',
      email: 'de***@example.com',
      auth_code_required: false,
      reasons: ['new_device'],
    });
    const code = await mail.nextCode('demo@example.com');
    const done = expectCode(await device.call<Token>('/Api/Account/login_code', { account: 'tryme01', email_code: code }), 1000);
    device.token = done.data.login_token;
    expectCode(await device.call('/Api/Account/get_account_info', {}), 1000);

    // The same device from another address is known as a device, not as an IP.
    const moved = device.fromAddress('127.0.0.7');
    const again = expectCode(await moved.call<Challenge>('/Api/Account/login', { account: 'tryme01', password: 'Try@me2026' }), 2016);
    expect(again.data.reasons).toEqual(['new_ip']);
    const ipCode = await mail.nextCode('demo@example.com');
    expectCode(await moved.call('/Api/Account/login_code', { account: 'tryme01', email_code: ipCode }), 1000);
  });

  it('logs in by username or e-mail in any letter case; a registered user (safe login on) always takes the second step', async () => {
    const account = await registerAccount(server, mail);
    for (const typed of [account.userName.toUpperCase(), account.email.toUpperCase()]) {
      const client = new TestClient(server.url);
      const challenge = expectCode(await client.call<Challenge>('/Api/Account/login', { account: typed, password: PASSWORD }), 2016);
      expect(challenge.data.reasons).toEqual(['safe_login', 'new_device']);
      expect(challenge.data).toMatchObject({ account: account.userName, expires_in: 600 });
      const code = await mail.nextCode(account.email);
      expectCode(await client.call<Token>('/Api/Account/login_code', { account: typed, email_code: code }), 1000);
    }
    // The registering device is known: only safe login asks for the code there.
    const again = expectCode(
      await account.client.call<Challenge>('/Api/Account/login', { account: account.userName, password: PASSWORD }),
      2016,
    );
    expect(again.data.reasons).toEqual(['safe_login']);
    await mail.next(account.email);
  });

  it('refuses a wrong code, a code from another device and a second use of a pending login', async () => {
    const account = await registerAccount(server, mail);
    const client = new TestClient(server.url);
    expectCode(await client.call('/Api/Account/login', { account: account.userName, password: PASSWORD }), 2016);
    const code = await mail.nextCode(account.email);
    const wrong = code === '111111' ? '111112' : '111111';
    expectCode(await client.call('/Api/Account/login_code', { account: account.userName, email_code: wrong }), 4002);
    // Another device that never passed the password check has no pending login.
    const stranger = new TestClient(server.url);
    const expired = expectCode(await stranger.call('/Api/Account/login_code', { account: account.userName, email_code: code }), 4011);
    expect(expired.msg).toBe('Verification has expired. Please start again.');
    expectCode(await client.call('/Api/Account/login_code', { account: account.userName, email_code: code }), 1000);
    expectCode(await client.call('/Api/Account/login_code', { account: account.userName, email_code: code }), 4011);
  });

  it('resends the login code only for a pending login, and not within a minute', async () => {
    const account = await registerAccount(server, mail);
    const client = new TestClient(server.url);
    expectCode(await client.call('/Api/Account/send_email', { purpose: 'login', account: account.userName }), 4011);
    const challenge = expectCode(
      await client.call<Challenge>('/Api/Account/login', { account: account.userName, password: PASSWORD }),
      2016,
    );
    expect(challenge.data.resend_in).toBe(60);
    await mail.next(account.email);
    expectCode(await client.call('/Api/Account/send_email', { purpose: 'login', account: account.userName }), 1429);
    // Logging in again within the minute does not send another mail: the first code still works.
    const again = expectCode(await client.call<Challenge>('/Api/Account/login', { account: account.userName, password: PASSWORD }), 2016);
    expect(again.data.resend_in).toBeGreaterThan(0);
    expect(mail.messages.filter((m) => m.to.includes(account.email))).toHaveLength(2); // register + one login code
  });

  it('answers the same 4001 for a wrong password and an unknown account', async () => {
    const client = new TestClient(server.url, { localAddress: '127.0.0.8' });
    const wrong = expectCode(await client.call('/Api/Account/login', { account: 'tryme01', password: 'Wrong@1234' }), 4001);
    const unknown = expectCode(await client.call('/Api/Account/login', { account: 'nobody99', password: 'Wrong@1234' }), 4001);
    expect(wrong.msg).toBe('Incorrect account or password.');
    expect(unknown.msg).toBe(wrong.msg);
    client.language = 'zh';
    expect((await client.call('/Api/Account/login', { account: 'nobody99', password: 'x' })).msg).toBe('账号或密码错误。');
    const empty = expectCode(await client.call('/Api/Account/login', { account: '', password: '' }), 1010);
    expect(empty.msg).toBe('请输入用户名或邮箱。');
  });

  it('locks an account on the IP after five wrong passwords, even against the right one, in the caller language', async () => {
    const account = await registerAccount(server, mail);
    const client = new TestClient(server.url, { localAddress: '127.0.0.9' });
    for (let i = 0; i < 4; i++)
      expectCode(await client.call('/Api/Account/login', { account: account.userName, password: 'Wrong@1234' }), 4001);
    const locked = expectCode(
      await client.call<{ retry_after: number }>('/Api/Account/login', { account: account.userName, password: 'Wrong@1234' }),
      4009,
    );
    expect(locked.msg).toBe('Too many failed attempts. For your security this is locked; please try again in 15 minutes.');
    expect(locked.data.retry_after).toBe(900);
    // Typing the e-mail instead of the name is the same account.
    client.language = 'ko';
    const byEmail = expectCode(await client.call('/Api/Account/login', { account: account.email, password: PASSWORD }), 4009);
    expect(byEmail.msg).toMatch(/분 후에 다시 시도해 주세요\.$/);
    // The lock is on this (account, IP) pair: from the owner's own IP the right password still
    // reaches the second step.
    expectCode(await new TestClient(server.url).call('/Api/Account/login', { account: account.userName, password: PASSWORD }), 2016);
    await mail.next(account.email);
  });

  it('locks an IP out after 30 wrong passwords across accounts, and only that IP', async () => {
    const client = new TestClient(server.url, { localAddress: '127.0.0.10' });
    for (let i = 0; i < 29; i++) {
      expectCode(await client.call('/Api/Account/login', { account: `ghost${i}user`, password: 'Wrong@1234' }), 4001);
    }
    expectCode(await client.call('/Api/Account/login', { account: 'ghost29user', password: 'Wrong@1234' }), 4009);
    expectCode(await client.call('/Api/Account/login', { account: 'tryme01', password: 'Try@me2026' }), 4009);
    expectCode(await new TestClient(server.url).call('/Api/Account/login', { account: 'tryme01', password: 'Try@me2026' }), 2016);
    await mail.next('demo@example.com');
  });

  it('logs out: the token stops working (2001), and logging out again still answers 1000', async () => {
    const account = await registerAccount(server, mail);
    const { client } = account;
    expectCode(await client.call('/Api/Account/get_account_info', {}), 1000);
    expectCode(await client.call('/Api/Account/logout', { account: account.userName }), 1000);
    const after = expectCode(await client.call('/Api/Account/get_account_info', {}), 2001);
    expect(after.msg).toBe('Your session is no longer valid. Please log in again.');
    expectCode(await client.call('/Api/Account/logout', { account: account.userName }), 1000);
    client.token = null;
    expect(expectCode(await client.call('/Api/Account/get_account_info', {}), 2000).msg).toBe('Please log in.');
  });
});
