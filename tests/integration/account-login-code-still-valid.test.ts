// A right password from a new device while the address's last login code is still valid and too
// recent to send another: the login goes on to the code step with that code, says when it was
// sent and when another may be, and mails nothing. A wrong password answers as always.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCode, PASSWORD, registerAccount } from '../support/accounts.ts';
import { type MailCatcher, startMailCatcher } from '../support/mail-catcher.ts';
import { TestClient, type TestServer, startTestServer } from '../support/start-test-server.ts';

let server: TestServer;
let mail: MailCatcher;

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestServer({ SMTP_URL: mail.url });
});
afterAll(async () => {
  await server?.stop();
  await mail?.close();
});

type Challenge = {
  account: string;
  reasons: string[];
  expires_in: number;
  resend_in: number;
  code_sent_at: number;
  code_sent_earlier: boolean;
};

const loginMailsTo = (address: string) => mail.messages.filter((m) => m.to.includes(address) && /login/i.test(m.subject));

describe('login while the last code is still valid', () => {
  it('goes on to the code step with the code already mailed, saying when it was sent', async () => {
    const account = await registerAccount(server, mail);
    const credentials = { account: account.userName, password: PASSWORD };

    const phone = new TestClient(server.url);
    const before = Date.now();
    const first = expectCode(await phone.call<Challenge>('/Api/Account/login', credentials), 2016);
    expect(first.data).toMatchObject({ code_sent_earlier: false, resend_in: 60 });
    expect(first.data.code_sent_at).toBeGreaterThanOrEqual(before);
    expect(first.data.code_sent_at).toBeLessThanOrEqual(Date.now());
    const code = await mail.nextCode(account.email);

    // Another new device (and network) within the minute: the code step, not "too frequent".
    const laptop = new TestClient(server.url, { localAddress: '127.0.0.21' });
    const second = expectCode(await laptop.call<Challenge>('/Api/Account/login', credentials), 2016);
    expect(second.msg).toBe('Safe login verification is needed.');
    expect(second.data).toMatchObject({
      account: account.userName,
      reasons: ['safe_login', 'new_device', 'new_ip'],
      expires_in: 600,
      code_sent_at: first.data.code_sent_at,
      code_sent_earlier: true,
    });
    expect(second.data.resend_in).toBeGreaterThan(0);
    expect(second.data.resend_in).toBeLessThanOrEqual(60);
    // Resending is still refused until the minute is over.
    const resend = expectCode(
      await laptop.call<{ retry_after: number }>('/Api/Account/send_email', { purpose: 'login', account: account.userName }),
      1429,
    );
    expect(resend.data.retry_after).toBeLessThanOrEqual(second.data.resend_in);

    // A wrong password answers as it always did.
    const guesser = new TestClient(server.url, { localAddress: '127.0.0.22' });
    expectCode(await guesser.call('/Api/Account/login', { ...credentials, password: 'Wrong@1234' }), 4001);

    // One mail went out, and its code completes the second device's login.
    expect(loginMailsTo(account.email)).toHaveLength(1);
    expectCode(await laptop.call('/Api/Account/login_code', { account: account.userName, email_code: code }), 1000);

    // That code is used now: the next new device, still within the minute, gets a fresh one.
    const tablet = new TestClient(server.url, { localAddress: '127.0.0.23' });
    const third = expectCode(await tablet.call<Challenge>('/Api/Account/login', credentials), 2016);
    expect(third.data).toMatchObject({ code_sent_earlier: false, resend_in: 60 });
    expect(third.data.code_sent_at).toBeGreaterThan(first.data.code_sent_at);
    const fresh = await mail.nextCode(account.email);
    expectCode(await tablet.call('/Api/Account/login_code', { account: account.userName, email_code: fresh }), 1000);
  });
});
