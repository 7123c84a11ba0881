// Soak helpers: the simulated users and their bots. Each user is registered through the real calls
// (invite code, e-mail code read from the outbox), with its own sandbox account bound and 10 bots on
// one market (its trial plan's one market at once): per ten bots seven grids, one batch selling, one
// range buy/sell and one martingale, ticking every second or every 10-30 s as their intervals say
// (bots-scale.ts's mix without its order-book managers, which a trial plan does not include).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from './_api-client.ts';
import type { ProductServer } from './_product-server.ts';

const PASSWORD = 'Passw0rd!';

export interface Market {
  web: string;
  base: string;
  quote: string;
}

export interface SoakUser {
  client: Client;
  market: Market;
  accountId: number;
}

const BASES = ['ETH', 'BTC', 'BNB'] as const;
type Base = (typeof BASES)[number];

/** Per base: grid range and order size, batch-selling tranche and floor (every order above the venues' 5 USDT minimum). */
const SIZES: Record<Base, { lower: number; upper: number; gridAmount: number; total: number; tranche: number; floor: number }> = {
  ETH: { lower: 1000, upper: 8000, gridAmount: 0.01, total: 5, tranche: 0.005, floor: 100 },
  BTC: { lower: 20_000, upper: 150_000, gridAmount: 0.0005, total: 0.3, tranche: 0.0003, floor: 1000 },
  BNB: { lower: 100, upper: 1500, gridAmount: 0.05, total: 10, tranche: 0.02, floor: 10 },
};

/** The user's n-th bot: seven grids, then one each of batch selling, range buy/sell and martingale. */
function botDraft(n: number, market: Market): { kind: string; params: Record<string, unknown> } {
  const size = SIZES[market.base as Base];
  const slot = n % 10;
  if (slot < 7)
    return {
      kind: 'grid',
      params: {
        lower_price: size.lower,
        upper_price: size.upper,
        grid_count: 10 + slot,
        order_amount: size.gridAmount,
        interval_seconds: 1,
      },
    };
  if (slot === 7)
    return {
      kind: 'iceberg',
      params: { total_amount: size.total, tranche_amount: size.tranche, limit_price: size.floor, interval_min: 10, interval_max: 30 },
    };
  if (slot === 8)
    return {
      kind: 'buy_sell',
      params: { buy_lower: 1, buy_upper: 500_000, total_budget: 2000, single_budget: 10, interval_min: 10, interval_max: 30 },
    };
  return {
    kind: 'wangge',
    params: { base_order: 10, step_percent: 0.5, take_profit_percent: 0.3, total_budget: 1000, interval_seconds: 1 },
  };
}

/** The registration code mailed to `email`, from the embedded outbox's .eml files. */
function outboxCode(dataDir: string, email: string): string {
  const dir = join(dataDir, 'outbox');
  for (const file of readdirSync(dir).sort().reverse()) {
    const raw = readFileSync(join(dir, file), 'utf8');
    const [head = '', ...body] = raw.split(/\r?\n\r?\n/);
    if (!head.toLowerCase().includes(email.toLowerCase())) continue;
    const code = /\b(\d{6})\b/.exec(body.join('\n\n').replace(/=\r?\n/g, ''))?.[1];
    if (code) return code;
  }
  throw new Error(`no code mailed to ${email}`);
}

export async function createUser(server: ProductServer, inviteCode: string, index: number): Promise<SoakUser> {
  const client = new Client(server.url);
  const userName = `soak${index}x${Math.random().toString(36).slice(2, 7)}`;
  const email = `${userName}@soak.example.com`;
  await client.call('/Api/Account/send_email', { purpose: 'register', email });
  const registered = await client.call<{ login_token: string }>('/Api/Account/register', {
    user_name: userName,
    password: PASSWORD,
    password_confirm: PASSWORD,
    email,
    code: outboxCode(server.dataDir, email),
    invite_code: inviteCode,
    agreement: true,
  });
  client.token = registered.login_token;
  const market = { web: index % 2 === 0 ? 'sandbox-a' : 'sandbox-b', base: BASES[Math.floor(index / 2) % 3]!, quote: 'USDT' };
  const keys = await client.call<{ api_key: string; secret: string }>('/Api/Account/create_sandbox_keys', { web: market.web });
  // Binding verifies the key with a balance call to the venue, which a busy server may answer late.
  const bound = await retrying(() =>
    client.call<{ account: { id: number } }>('/Api/Account/bind_exchange_account', {
      web: market.web,
      remark: 'soak',
      api_key: keys.api_key,
      secret: keys.secret,
    }),
  );
  return { client, market, accountId: bound.account.id };
}

export async function startBots(user: SoakUser, bots: number): Promise<void> {
  const { client, market } = user;
  for (let n = 0; n < bots; n++) {
    const draft = botDraft(n, market);
    const saved = await client.call<{ robot: { id: number } }>('/Api/Robot/save_robot', {
      web: market.web,
      yenUnit1: market.base,
      yenUnit2: market.quote,
      ...draft,
    });
    await retrying(() => client.call('/Api/Robot/start_robot', { id: saved.robot.id, legal_confirmed: true }));
  }
}

/** Setup calls answered 4105 (the venue did not answer in time) are tried again, up to three times. */
let setupRetries = 0;
async function retrying<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= 4 || !(error instanceof Error) || !error.message.includes(' answered 4105 ')) throw error;
      setupRetries++;
      await sleep(2000 * attempt);
    }
  }
}

/** How many setup calls were tried again so far. */
export const setupRetryCount = () => setupRetries;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `count` tasks, `parallel` at a time. */
export async function inBatches<T>(count: number, parallel: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}
