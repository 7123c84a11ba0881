// Billing calls for tests: each answer checked for success, balances awaited as the deposit
// watcher credits them, a user registered with a given invite code, and a first bot started.
import type { PayInfo } from '../../src/shared/contracts/billing/pay-info.ts';
import { expectCode, freshIdentity, PASSWORD } from './accounts.ts';
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

/**
 * Registers through the real calls with `inviteCode`; `mailedCode` reads the register code sent to
 * the address (from a mail catcher, or the outbox table).
 */
export async function registerWithCode(url: string, mailedCode: (email: string) => Promise<string>, inviteCode: string) {
  const { userName, email } = freshIdentity('inv');
  const client = new TestClient(url);
  expectCode(await client.call('/Api/Account/send_email', { purpose: 'register', email }), 1000);
  const registered = await client.call<{ login_token: string }>('/Api/Account/register', {
    user_name: userName,
    password: PASSWORD,
    password_confirm: PASSWORD,
    email,
    code: await mailedCode(email),
    invite_code: inviteCode,
    agreement: true,
  });
  client.token = expectCode(registered, 1000).data.login_token;
  return { userName, email, client };
}

/** Binds fresh keys of the embedded sandbox exchange and starts (then stops) a grid bot on BTC/USDT: the account is activated. */
export async function startFirstBot(client: TestClient): Promise<void> {
  const keys = expectCode(
    await client.call<{ api_key: string; secret: string }>('/Api/Account/create_sandbox_keys', { web: 'sandbox-a' }),
    1000,
  ).data;
  expectCode(await client.call('/Api/Account/bind_exchange_account', { web: 'sandbox-a', remark: 'first bot', ...keys }), 1000);
  const params = { lower_price: 1, upper_price: 1_000_000, grid_count: 4, order_amount: 0.0002, interval_seconds: 1 };
  const saved = expectCode(
    await client.call<{ robot: { id: number } }>('/Api/Robot/save_robot', {
      web: 'sandbox-a',
      yenUnit1: 'BTC',
      yenUnit2: 'USDT',
      kind: 'grid',
      params,
    }),
    1000,
  );
  expectCode(await client.call('/Api/Robot/start_robot', { id: saved.data.robot.id }), 1000);
  expectCode(await client.call('/Api/Robot/stop_robot', { id: saved.data.robot.id }), 1000);
}
