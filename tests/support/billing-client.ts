// Billing calls for tests: each answer checked for success, balances awaited as the deposit
// watcher credits them, and a user registered with a given invite code.
import type { PayInfo } from '../../src/shared/contracts/billing/pay-info.ts';
import { expectCode, freshIdentity, PASSWORD } from './accounts.ts';
import type { MailCatcher } from './mail-catcher.ts';
import { TestClient } from './start-test-server.ts';

export async function billing<T = Record<string, unknown>>(
  client: TestClient,
  action: string,
  body: Record<string, unknown> = {},
): Promise<T> {
  return expectCode(await client.call<T>(`/Api/Wallet/${action}`, body), 1000).data;
}

export const payInfo = (client: TestClient) => billing<PayInfo>(client, 'get_pay_info');

/** Polls get_pay_info until `done` holds. */
export async function untilPayInfo(
  client: TestClient,
  what: string,
  done: (info: PayInfo) => boolean,
  timeoutMs = 60_000,
): Promise<PayInfo> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const info = await payInfo(client);
    if (done(info)) return info;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms; last ${JSON.stringify(info)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Registers through the real calls with `inviteCode`; the register code is read from the mail catcher. */
export async function registerWithCode(url: string, mail: MailCatcher, inviteCode: string) {
  const { userName, email } = freshIdentity('inv');
  const client = new TestClient(url);
  expectCode(await client.call('/Api/Account/send_email', { purpose: 'register', email }), 1000);
  const registered = await client.call<{ login_token: string }>('/Api/Account/register', {
    user_name: userName,
    password: PASSWORD,
    password_confirm: PASSWORD,
    email,
    code: await mail.nextCode(email),
    invite_code: inviteCode,
    agreement: true,
  });
  client.token = expectCode(registered, 1000).data.login_token;
  return { userName, email, client };
}
