// Withdrawals move through their states only forward, on PostgreSQL and the test's sandbox chain
// (blocks only when the test mines them), with the server in its own process:
// - a refusal for a locked wallet or a short balance leaves the e-mail code unspent;
// - once the treasury's transfer is signed, an operator cannot refuse the withdrawal any more,
//   whether the server is waiting for the receipt or lies dead after a kill -9: the chain's
//   outcome decides, and the user is paid once and refunded never.
import type { ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq, like } from 'drizzle-orm';
import { type Address, erc20Abi, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database.ts';
import { chainDeposits, chainSends, ledgerEntries, users } from '../../src/server/db/schema/index.ts';
import { runOpsCommand } from '../../src/server/modules/billing/ops-commands.ts';
import { expectCode } from '../support/accounts.ts';
import { billing, payInfo, registerWithCode, untilPayInfo } from '../support/billing-client.ts';
import { type ChildServer, killChildren, startChildServer } from '../support/child-server.ts';
import { POSTGRES_ADMIN_URL, openPostgresForTest, type TestDatabase } from '../support/databases.ts';
import { type SandboxDex, startSandboxDex } from '../support/sandbox-dex.ts';
import { TestClient } from '../support/start-test-server.ts';
import { chainReader, lastSecurityCode } from '../support/wallet-client.ts';
import { nodeArgsFor } from '../support/test-bundles.ts';

const dir = mkdtempSync(join(tmpdir(), 'mmc-money-withdrawals-'));
const children: ChildProcess[] = [];
let dex: SandboxDex;
let pg: TestDatabase;
let db: Db;
let databaseUrl: string;
let server: ChildServer;
let mining: NodeJS.Timeout | undefined;
let paused = false;
let start: () => Promise<ChildServer>;
type Account = Awaited<ReturnType<typeof register>>;
/** One account per test: an e-mail code can be mailed to an address once a minute. */
let alice: Account;
let bob: Account;
let carol: Account;

async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function register(inviteCode: string) {
  const account = await registerWithCode(server.url, (email) => lastSecurityCode(db, email), inviteCode);
  const [row] = await db.select().from(users).where(eq(users.userName, account.userName));
  return { ...account, id: row!.id };
}

/** The operator's command line against the test's database, as an operator runs it. */
async function ops(...args: string[]): Promise<{ ok: boolean; out: string }> {
  const run = promisify(execFile)(process.execPath, [...nodeArgsFor('scripts/ops.ts'), ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: join(dir, 'ops') },
  });
  return run.then(
    (done) => ({ ok: true, out: done.stdout }),
    (error: { stdout: string; stderr: string }) => ({ ok: false, out: `${error.stdout}${error.stderr}` }),
  );
}

const usdtOf = (address: Address) =>
  chainReader(dex.chain.rpcUrl).readContract({ address: dex.token('USDT'), abi: erc20Abi, functionName: 'balanceOf', args: [address] });

const withdrawalEntries = (userId: number) =>
  db
    .select({ key: ledgerEntries.idempotencyKey })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), like(ledgerEntries.idempotencyKey, 'withdrawal:%')));

const journalled = async (id: number) =>
  (
    await db
      .select()
      .from(chainSends)
      .where(eq(chainSends.billingRef, `withdrawal:${id}`))
  ).length;

async function withdraw(account: Account, amount: string, emailCode: string) {
  return account.client.call<{ withdrawal: { id: number } }>('/Api/Wallet/withdraw', {
    chain: 'SANDBOX',
    address: privateKeyToAddress(generatePrivateKey()),
    amount,
    email_code: emailCode,
  });
}

const reconnect = (account: Account) => {
  account.client = Object.assign(new TestClient(server.url, { session: account.client.session }), { token: account.client.token });
};

beforeAll(async () => {
  pg = await openPostgresForTest();
  db = pg.database.db;
  databaseUrl = Object.assign(new URL(POSTGRES_ADMIN_URL), { pathname: `/${pg.name}` }).toString();
  dex = await startSandboxDex({ blockIntervalMs: 0 });
  const chain = dex.chain;
  mining = setInterval(() => {
    if (!paused) void chain.mine();
  }, 100);
  const chainJson = JSON.stringify({
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    contracts: chain.contracts,
    privateKey: chain.privateKey,
  });
  const env = { DATA_DIR: join(dir, 'server'), DATABASE_URL: databaseUrl, CHAIN_JSON: chainJson };
  start = () => startChildServer('tests/support/billing-server-child.ts', env, children);
  server = await start();
  const operatorCode = /^invite code: (\S+)$/m.exec(server.output())![1]!;
  alice = await register(operatorCode);
  bob = await register(operatorCode);
  carol = await register(operatorCode);
  for (const account of [alice, bob, carol]) {
    await billing(account.client, 'deposit_faucet', { chain: 'SANDBOX' });
    await untilPayInfo(account.client, 'faucet deposit credited', (info) => info.balance === '1000');
  }
  // The treasury pays withdrawals from the swept deposits.
  await until('deposits swept', async () => (await db.select().from(chainDeposits)).every((row) => row.state === 'swept'));
}, 180_000);

