// Test support: a batch-order task as the trade screen starts it, for the poller's tests.
import type { NewTask } from './schedule-poller.ts';

export const newOrderTask = (overrides: Partial<NewTask> = {}): NewTask => ({
  scheduleCode: 'S1',
  type: 'order',
  web: 'sandbox-a',
  exchange: 'Sandbox A',
  token: 'BTC',
  account: 'demo01',
  currency: 'BTC_USDT',
  chain: '',
  total: 100,
  ...overrides,
});
