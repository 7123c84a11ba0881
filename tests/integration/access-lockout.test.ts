// Guessing is cut short without handing an attacker a way to lock the owner out. Wrong passwords
// and codes lock the (account, address) pair that made them, and the address itself after many;
// the account as a whole is only slowed down for addresses it has never signed in from. So an
// attacker failing from elsewhere does not stop the owner logging in from their own device, nor
// changing the password or the e-mail, nor resetting the password with the mailed code; and a
// correct password from a new address still passes, to the second step.
import { describe, expect, it } from 'vitest';
import { expectCode, PASSWORD, registerAccount, type TestAccount } from '../support/accounts.ts';
import { fileServerWithMail } from '../support/server-with-mail.ts';
import { type CallResult, TestClient } from '../support/start-test-server.ts';

const { server, mail } = fileServerWithMail();

const WRONG_PASSWORD = 'Wrong@1234';

/** Fails `times` times from the attacker's address; the last answers are 4009 (that pair is locked). */
async function attackerFails(attempt: () => Promise<CallResult<unknown>>, times: number, wrongCode: number): Promise<void> {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) codes.push((await attempt()).code);
  expect(codes.slice(0, 4)).toEqual([wrongCode, wrongCode, wrongCode, wrongCode]);
  expect(codes.at(-1)).toBe(4009);
}

/** Calls until the answer is not 1429 (the account's slow-down for new addresses), bounded. */
async function pastSlowDown<T>(attempt: () => Promise<CallResult<T>>): Promise<CallResult<T>> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const result = await attempt();
    if (result.code !== 1429 || Date.now() > deadline) return result;
    const wait = (result.data as { retry_after?: number }).retry_after ?? 1;
    expect(wait).toBeLessThanOrEqual(10);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The owner's own device (same key), signed out: a fresh login from there. */
const ownDevice = (account: TestAccount) => new TestClient(server.url, { session: account.client.session });

describe('an attacker failing from another address does not lock the owner out', () => {
  it('the owner logs in from their own device with the right password and completes safe login', async () => {
    const owner = await registerAccount(server, mail);
    const attacker = new TestClient(server.url, { localAddress: '127.0.0.31' });
    await attackerFails(() => attacker.call('/Api/Account/login', { account: owner.userName, password: WRONG_PASSWORD }), 6, 4001);
    // The attacker's own address stays locked, even with the right password.
    expectCode(await attacker.call('/Api/Account/login', { account: owner.userName, password: PASSWORD }), 4009);

    const device = ownDevice(owner);
    expectCode(await device.call('/Api/Account/login', { account: owner.userName, password: PASSWORD }), 2016);
    const code = await mail.nextCode(owner.email);
    expectCode(await device.call('/Api/Account/login_code', { account: owner.userName, email_code: code }), 1000);
  });

  it('a correct password from a new address is only slowed down, and then meets the second step', async () => {
    const owner = await registerAccount(server, mail);
    for (const address of ['127.0.0.32', '127.0.0.33']) {
      const attacker = new TestClient(server.url, { localAddress: address });
      for (let i = 0; i < 5; i++) await attacker.call('/Api/Account/login', { account: owner.userName, password: WRONG_PASSWORD });
    }
    const traveller = new TestClient(server.url, { localAddress: '127.0.0.34' });
    const first = await pastSlowDown(() => traveller.call('/Api/Account/login', { account: owner.userName, password: PASSWORD }));
    expectCode(first, 2016);
    const code = await mail.nextCode(owner.email);
    expectCode(await traveller.call('/Api/Account/login_code', { account: owner.userName, email_code: code }), 1000);
  });

  it('the owner still changes the password and the e-mail after the attacker’s failures', async () => {
    const owner = await registerAccount(server, mail);
    const attacker = new TestClient(server.url, { localAddress: '127.0.0.35' });
    await attackerFails(() => attacker.call('/Api/Account/login', { account: owner.userName, password: WRONG_PASSWORD }), 6, 4001);

    expectCode(
      await owner.client.call('/Api/Account/update_password', {
        old_password: PASSWORD,
        password: 'Newer#2026a',
        password_confirm: 'Newer#2026a',
      }),
      1000,
    );
    const newEmail = `moved-${owner.email}`;
    expectCode(await owner.client.call('/Api/Account/send_email', { purpose: 'bind_email', email: newEmail }), 1000);
    const bindCode = await mail.nextCode(newEmail);
    expectCode(await owner.client.call('/Api/Account/send_email', { purpose: 'security' }), 1000);
    const securityCode = await mail.nextCode(owner.email);
    expectCode(
      await owner.client.call('/Api/Account/update_email', {
        email: newEmail,
        code: bindCode,
        email_code: securityCode,
        password: 'Newer#2026a',
      }),
      1000,
    );
  });

  it('five wrong reset codes from another address do not block the owner’s reset', async () => {
    const owner = await registerAccount(server, mail);
    const device = ownDevice(owner);
    expectCode(await device.call('/Api/Account/send_email', { purpose: 'reset', email: owner.email }), 1000);
    const code = await mail.nextCode(owner.email);
    const wrong = code === '000000' ? '000001' : '000000';
    const attacker = new TestClient(server.url, { localAddress: '127.0.0.36' });
    const reset = (client: TestClient, guess: string) =>
      client.call('/Api/Account/reset_password', {
        email: owner.email,
        code: guess,
        password: 'Reset#2026a',
        password_confirm: 'Reset#2026a',
      });
    await attackerFails(() => reset(attacker, wrong), 6, 4002);
    expectCode(await reset(attacker, code), 4009);
    expectCode(await reset(device, code), 1000);
  });
});

