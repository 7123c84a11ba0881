// Soak helpers: the simulated clients' load. Each client loops over the reads a browser makes
// (account, bot list, order book, trades, candles, alerts, robot log, order history, exchange
// accounts and balances, open orders) with a think time between calls, recording every call's
// latency and every error.
import { type SoakUser, sleep } from './_soak-users.ts';

/** What the clients saw: one record per answered call (`at` in seconds since the soak began), and the errors. */
export interface ClientLoad {
  calls: Array<{ at: number; ms: number; name: string }>;
  errors: number;
  errorKinds: Map<string, number>;
}

/** A browser's reads, weighted by how often its pages ask for them. */
function readMix(user: SoakUser): Array<{ name: string; weight: number; path: string; body: () => unknown }> {
  const pair = { web: user.market.web, yenUnit1: user.market.base, yenUnit2: user.market.quote };
  return [
    { name: 'get_pankou', weight: 4, path: '/Api/Markets/get_pankou', body: () => ({ ...pair, depth: 20 }) },
    { name: 'get_robot_list_alone', weight: 3, path: '/Api/Markets/get_robot_list_alone', body: () => ({}) },
    { name: 'get_account_info', weight: 2, path: '/Api/Account/get_account_info', body: () => ({}) },
    { name: 'get_recent_trades', weight: 2, path: '/Api/Markets/get_recent_trades', body: () => ({ ...pair, limit: 30 }) },
    { name: 'get_kline', weight: 1, path: '/Api/Markets/get_kline', body: () => ({ ...pair, period: '1m', limit: 200 }) },
    { name: 'get_alarm_list', weight: 1, path: '/Api/Alarm/get_alarm_list', body: () => ({}) },
    { name: 'get_runtime_log', weight: 1, path: '/Api/Markets/get_runtime_log', body: () => ({ page: 1, page_size: 20 }) },
    { name: 'cex_orders', weight: 1, path: '/Api/Trade/cex_orders', body: () => ({ kind: 'orders', page: 1, page_size: 20 }) },
    { name: 'get_exchange_accounts', weight: 1, path: '/Api/Account/get_exchange_accounts', body: () => ({}) },
    {
      name: 'get_exchange_account_balance',
      weight: 0.5,
      path: '/Api/Account/get_exchange_account_balance',
      body: () => ({ id: user.accountId }),
    },
    { name: 'trade_open_orders', weight: 0.5, path: '/Api/Trade/trade_open_orders', body: () => ({ ...pair }) },
  ];
}

function pick<T extends { weight: number }>(items: T[]): T {
  let roll = Math.random() * items.reduce((sum, item) => sum + item.weight, 0);
  for (const item of items) {
    roll -= item.weight;
    if (roll <= 0) return item;
  }
  return items[items.length - 1]!;
}

/** One client's loop until `deadline` (a performance.now() time), recording into `load`. */
export async function clientLoop(
  user: SoakUser,
  load: ClientLoad,
  timing: { started: number; deadline: number; thinkMs: number },
): Promise<void> {
  const { started, deadline, thinkMs } = timing;
  const mix = readMix(user);
  // Clients start spread over the first think time, as browsers would open at different moments.
  await sleep(Math.random() * thinkMs);
  while (performance.now() < deadline) {
    const call = pick(mix);
    const begun = performance.now();
    try {
      await user.client.call(call.path, call.body());
      load.calls.push({ at: (begun - started) / 1000, ms: performance.now() - begun, name: call.name });
    } catch (error) {
      load.errors++;
      const message = `${call.name}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 160);
      load.errorKinds.set(message, (load.errorKinds.get(message) ?? 0) + 1);
    }
    await sleep(thinkMs * (0.5 + Math.random()));
  }
}
