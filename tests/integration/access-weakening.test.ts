// Changes that weaken an account, or move it to another mailbox, need the full proof: the code
// mailed to the current address and, while it is on, the authenticator's code. The old address
// hears of an e-mail change, and every other session ends when the e-mail changes or the
// authenticator is turned on. A wrong new authenticator code does not spend the old one.
import { describe, expect, it } from 'vitest';
import type { SecurityState } from '../../src/shared/contracts/account/security-state.ts';
import { expectCode, issuesOf, loginOnNewDevice, PASSWORD, registerAccount, type TestAccount, totpCode } from '../support/accounts.ts';
import { fileServerWithMail } from '../support/server-with-mail.ts';
import { TestClient } from '../support/start-test-server.ts';

const { server, mail } = fileServerWithMail();

async function securityCode(account: TestAccount): Promise<string> {
  expectCode(await account.client.call('/Api/Account/send_email', { purpose: 'security' }), 1000);
  return mail.nextCode(account.email);
}

async function bindAuthenticator(account: TestAccount): Promise<string> {
  const offered = expectCode(await account.client.call<{ secret: string }>('/Api/Account/get_google_authenticator', {}), 1000).data;
  const emailCode = await securityCode(account);
  expectCode(
    await account.client.call<SecurityState>('/Api/Account/update_google_authenticator', {
      code: totpCode(offered.secret),
      email_code: emailCode,
    }),
    1000,
  );
  return offered.secret;
}

const other = (code: string) => (code === '123456' ? '654321' : '123456');

describe('turning the authenticator off', () => {
  it('needs the e-mail code as well as its own code', async () => {
    const account = await registerAccount(server, mail);
    const secret = await bindAuthenticator(account);
    const missing = expectCode(
      await account.client.call('/Api/Account/update_google_authenticator_switch', {
        google_authenticator_switch: false,
        auth_code: totpCode(secret, 1),
      }),
      1010,
    );
    expect(Object.keys(issuesOf(missing))).toEqual(['email_code']);
    const emailCode = await securityCode(account);
    const off = expectCode(
      await account.client.call<SecurityState>('/Api/Account/update_google_authenticator_switch', {
        google_authenticator_switch: false,
        auth_code: totpCode(secret, 1),
        email_code: emailCode,
      }),
      1000,
    );
    expect(off.data.google_authenticator_switch).toBe(false);
  });
});

describe('turning the authenticator on', () => {
  it('ends every other session', async () => {
    const account = await registerAccount(server, mail);
    const laptop = await loginOnNewDevice(server, mail, account);
    await bindAuthenticator(account);
    expectCode(await laptop.call('/Api/Account/get_account_info', {}), 2001);
    expectCode(await account.client.call('/Api/Account/get_account_info', {}), 1000);
  });

  it('a wrong code of the new secret does not spend the old authenticator code', async () => {
    const account = await registerAccount(server, mail);
    const oldSecret = await bindAuthenticator(account);
    const offered = expectCode(await account.client.call<{ secret: string }>('/Api/Account/get_google_authenticator', {}), 1000).data;
    const oldCode = totpCode(oldSecret, 1);
    const emailCode = await securityCode(account);
    const rebind = (code: string) =>
      account.client.call('/Api/Account/update_google_authenticator', { code, email_code: emailCode, auth_code: oldCode });
    expectCode(await rebind(other(totpCode(offered.secret))), 4003);
    expectCode(await rebind(totpCode(offered.secret)), 1000);
  });
});

describe('changing the e-mail address', () => {
  it('needs the code mailed to the current address, tells the old address, and ends the other sessions', async () => {
    const account = await registerAccount(server, mail);
    const laptop = await loginOnNewDevice(server, mail, account);
    const newEmail = `new-${account.email}`;
    expectCode(await account.client.call('/Api/Account/send_email', { purpose: 'bind_email', email: newEmail }), 1000);
    const bindCode = await mail.nextCode(newEmail);
    const missing = expectCode(
      await account.client.call('/Api/Account/update_email', { email: newEmail, code: bindCode, password: PASSWORD }),
      1010,
    );
    expect(Object.keys(issuesOf(missing))).toEqual(['email_code']);

    const emailCode = await securityCode(account);
    expectCode(
      await account.client.call('/Api/Account/update_email', {
        email: newEmail,
        code: bindCode,
        email_code: emailCode,
        password: PASSWORD,
      }),
      1000,
    );
    const notice = await mail.next(account.email);
    expect(notice.raw).toContain(newEmail.slice(0, 2));
    expect(notice.code).toBeNull();
    expectCode(await laptop.call('/Api/Account/get_account_info', {}), 2001);
    expectCode(await account.client.call('/Api/Account/get_account_info', {}), 1000);
  });
});

describe('codes spent by a racing call', () => {
  it('two calls with the same codes: the e-mail code decides, and the loser answers 4002 without touching the authenticator', async () => {
    const account = await registerAccount(server, mail);
    const secret = await bindAuthenticator(account);
    const emailCode = await securityCode(account);
    const twin = new TestClient(server.url, { session: account.client.session });
    twin.token = account.client.token;
    const authCode = totpCode(secret, 1);
    const [a, b] = await Promise.all([
      account.client.call('/Api/Account/ip_check_set', { ip_check: false, email_code: emailCode, auth_code: authCode }),
      twin.call('/Api/Account/safe_login_set', { safe_login: false, email_code: emailCode, auth_code: authCode }),
    ]);
    expect([a.code, b.code].sort()).toEqual([1000, 4002]);
  });
});
