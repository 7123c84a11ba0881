// Alert test helpers over the real API: bind the test market's account, create an alert, read the
// firings, and wait for a condition with a bounded timeout.
import type { AlarmView, FiringView } from '../../src/shared/contracts/alarm/alarm-view.ts';
import type { AlarmRuleInput } from '../../src/shared/contracts/alarm/fields.ts';
import { expectCode } from './accounts.ts';
import type { AlarmMarket } from './alarm-market.ts';
import type { TestClient } from './start-test-server.ts';

export async function bindMarketAccount(
  client: TestClient,
  market: AlarmMarket,
  balances: Record<string, string>,
): Promise<{ accountId: number }> {
  const account = await market.account(balances);
  expectCode(
    await client.call('/Api/Account/bind_exchange_account', {
      web: market.web,
      remark: 'alerts',
      api_key: account.apiKey,
      secret: account.secret,
    }),
    1000,
  );
  return { accountId: account.accountId };
}

export async function addAlarm(client: TestClient, rule: Partial<AlarmRuleInput> & { web: string }): Promise<AlarmView> {
  const result = await client.call<AlarmView>('/Api/Alarm/add_alarm', { yenUnit1: 'BTC', yenUnit2: 'USDT', channels: ['email'], ...rule });
  return expectCode(result, 1000).data;
}

export async function firingsOf(client: TestClient, alarmId?: number): Promise<FiringView[]> {
  const result = await client.call<{ list: FiringView[] }>('/Api/Alarm/get_alarm_firings', alarmId ? { alarm_id: alarmId } : {});
  return expectCode(result, 1000).data.list;
}

export async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
