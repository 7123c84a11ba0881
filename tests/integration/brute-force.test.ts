// Guessing is cut short, for each kind of secret, and stays cut short across a restart (the
// counters live in the database): five wrong passwords lock the account's login from that IP; five
// wrong codes lock the account's codes from that IP, whether they are the safe-login step's e-mail code, the e-mail code of
// a security change or the authenticator's code. After the server restarts on the same data, the
// right password or code is still refused with 4009 until the lock ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCode, registerAccount, type TestAccount, totpCode } from '../support/accounts.ts';
import { type MailCatcher, startMailCatcher } from '../support/mail-catcher.ts';
import { startTestServer, TestClient, type TestServer } from '../support/start-test-server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'mmc-brute-force-'));
let mail: MailCatcher;
let server: TestServer;

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestServer({ SMTP_URL: mail.url }, dataDir);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await mail?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Stops the server and starts it again on the same data (a new port). */
async function restart(): Promise<void> {
  await server.stop({ keepData: true });
  server = await startTestServer({ SMTP_URL: mail.url }, dataDir);
}

/** The same device and session, talking to the restarted server. */
function again(client: TestClient): TestClient {
  const next = new TestClient(server.url, { session: client.session });
  next.token = client.token;
  return next;
}

const WRONG_CODE = '000000';

/** Four wrong tries answer `code`, the fifth locks (4009) with the retry time. */
async function fiveWrong(attempt: () => Promise<{ code: number; data: unknown }>, code: number): Promise<void> {
  for (let i = 0; i < 4; i++) expectCode((await attempt()) as never, code);
  const locked = expectCode((await attempt()) as never, 4009) as { data: { retry_after: number } };
  expect(locked.data.retry_after).toBeGreaterThan(800);
}

describe('brute force, per kind of secret, across a restart', () => {
  let byPassword: TestAccount;
  let byLoginCode: TestAccount;
  let byEmailCode: TestAccount;
  let byAuthCode: TestAccount;
  let loginCodeDevice: TestClient;
  let authSecret: string;
  let firstLoginCode: string;
  let authEmailCode: string;

  it('locks each kind after five wrong tries', { timeout: 120_000 }, async () => {
    [byPassword, byLoginCode, byEmailCode, byAuthCode] = [
      await registerAccount(server, mail),
      await registerAccount(server, mail),
      await registerAccount(server, mail),
      await registerAccount(server, mail),
    ];

    const guesser = new TestClient(server.url);
    await fiveWrong(() => guesser.call('/Api/Account/login', { account: byPassword.userName, password: 'Wrong@1234' }), 4001);

    // A new device has to pass the e-mail step; its code is guessed instead.
    loginCodeDevice = new TestClient(server.url);
    expectCode(await loginCodeDevice.call('/Api/Account/login', { account: byLoginCode.userName, password: byLoginCode.password }), 2016);
    firstLoginCode = await mail.nextCode(byLoginCode.email);
    await fiveWrong(() => loginCodeDevice.call('/Api/Account/login_code', { account: byLoginCode.userName, email_code: WRONG_CODE }), 4002);

    // Turning safe login off needs the e-mail code.
    await fiveWrong(() => byEmailCode.client.call('/Api/Account/safe_login_set', { safe_login: false, email_code: WRONG_CODE }), 4002);

    // Turning the authenticator off needs its code (and the e-mail code, right here).
    const offered = expectCode(await byAuthCode.client.call<{ secret: string }>('/Api/Account/get_google_authenticator', {}), 1000).data;
    authSecret = offered.secret;
    expectCode(await byAuthCode.client.call('/Api/Account/send_email', { purpose: 'security' }), 1000);
    const emailCode = await mail.nextCode(byAuthCode.email);
    expectCode(
      await byAuthCode.client.call('/Api/Account/update_google_authenticator', { code: totpCode(authSecret), email_code: emailCode }),
      1000,
    );
    expectCode(await byAuthCode.client.call('/Api/Account/send_email', { purpose: 'security' }), 1000);
    authEmailCode = await mail.nextCode(byAuthCode.email);
    await fiveWrong(
      () =>
        byAuthCode.client.call('/Api/Account/update_google_authenticator_switch', {
          google_authenticator_switch: false,
          auth_code: WRONG_CODE,
          email_code: authEmailCode,
        }),
      4003,
    );
  });

  it('keeps every lock after a restart, against the right password and codes too', { timeout: 120_000 }, async () => {
    await restart();
    expectCode(
      await new TestClient(server.url).call('/Api/Account/login', { account: byPassword.userName, password: byPassword.password }),
      4009,
    );

    // The password step passes again; the e-mail step stays locked, even for the right code (a new
    // one when mailed, else the first, which was never used).
    const device = again(loginCodeDevice);
    expectCode(await device.call('/Api/Account/login', { account: byLoginCode.userName, password: byLoginCode.password }), 2016);
    const loginCode = await mail.nextCode(byLoginCode.email, 3_000).catch(() => firstLoginCode);
    expectCode(await device.call('/Api/Account/login_code', { account: byLoginCode.userName, email_code: loginCode }), 4009);

    const emailClient = again(byEmailCode.client);
    expectCode(await emailClient.call('/Api/Account/send_email', { purpose: 'security' }), 1000);
    const securityCode = await mail.nextCode(byEmailCode.email);
    expectCode(await emailClient.call('/Api/Account/safe_login_set', { safe_login: false, email_code: securityCode }), 4009);

    expectCode(
      await again(byAuthCode.client).call('/Api/Account/update_google_authenticator_switch', {
        google_authenticator_switch: false,
        auth_code: totpCode(authSecret, 1),
        email_code: authEmailCode,
      }),
      4009,
    );
  });
});
