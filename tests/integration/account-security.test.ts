// The security centre over real HTTP and SMTP: Google Authenticator (codes computed from the
// secret with otpauth), e-mail verification, e-mail change, password reset, Telegram, preferences.
import { describe, expect, it } from 'vitest';
import { TOUR_FINISHED } from '../../src/shared/catalogue/beginner-tour.ts';
import type { AccountInfo } from '../../src/shared/contracts/account/get-account-info.ts';
import type { SecurityState } from '../../src/shared/contracts/account/security-state.ts';
import {
  expectCode,
  freshIdentity,
  issuesOf,
  loginOnNewDevice,
  PASSWORD,
  registerAccount,
  type TestAccount,
  totpCode,
} from '../support/accounts.ts';
import { fileServerWithMail } from '../support/server-with-mail.ts';
import { TestClient } from '../support/start-test-server.ts';

const { server, mail } = fileServerWithMail();

type Offered = { secret: string; otpauth_url: string; issuer: string; account: string; bound: boolean };

async function securityCode(account: TestAccount): Promise<string> {
  expectCode(await account.client.call('/Api/Account/send_email', { purpose: 'security' }), 1000);
  return mail.nextCode(account.email);
}

/** Binds an authenticator with a code of the current time step; answers its secret and that code. */
async function bindAuthenticator(account: TestAccount): Promise<{ secret: string; bindCode: string }> {
  const offered = expectCode(await account.client.call<Offered>('/Api/Account/get_google_authenticator', {}), 1000).data;
  const emailCode = await securityCode(account);
  const bindCode = totpCode(offered.secret);
  const bound = await account.client.call<SecurityState>('/Api/Account/update_google_authenticator', {
    code: bindCode,
    email_code: emailCode,
  });
  expectCode(bound, 1000);
  return { secret: offered.secret, bindCode };
}