describe('registration and reset do not tell which addresses and usernames have accounts', () => {
  it('a register code asked for a taken address answers as for a free one; the mail says an account exists', async () => {
    const existing = await registerAccount(server, mail);
    const client = new TestClient(server.url, { localAddress: '127.0.0.37' });
    const taken = expectCode(await client.call('/Api/Account/send_email', { purpose: 'register', email: existing.email }), 1000);
    const free = expectCode(await client.call('/Api/Account/send_email', { purpose: 'register', email: `free-${existing.email}` }), 1000);
    expect(Object.keys(taken.data as object)).toEqual(Object.keys(free.data as object));
    const notice = await mail.next(existing.email);
    expect(notice.code).toBeNull();
    expect(notice.raw.replace(/=\r?\n/g, '')).toContain('already');
  });

  it('a taken username or address is not told apart from a wrong code without the mailed code', async () => {
    const existing = await registerAccount(server, mail);
    const client = new TestClient(server.url, { localAddress: '127.0.0.38' });
    const form = (fields: Record<string, unknown>) => ({
      user_name: `free${Date.now().toString(36)}x1`,
      password: PASSWORD,
      password_confirm: PASSWORD,
      email: `nobody-${Date.now()}@test.example.com`,
      code: '123456',
      invite_code: 'ZZZZ9999',
      agreement: true,
      ...fields,
    });
    const byName = await client.call('/Api/Account/register', form({ user_name: existing.userName }));
    const byEmail = await client.call('/Api/Account/register', form({ email: existing.email }));
    const neither = await client.call('/Api/Account/register', form({}));
    expect([byName.code, byEmail.code]).toEqual([neither.code, neither.code]);
  });

  it('a reset for an unknown address answers the same and mails that no account exists', async () => {
    const client = new TestClient(server.url, { localAddress: '127.0.0.39' });
    const email = `ghost-${Date.now()}@test.example.com`;
    const answer = expectCode(await client.call('/Api/Account/send_email', { purpose: 'reset', email }), 1000);
    expect(answer.data).toMatchObject({ expires_in: 600, resend_in: 60 });
    const notice = await mail.next(email);
    expect(notice.code).toBeNull();
    expect(notice.raw.replace(/=\r?\n/g, '')).toMatch(/no account/i);
  });
});
