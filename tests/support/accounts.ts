// Helpers for the account tests: register a user through the real calls (code read from the mail),
// log in on a new device through the safe-login step, and compute authenticator codes.
import { Secret, TOTP } from 'otpauth';
import type { MailCatcher } from './mail-catcher.ts';
import { type CallResult, TestClient, type TestClientOptions, type TestServer } from './start-test-server.ts';

export const PASSWORD = 'Passw0rd!';

let sequence = 0;
/** A fresh username (letters and digits, as the rules want) and its e-mail address. */
export function freshIdentity(prefix = 'user'): { userName: string; email: string } {
  sequence += 1;
  const userName = `${prefix}${sequence}x${Math.random().toString(36).slice(2, 7)}`;
  return { userName, email: `${userName}@test.example.com` };
}

export function printedInviteCode(server: TestServer): string {
  const line = server.startLines.find((l) => l.startsWith('invite code: '));
  if (!line) throw new Error(`no invite code printed: ${server.startLines.join('\n')}`);
  return line.slice('invite code: '.length);
}

export function expectCode<T>(result: CallResult<T>, code: number): CallResult<T> {
  if (result.code !== code) throw new Error(`expected code ${code}, got ${result.code} (${result.msg}) ${JSON.stringify(result.data)}`);
  return result;
}

/** The demo user signed in on a new client (on a fresh server, its first login asks for no e-mail code). */
export async function demoClient(url: string): Promise<TestClient> {
  const client = new TestClient(url);
  const login = expectCode(
    await client.call<{ login_token: string }>('/Api/Account/login', { account: 'demo01', password: 'Demo@12345' }),
    1000,
  );
  client.token = login.data.login_token;
  return client;
}

export interface TestAccount {
  userName: string;
  email: string;
  password: string;
  /** Signed in on its own device. */
  client: TestClient;
}

export async function registerAccount(server: TestServer, mail: MailCatcher, options: TestClientOptions = {}): Promise<TestAccount> {
  const { userName, email } = freshIdentity();
  const client = new TestClient(server.url, options);
  expectCode(await client.call('/Api/Account/send_email', { purpose: 'register', email }), 1000);
  const code = await mail.nextCode(email);
  const registered = await client.call<{ login_token: string; user_name: string }>('/Api/Account/register', {
    user_name: userName,
    password: PASSWORD,
    password_confirm: PASSWORD,
    email,
    code,
    invite_code: printedInviteCode(server),
    agreement: true,
  });
  expectCode(registered, 1000);
  client.token = registered.data.login_token;
  return { userName, email, password: PASSWORD, client };
}

/** Logs in on a new device, completing the 2016 step with the e-mail code (and authenticator code). */
export async function loginOnNewDevice(
  server: TestServer,
  mail: MailCatcher,
  account: { userName: string; email: string; password: string },
  options: TestClientOptions & { authCode?: () => string } = {},
): Promise<TestClient> {
  const client = new TestClient(server.url, options);
  const first = await client.call<{ login_token?: string }>('/Api/Account/login', {
    account: account.userName,
    password: account.password,
  });
  if (first.code === 1000) {
    client.token = first.data.login_token ?? null;
    return client;
  }
  expectCode(first, 2016);
  const emailCode = await mail.nextCode(account.email);
  const second = await client.call<{ login_token: string }>('/Api/Account/login_code', {
    account: account.userName,
    email_code: emailCode,
    ...(options.authCode ? { auth_code: options.authCode() } : {}),
  });
  expectCode(second, 1000);
  client.token = second.data.login_token;
  return client;
}

/** The authenticator's code for now, or `steps` 30-second steps ahead (a code is accepted once). */
export function totpCode(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
}

export const issuesOf = (result: CallResult<unknown>) =>
  Object.fromEntries(((result.data as { issues?: Array<{ path: string; message: string }> }).issues ?? []).map((i) => [i.path, i.message]));