// A test that fails with the chain paused must not leave the next one without blocks.
afterEach(() => {
  paused = false;
});

afterAll(async () => {
  clearInterval(mining);
  killChildren(children);
  await dex?.close();
  await pg?.drop();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

it('a withdrawal refused for a locked wallet or a short balance leaves the e-mail code usable', { timeout: 60_000 }, async () => {
  expectCode(await alice.client.call('/Api/Account/send_email', { purpose: 'security' }), 1000);
  const code = await lastSecurityCode(db, alice.email);
  // Recharge and Renew for more than the balance locks the wallet until a deposit or customer service.
  const locked = await billing<{ paid: boolean }>(alice.client, 'recharge', { level: 'flagship', period: 'annual', chain: 'SANDBOX' });
  expect(locked.paid).toBe(false);
  expectCode(await withdraw(alice, '60', code), 4603);
  expect((await runOpsCommand(db, ['unlock', alice.userName], Date.now())).join('\n')).toContain('unlocked');
  expectCode(await withdraw(alice, '5000', code), 4301);
  expectCode(await withdraw(alice, '60', code), 1000);
  expect((await payInfo(alice.client)).balance).toBe('939');
});

it('a withdrawal whose transfer waits for its receipt cannot be refused: paid once, refunded never', { timeout: 90_000 }, async () => {
  expectCode(await carol.client.call('/Api/Account/send_email', { purpose: 'security' }), 1000);
  const applied = expectCode(await withdraw(carol, '60', await lastSecurityCode(db, carol.email)), 1000).data;
  const id = applied.withdrawal.id;
  const target = (await payInfo(carol.client)).withdrawals[0]!.address as Address;
  paused = true;
  await runOpsCommand(db, ['withdrawals', 'approve', String(id), '--by', 'tester'], Date.now());
  await until('the transfer is signed', async () => (await journalled(id)) > 0);
  await expect(runOpsCommand(db, ['withdrawals', 'reject', String(id), 'too late'], Date.now())).rejects.toThrow(
    `withdrawal #${id} is being paid`,
  );
  paused = false;
  const paid = await untilPayInfo(carol.client, 'withdrawal paid', (info) => info.withdrawals[0]?.state === 'success');
  expect(paid.balance).toBe('939');
  expect(await usdtOf(target)).toBe(parseUnits('60', 18));
  expect((await withdrawalEntries(carol.id)).map((row) => row.key).sort()).toEqual([`withdrawal:${id}`, `withdrawal:${id}:fee`]);
  expect(await journalled(id)).toBe(1);
});

it('a withdrawal whose transfer left before a kill -9 cannot be refused: paid once after the restart', { timeout: 120_000 }, async () => {
  expectCode(await bob.client.call('/Api/Account/send_email', { purpose: 'security' }), 1000);
  const applied = expectCode(await withdraw(bob, '60', await lastSecurityCode(db, bob.email)), 1000).data;
  const id = applied.withdrawal.id;
  const target = (await payInfo(bob.client)).withdrawals[0]!.address as Address;
  paused = true;
  expect((await ops('withdrawals', 'approve', String(id), '--by', 'tester')).out).toContain(`withdrawal #${id}: review passed`);
  await until('the transfer is signed', async () => (await journalled(id)) > 0);
  server.child.kill('SIGKILL');
  await server.exited;

  const refused = await ops('withdrawals', 'reject', String(id), 'changed my mind');
  expect(refused).toMatchObject({ ok: false });
  expect(refused.out).toContain(`withdrawal #${id} is being paid`);

  server = await start();
  reconnect(bob);
  paused = false;
  const paid = await untilPayInfo(bob.client, 'withdrawal paid after the restart', (info) => info.withdrawals[0]?.state === 'success');
  expect(paid.balance).toBe('939');
  expect(await usdtOf(target)).toBe(parseUnits('60', 18));
  expect((await withdrawalEntries(bob.id)).map((row) => row.key).sort()).toEqual([`withdrawal:${id}`, `withdrawal:${id}:fee`]);
  expect(await journalled(id)).toBe(1);
});
