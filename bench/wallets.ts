// Wallets at scale on the in-process sandbox chain, the server as `npm start` runs it: the time to
// create 1,000 trading wallets (derived from the user's HD seed, keys sealed, stored), and to
// allocate the chain's coin and a token to all of them (journalled, signed, broadcast, mined,
// confirmed). Allocation speed is set against the chain's own ceiling, blocks × gas limit: the
// most transfers of that gas the chain can include per second.
// `npm run bench wallets`, or alone: `node --import tsx bench/wallets.ts`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { desc } from 'drizzle-orm';
import type { Hash } from 'viem';
import { loadConfig } from '../src/server/config.ts';
import { chainSends } from '../src/server/db/schema/index.ts';
import { createLogger } from '../src/server/logger.ts';
import { startRuntime } from '../src/server/runtime.ts';
import { Client } from './_api-client.ts';

const WALLETS = 1000;
const BLOCK_MS = 1000;
const BLOCK_GAS_LIMIT = 30_000_000;

interface Started {
  schedule_code: string;
  total: number;
}

async function timedTask(client: Client, action: string, body: Record<string, unknown>) {
  const started = performance.now();
  const task = await client.call<Started>(`/Api/Wallet/${action}`, body);
  for (;;) {
    const progress = await client.call<{ status: number; use: number; fail: number }>('/Api/wallet/get_schedule_data', {
      web: 'SANDBOX',
      schedule_code: task.schedule_code,
    });
    if (progress.status >= 2 && progress.status !== 4) return { seconds: (performance.now() - started) / 1000, ...progress };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function run(options: { print?: boolean } = {}) {
  const print = options.print ?? true;
  const dir = mkdtempSync(join(tmpdir(), 'bench-wallets-'));
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dir,
    CLIENT_DIR: join(dir, 'no-client'),
    LOG_LEVEL: 'warn',
    SANDBOX_VENUES: 'on',
    SANDBOX_CHAIN: 'on',
    SANDBOX_SOLANA: 'off',
    SANDBOX_CHAIN_BLOCK_MS: String(BLOCK_MS),
  });
  const runtime = await startRuntime(config, createLogger(config.LOG_LEVEL), { print: () => undefined });
  try {
    const client = new Client(runtime.url);
    client.token = (
      await client.call<{ login_token: string }>('/Api/Account/login', { account: config.demoAccount, password: config.DEMO_PASSWORD })
    ).login_token;
    await client.call('/Api/Wallet/create_main_wallet', { chain: 'SANDBOX' });
    const listed = await client.call<{ tokens: { key: string; symbol: string }[] }>('/Api/Wallet/get_attached_wallets', {
      chain: 'SANDBOX',
    });
    const usdt = listed.tokens.find((token) => token.symbol === 'USDT')!.key;

    let started = performance.now();
    await client.call('/Api/Wallet/create_dex_wallets', { chain: 'SANDBOX', count: WALLETS });
    const createSeconds = (performance.now() - started) / 1000;

    const native = await timedTask(client, 'dex_deliver_token', {
      chain: 'SANDBOX',
      token: 'native',
      total_amount: '10',
      strategy: 'average',
    });
    const token = await timedTask(client, 'dex_deliver_token', {
      chain: 'SANDBOX',
      token: usdt,
      total_amount: '10000',
      strategy: 'random',
    });
    started = performance.now();
    await client.call('/Api/Wallet/attached_wallet_balance_update', { chain: 'SANDBOX' });
    const refreshSeconds = (performance.now() - started) / 1000;

    const tokenGas = await tokenTransferGas(runtime);
    const ceiling = (gas: number) => Math.floor(BLOCK_GAS_LIMIT / gas) / (BLOCK_MS / 1000);
    const rate = (task: { seconds: number }) => WALLETS / task.seconds;
    const result = {
      wallets: WALLETS,
      createSeconds: round(createSeconds),
      nativeAllocation: {
        seconds: round(native.seconds),
        use: native.use,
        fail: native.fail,
        transfersPerSecond: round(rate(native)),
        ceiling: ceiling(21_000),
        ratio: round(rate(native) / ceiling(21_000)),
      },
      tokenAllocation: {
        seconds: round(token.seconds),
        use: token.use,
        fail: token.fail,
        gasPerTransfer: tokenGas,
        transfersPerSecond: round(rate(token)),
        ceiling: round(ceiling(tokenGas)),
        ratio: round(rate(token) / ceiling(tokenGas)),
      },
      balanceRefreshSeconds: round(refreshSeconds),
    };
    if (print) {
      console.log(`  create ${WALLETS} wallets: ${result.createSeconds} s`);
      console.log(
        `  allocate the coin to ${WALLETS}: ${result.nativeAllocation.seconds} s, ${result.nativeAllocation.transfersPerSecond} transfers/s against the chain's ${result.nativeAllocation.ceiling}/s (ratio ${result.nativeAllocation.ratio})`,
      );
      console.log(
        `  allocate USDT to ${WALLETS}: ${result.tokenAllocation.seconds} s, ${result.tokenAllocation.transfersPerSecond} transfers/s against the chain's ${result.tokenAllocation.ceiling}/s at ${tokenGas} gas (ratio ${result.tokenAllocation.ratio})`,
      );
      console.log(`  refresh ${WALLETS} wallets' balances of 5 tokens: ${result.balanceRefreshSeconds} s`);
    }
    return result;
  } finally {
    await runtime.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The gas the last journalled transfer (a token transfer) used, from its receipt. */
async function tokenTransferGas(runtime: Awaited<ReturnType<typeof startRuntime>>): Promise<number> {
  const [last] = await runtime.database.db.select({ hash: chainSends.hash }).from(chainSends).orderBy(desc(chainSends.id)).limit(1);
  const receipt = await runtime.venues.dex.connector('sandbox-dex').client.getTransactionReceipt({ hash: last!.hash as Hash });
  return Number(receipt.gasUsed);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