describe('Google Authenticator', () => {
  it('offers a secret with its otpauth URI, the same one until bound, and binding needs a right code and the e-mail code', async () => {
    const account = await registerAccount(server, mail);
    const offered = expectCode(await account.client.call<Offered>('/Api/Account/get_google_authenticator', {}), 1000).data;
    expect(offered.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(offered.bound).toBe(false);
    expect(offered.account).toBe(account.userName);
    const uri = new URL(offered.otpauth_url);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(offered.secret);
    expect(uri.searchParams.get('issuer')).toBe(offered.issuer);
    expect(decodeURIComponent(uri.pathname)).toContain(account.userName);
    expect((await account.client.call<Offered>('/Api/Account/get_google_authenticator', {})).data.secret).toBe(offered.secret);

    const emailCode = await securityCode(account);
    const right = totpCode(offered.secret);
    const wrong = right === '123456' ? '654321' : '123456';
    const refused = expectCode(
      await account.client.call('/Api/Account/update_google_authenticator', { code: wrong, email_code: emailCode }),
      4003,
    );
    expect(refused.msg).toBe('The Google Authenticator code is incorrect.');
    const bound = expectCode(
      await account.client.call<SecurityState>('/Api/Account/update_google_authenticator', { code: right, email_code: emailCode }),
      1000,
    );
    expect(bound.data).toMatchObject({ google_authenticator_bound: true, google_authenticator_switch: true });

    // The bound secret never comes back.
    const info = await account.client.call<AccountInfo>('/Api/Account/get_account_info', {});
    expect(JSON.stringify(info.data)).not.toContain(offered.secret);
    const next = expectCode(await account.client.call<Offered>('/Api/Account/get_google_authenticator', {}), 1000).data;
    expect(next.bound).toBe(true);
    expect(next.secret).not.toBe(offered.secret);
  });

  it('once on, a login asks for its code (2016, auth_code_required); a code is accepted once', async () => {
    const account = await registerAccount(server, mail);
    const { secret, bindCode } = await bindAuthenticator(account);
    const client = new TestClient(server.url);
    const challenge = expectCode(
      await client.call<{ auth_code_required: boolean; reasons: string[] }>('/Api/Account/login', {
        account: account.userName,
        password: PASSWORD,
      }),
      2016,
    );
    expect(challenge.data.auth_code_required).toBe(true);
    expect(challenge.data.reasons).toEqual(['safe_login', 'authenticator', 'new_device']);
    const emailCode = await mail.nextCode(account.email);

    const missing = expectCode(await client.call('/Api/Account/login_code', { account: account.userName, email_code: emailCode }), 1010);
    expect(issuesOf(missing)).toEqual({ auth_code: 'Please enter the Google Authenticator code.' });
    // The code used to bind is spent.
    expectCode(
      await client.call('/Api/Account/login_code', { account: account.userName, email_code: emailCode, auth_code: bindCode }),
      4003,
    );
    const next = totpCode(secret, 1);
    const done = expectCode(
      await client.call<{ login_token: string }>('/Api/Account/login_code', {
        account: account.userName,
        email_code: emailCode,
        auth_code: next,
      }),
      1000,
    );
    client.token = done.data.login_token;
    // Replaying that authenticator code elsewhere fails.
    expectCode(
      await client.call('/Api/Account/update_google_authenticator_switch', { google_authenticator_switch: true, auth_code: next }),
      4003,
    );
  });

  it('switching needs a bound authenticator ("Please bind Google Authenticator first.") and a current code', async () => {
    const account = await registerAccount(server, mail);
    const unbound = expectCode(
      await account.client.call('/Api/Account/update_google_authenticator_switch', {
        google_authenticator_switch: true,
        auth_code: '123456',
      }),
      4008,
    );
    expect(unbound.msg).toBe('Please bind Google Authenticator first.');
    account.client.language = 'zh';
    expect(
      (
        await account.client.call('/Api/Account/update_google_authenticator_switch', {
          google_authenticator_switch: true,
          auth_code: '123456',
        })
      ).msg,
    ).toBe('请先绑定谷歌验证器。');
    account.client.language = 'en';

    const { secret } = await bindAuthenticator(account);
    const off = expectCode(
      await account.client.call<SecurityState>('/Api/Account/update_google_authenticator_switch', {
        google_authenticator_switch: false,
        auth_code: totpCode(secret, 1),
        email_code: await securityCode(account),
      }),
      1000,
    );
    expect(off.data).toMatchObject({ google_authenticator_bound: true, google_authenticator_switch: false });
    // Off: a login no longer asks for it.
    const challenge = expectCode(
      await new TestClient(server.url).call<{ auth_code_required: boolean }>('/Api/Account/login', {
        account: account.userName,
        password: PASSWORD,
      }),
      2016,
    );
    expect(challenge.data.auth_code_required).toBe(false);
    await mail.next(account.email);
  });

  it('while on, weakening a setting asks for its code as well as the e-mail code', async () => {
    const account = await registerAccount(server, mail);
    await bindAuthenticator(account);
    const emailCode = await securityCode(account);
    const missing = expectCode(
      await account.client.call('/Api/Account/safe_login_set', { safe_login: false, email_code: emailCode }),
      1010,
    );
    expect(issuesOf(missing)).toEqual({ auth_code: 'Please enter the Google Authenticator code.' });
    const password = expectCode(
      await account.client.call('/Api/Account/update_password', {
        old_password: PASSWORD,
        password: 'Other#2026x',
        password_confirm: 'Other#2026x',
      }),
      1010,
    );
    expect(Object.keys(issuesOf(password))).toEqual(['auth_code']);
  });
});

describe('e-mail verification at login (safe login)', () => {
  it('turns off with the security code and on without one', async () => {
    const account = await registerAccount(server, mail);
    const missing = expectCode(await account.client.call('/Api/Account/safe_login_set', { safe_login: false }), 1010);
    expect(missing.msg).toBe('Please enter the email verification code.');
    const off = expectCode(
      await account.client.call<SecurityState>('/Api/Account/safe_login_set', {
        safe_login: false,
        email_code: await securityCode(account),
      }),
      1000,
    );
    expect(off.data.safe_login).toBe(false);
    // Off: the known device logs in straight away.
    expectCode(await account.client.call('/Api/Account/login', { account: account.userName, password: PASSWORD }), 1000);
    const on = expectCode(await account.client.call<SecurityState>('/Api/Account/safe_login_set', { safe_login: true }), 1000);
    expect(on.data.safe_login).toBe(true);
    expectCode(await account.client.call('/Api/Account/login', { account: account.userName, password: PASSWORD }), 2016);
    await mail.next(account.email);
  });
});

describe('e-mail change', () => {
  it('refuses the same address with "This email is already linked to your account." and another account\'s address', async () => {
    const account = await registerAccount(server, mail);
    const same = expectCode(
      await account.client.call('/Api/Account/send_email', { purpose: 'bind_email', email: account.email.toUpperCase() }),
      4006,
    );
    expect(same.msg).toBe('This email is already linked to your account.');
    expectCode(await account.client.call('/Api/Account/update_email', { email: account.email, code: '123456', password: PASSWORD }), 4006);
    expectCode(await account.client.call('/Api/Account/send_email', { purpose: 'bind_email', email: 'demo@example.com' }), 4005);
    const invalid = expectCode(
      await account.client.call('/Api/Account/update_email', { email: 'nope', code: '123456', password: PASSWORD }),
      1010,
    );
    expect(issuesOf(invalid)).toEqual({ email: 'Please enter a valid email address.' });
  });

  it('changes the address with the code sent to the new one, the code sent to the current one and the password', async () => {
    const account = await registerAccount(server, mail);
    const { email: newEmail } = freshIdentity('moved');
    expectCode(await account.client.call('/Api/Account/send_email', { purpose: 'bind_email', email: newEmail }), 1000);
    const code = await mail.nextCode(newEmail);
    const email_code = await securityCode(account);
    expectCode(await account.client.call('/Api/Account/update_email', { email: newEmail, code, email_code, password: 'Wrong#2026' }), 4010);
    const changed = expectCode(
      await account.client.call<{ email: string }>('/Api/Account/update_email', { email: newEmail, code, email_code, password: PASSWORD }),
      1000,
    );
    expect(changed.data.email).toBe(newEmail);
    expect((await account.client.call<AccountInfo>('/Api/Account/get_account_info', {})).data.email).toBe(newEmail);
    // The new address now logs in and receives the login code.
    await loginOnNewDevice(server, mail, { userName: account.userName, email: newEmail, password: PASSWORD });
  });

  it('a bind code works only for the account that asked for it', async () => {
    const first = await registerAccount(server, mail);
    const second = await registerAccount(server, mail);
    const { email: target } = freshIdentity('target');
    expectCode(await first.client.call('/Api/Account/send_email', { purpose: 'bind_email', email: target }), 1000);
    const code = await mail.nextCode(target);
    const email_code = await securityCode(second);
    expectCode(await second.client.call('/Api/Account/update_email', { email: target, code, email_code, password: PASSWORD }), 4002);
  });
});

describe('password reset (/forget)', () => {
  it('sets a new password with the mailed code, ends every session with 2020, and the code works once', async () => {
    const account = await registerAccount(server, mail);
    const client = new TestClient(server.url);
    expectCode(await client.call('/Api/Account/send_email', { purpose: 'reset', email: account.email }), 1000);
    const code = await mail.nextCode(account.email);
    const mismatch = expectCode(
      await client.call('/Api/Account/reset_password', {
        email: account.email,
        code,
        password: 'Reset#2026a',
        password_confirm: 'Reset#2026b',
      }),
      1010,
    );
    expect(mismatch.msg).toBe('Passwords do not match');
    expectCode(
      await client.call('/Api/Account/reset_password', {
        email: account.email,
        code,
        password: 'Reset#2026a',
        password_confirm: 'Reset#2026a',
      }),
      1000,
    );
    expectCode(
      await client.call('/Api/Account/reset_password', {
        email: account.email,
        code,
        password: 'Reset#2026b',
        password_confirm: 'Reset#2026b',
      }),
      4002,
    );

    expectCode(await account.client.call('/Api/Account/get_account_info', {}), 2020);
    expectCode(await client.call('/Api/Account/login', { account: account.userName, password: PASSWORD }), 4001);
    await loginOnNewDevice(server, mail, { ...account, password: 'Reset#2026a' });
  });

  it('answers an unknown address exactly like a known one, and mails it that no account uses it (no code)', async () => {
    const client = new TestClient(server.url);
    const { email } = freshIdentity('ghost');
    const answer = expectCode(
      await client.call<{ sent_to: string; expires_in: number }>('/Api/Account/send_email', { purpose: 'reset', email }),
      1000,
    );
    expect(answer.data).toMatchObject({ expires_in: 600, resend_in: 60 });
    expect((await mail.next(email)).code).toBeNull();
    expectCode(
      await client.call('/Api/Account/reset_password', { email, code: '123456', password: 'Reset#2026a', password_confirm: 'Reset#2026a' }),
      4002,
    );
  });
});

describe('Telegram and preferences', () => {
  it('unbinds Telegram and keeps language, theme, beginner flag and auto-renew', async () => {
    const account = await registerAccount(server, mail);
    expect(expectCode(await account.client.call('/Api/Account/cancel_telegram_bind', {}), 1000).data).toEqual({ telegram: null });
    const saved = expectCode(
      await account.client.call('/Api/Account/preferences_set', { language: 'ko', theme: 'light', novice: false, autoRenew: true }),
      1000,
    );
    expect(saved.data).toEqual({ language: 'ko', theme: 'light', novice: false, autoRenew: true, tour_step: 0 });
    const info = (await account.client.call<AccountInfo>('/Api/Account/get_account_info', {})).data;
    expect(info).toMatchObject({ language: 'ko', theme: 'light', novice: false, autoRenew: true, telegram: null, tour_step: 0 });
    expectCode(await account.client.call('/Api/Account/preferences_set', { theme: 'sepia' }), 1010);
  });

  it('keeps the beginner tour’s progress, and clears the beginner flag when the tour is finished', async () => {
    const account = await registerAccount(server, mail);
    const infoOf = async () => (await account.client.call<AccountInfo>('/Api/Account/get_account_info', {})).data;
    expect(await infoOf()).toMatchObject({ novice: true, tour_step: 0 });
    expect(expectCode(await account.client.call('/Api/Account/preferences_set', { tour_step: 3 }), 1000).data).toMatchObject({
      novice: true,
      tour_step: 3,
    });
    expect(await infoOf()).toMatchObject({ novice: true, tour_step: 3 });
    expectCode(await account.client.call('/Api/Account/preferences_set', { tour_step: TOUR_FINISHED + 1 }), 1010);
    expect(expectCode(await account.client.call('/Api/Account/preferences_set', { tour_step: TOUR_FINISHED }), 1000).data).toMatchObject({
      novice: false,
      tour_step: TOUR_FINISHED,
    });
    expect(await infoOf()).toMatchObject({ novice: false, tour_step: TOUR_FINISHED });
  });
});
