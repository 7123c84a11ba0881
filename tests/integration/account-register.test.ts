// Registration over real HTTP and real SMTP: the code comes from the mail, the invite code from the
// server's start-up lines, and every refusal carries the spec's message in the caller's language.
import { describe, expect, it } from 'vitest';
import type { AccountInfo } from '../../src/shared/contracts/account/get-account-info.ts';
import { expectCode, freshIdentity, issuesOf, PASSWORD, printedInviteCode, registerAccount } from '../support/accounts.ts';
import { fileServerWithMail } from '../support/server-with-mail.ts';
import { TestClient } from '../support/start-test-server.ts';

const { server, mail } = fileServerWithMail();

const DAY = 24 * 60 * 60 * 1000;

const form = (fields: Record<string, unknown> = {}) => {
  const { userName, email } = freshIdentity();
  return {
    user_name: userName,
    password: PASSWORD,
    password_confirm: PASSWORD,
    email,
    code: '123456',
    invite_code: printedInviteCode(server),
    agreement: true,
    ...fields,
  };
};

describe('registration', () => {
  it('a newcomer registers with the mailed code and the printed invite code, and is signed in on a 7-day Basic trial', async () => {
    const before = Date.now();
    const account = await registerAccount(server, mail);
    const info = expectCode(await account.client.call<AccountInfo>('/Api/Account/get_account_info', {}), 1000).data;
    expect(info).toMatchObject({
      user_name: account.userName,
      account: account.userName,
      email: account.email,
      level: 'personal',
      plan_expired: false,
      type: 0,
      safe_login: true,
      google_authenticator_bound: false,
      google_authenticator_switch: false,
      multi_login: true,
      ip_check: true,
      ip_check_reenable_at: null,
      telegram: null,
      language: 'en',
      theme: 'dark',
      token: account.client.token,
    });
    expect(info.available_time).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(info.available_time).toBeLessThanOrEqual(Date.now() + 7 * DAY);
    expect(info.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(info.invite_url).toBe(`${server.url}/register?code=${info.code}`);
    expect(info.login_records).toHaveLength(1);
    expect(info.login_records[0]).toMatchObject({ ip: '127.0.0.1', method: 'register' });
    expect(info.last_login?.method).toBe('register');
  });

  it("a user's own invite code registers the next user", async () => {
    const inviter = await registerAccount(server, mail);
    const code = (await inviter.client.call<AccountInfo>('/Api/Account/get_account_info', {})).data.code;
    const { userName, email } = freshIdentity();
    const client = new TestClient(server.url);
    expectCode(await client.call('/Api/Account/send_email', { purpose: 'register', email }), 1000);
    const result = await client.call('/Api/Account/register', {
      ...form({ user_name: userName, email, invite_code: code.toLowerCase() }),
      code: await mail.nextCode(email),
    });
    expectCode(result, 1000);
  });

  it.each([
    [
      'en',
      'Username must be at least 6 characters and include letters and numbers.',
      'Please enter a valid email address.',
      'Please accept the User Agreement to continue.',
      'Passwords do not match',
    ],
    ['zh', '用户名至少 6 位，且须包含字母和数字。', '请输入有效的邮箱地址。', '请阅读并同意用户协议后继续。', '两次输入的密码不一致'],
    [
      'ko',
      '사용자 이름은 6자 이상이며 영문자와 숫자를 포함해야 합니다.',
      '유효한 이메일 주소를 입력하세요.',
      '계속하려면 이용약관에 동의해 주세요.',
      '비밀번호가 일치하지 않습니다',
    ],
  ])('refuses invalid fields with the spec messages in %s', async (language, username, email, agreement, mismatch) => {
    const client = new TestClient(server.url);
    client.language = language;
    const bad = expectCode(
      await client.call('/Api/Account/register', form({ user_name: 'abc', email: 'not-an-email', agreement: false })),
      1010,
    );
    expect(bad.msg).toBe(username);
    expect(issuesOf(bad)).toMatchObject({ user_name: username, email, agreement });

    const mismatched = expectCode(await client.call('/Api/Account/register', form({ password_confirm: 'Passw0rd?' })), 1010);
    expect(issuesOf(mismatched)).toEqual({ password_confirm: mismatch });

    const weak = expectCode(await client.call('/Api/Account/register', form({ password: 'password', password_confirm: 'password' })), 1010);
    expect(Object.keys(issuesOf(weak))).toEqual(['password']);
  });

  it('refuses a taken username (to the holder of a code only), an unknown invite code and a wrong code; a registered e-mail gets no code', async () => {
    const existing = await registerAccount(server, mail);
    const client = new TestClient(server.url);
    // Without the mailed code nothing tells whether a name or an address is taken.
    expectCode(await client.call('/Api/Account/register', form({ user_name: existing.userName.toUpperCase() })), 4002);
    expectCode(await client.call('/Api/Account/register', form({ email: existing.email })), 4002);
    // A code asked for a registered address answers as usual; the mail says an account exists.
    expectCode(await client.call('/Api/Account/send_email', { purpose: 'register', email: existing.email }), 1000);
    expect((await mail.next(existing.email)).code).toBeNull();
    expect(expectCode(await client.call('/Api/Account/register', form({ invite_code: 'ZZZZ9999' })), 4007).msg).toBe(
      'Invalid invite code.',
    );

    const { email } = freshIdentity();
    expectCode(await client.call('/Api/Account/send_email', { purpose: 'register', email }), 1000);
    const right = await mail.nextCode(email);
    const wrong = right === '000000' ? '000001' : '000000';
    const refused = expectCode(await client.call('/Api/Account/register', form({ email, code: wrong })), 4002);
    expect(refused.msg).toBe('The verification code is incorrect or has expired.');
    // A code sent to one address does not register another.
    expectCode(await client.call('/Api/Account/register', form({ code: right })), 4002);
    const taken = expectCode(
      await client.call('/Api/Account/register', form({ email, code: right, user_name: existing.userName.toUpperCase() })),
      4004,
    );
    expect(taken.msg).toBe('This username is already taken.');
    expectCode(await client.call('/Api/Account/register', form({ email, code: right })), 1000);
  });

  it('sends one code a minute per address: a second request answers "Too frequent, try again later"', async () => {
    const { email } = freshIdentity();
    const client = new TestClient(server.url);
    const sent = expectCode(
      await client.call<{ sent_to: string; resend_in: number }>('/Api/Account/send_email', { purpose: 'register', email }),
      1000,
    );
    expect(sent.data).toMatchObject({ expires_in: 600, resend_in: 60 });
    expect(sent.data.sent_to).toMatch(/^\w{2}\*\*\*@test\.example\.com$/);
    const again = expectCode(await client.call<{ retry_after: number }>('/Api/Account/send_email', { purpose: 'register', email }), 1429);
    expect(again.msg).toBe('Too frequent, try again later');
    expect(again.data.retry_after).toBeGreaterThan(0);
    expect(again.data.retry_after).toBeLessThanOrEqual(60);
    client.language = 'zh';
    expect((await client.call('/Api/Account/send_email', { purpose: 'register', email })).msg).toBe('操作过于频繁，请稍后再试');
  });

  it('sends at most 30 codes an hour to one IP', async () => {
    const client = new TestClient(server.url, { localAddress: '127.0.0.5' });
    for (let i = 0; i < 30; i++) {
      expectCode(await client.call('/Api/Account/send_email', { purpose: 'register', email: freshIdentity().email }), 1000);
    }
    expectCode(await client.call('/Api/Account/send_email', { purpose: 'register', email: freshIdentity().email }), 1429);
  });

  it('locks registration for an address after five wrong codes, saying so in the caller language', async () => {
    const { userName, email } = freshIdentity();
    const client = new TestClient(server.url, { localAddress: '127.0.0.6' });
    expectCode(await client.call('/Api/Account/send_email', { purpose: 'register', email }), 1000);
    const right = await mail.nextCode(email);
    const wrong = right === '999999' ? '999998' : '999999';
    for (let i = 0; i < 4; i++)
      expectCode(await client.call('/Api/Account/register', form({ user_name: userName, email, code: wrong })), 4002);
    const locked = expectCode(await client.call('/Api/Account/register', form({ user_name: userName, email, code: wrong })), 4009);
    expect(locked.msg).toBe('Too many failed attempts. For your security this is locked; please try again in 15 minutes.');
    client.language = 'ko';
    const stillLocked = expectCode(await client.call('/Api/Account/register', form({ user_name: userName, email, code: right })), 4009);
    expect(stillLocked.msg).toMatch(/^실패 횟수가 너무 많아 보안을 위해 잠겼습니다\. 1?\d분 후에 다시 시도해 주세요\.$/);
    client.language = 'zh';
    expect((await client.call('/Api/Account/register', form({ user_name: userName, email, code: right }))).msg).toMatch(
      /^失败次数过多，为保障账号安全已暂时锁定，请 1?\d 分钟后再试。$/,
    );
  });
});
