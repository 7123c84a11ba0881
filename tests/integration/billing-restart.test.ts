// The money path of billing across kill -9, on PostgreSQL and the test's sandbox chain (blocks only
// when the test mines them). A user's deposit arrives while the server is dead: started again, it
// credits it once, and reading the same blocks again credits nothing. The user renews Basic
// quarterly at 80%, an invitee who has started a bot pays and 20% reaches the user, the user
// withdraws 60 USDT, an operator passes it with `npm run ops`, and the server is killed while the
// treasury's transfer waits in the chain's pool: started again it pays that same transaction, the
// target holds exactly 60 USDT and the ledger shows one withdrawal.
import type { ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq, like } from 'drizzle-orm';
import { type Address, erc20Abi, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, expect, it } from 'vitest';
import { nodeClients } from '../../src/sandbox/chain/chain-client.ts';
import type { Db } from '../../src/server/db/database.ts';
import { billingCursors, chainDeposits, chainSends, ledgerEntries, users } from '../../src/server/db/schema/index.ts';
import { expectCode } from '../support/accounts.ts';
import { billing, payInfo, registerWithCode, startFirstBot, untilPayInfo } from '../support/billing-client.ts';
import { killChildren, startChildServer } from '../support/child-server.ts';
import { POSTGRES_ADMIN_URL, openPostgresForTest, type TestDatabase } from '../support/databases.ts';
import { type SandboxDex, startSandboxDex } from '../support/sandbox-dex.ts';
import { TestClient } from '../support/start-test-server.ts';
import { chainReader, lastSecurityCode } from '../support/wallet-client.ts';
import { nodeArgsFor } from '../support/test-bundles.ts';

const dir = mkdtempSync(join(tmpdir(), 'mmc-billing-restart-'));
const children: ChildProcess[] = [];
let dex: SandboxDex | undefined;
let pg: TestDatabase | undefined;
let mining: NodeJS.Timeout | undefined;
let paused = false;

afterAll(async () => {
  clearInterval(mining);
  killChildren(children);
  await dex?.close();
  await pg?.drop();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A new account registered with `inviteCode`, its code read from the outbox table; with its user id. */
async function register(url: string, db: Db, inviteCode: string) {
  const account = await registerWithCode(url, (email) => lastSecurityCode(db, email), inviteCode);
  const [row] = await db.select().from(users).where(eq(users.userName, account.userName));
  return { ...account, id: row!.id };
}

const deposits = (db: Db, userId: number) =>
  db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, 'deposit')));

it('credits, renews, rewards and withdraws exactly once across kill -9', { timeout: 300_000 }, async () => {
  pg = await openPostgresForTest();
  const db = pg.database.db;
  const databaseUrl = Object.assign(new URL(POSTGRES_ADMIN_URL), { pathname: `/${pg.name}` }).toString();
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
  const start = () => startChildServer('tests/support/billing-server-child.ts', env, children);

  let server = await start();
  const operatorCode = /^invite code: (\S+)$/m.exec(server.output())![1]!;
  const user = await register(server.url, db, operatorCode);
  const depositAddress = (await payInfo(user.client)).deposit!.address as Address;

  // The deposit arrives while the server is dead.
  server.child.kill('SIGKILL');
  await server.exited;
  const funder = nodeClients(chain.node, chain.chainId).walletFor(chain.privateKey);
  const hash = await funder.writeContract({
    address: dex.token('USDT'),
    abi: erc20Abi,
    functionName: 'transfer',
    args: [depositAddress, parseUnits('1000', 18)],
  });
  await until('deposit mined', async () => (await dex!.connector.client.getTransactionReceipt({ hash }).catch(() => null)) !== null);
  server = await start();
  user.client = Object.assign(new TestClient(server.url, { session: user.client.session }), { token: user.client.token });
  await untilPayInfo(user.client, 'deposit credited after the restart', (info) => info.balance === '1000');
  expect(await deposits(db, user.id)).toHaveLength(1);

  // A pass that re-reads those blocks (as after a crash before the cursor moved) credits nothing more.
  const [cursor] = await db.select().from(billingCursors);
  await db.update(billingCursors).set({ block: 0 });
  await until('blocks read again', async () => ((await db.select().from(billingCursors))[0]?.block ?? 0) >= cursor!.block);
  expect(await deposits(db, user.id)).toHaveLength(1);
  expect((await payInfo(user.client)).balance).toBe('1000');

  // Basic for a quarter at 80%: 99 × 3 × 0.8.
  const renewed = await billing<{ quote: { due: string }; info: { balance: string; period: string } }>(user.client, 'pay', {
    period: 'quarterly',
  });
  expect(renewed.quote.due).toBe('237.6');
  expect(renewed.info).toMatchObject({ balance: '762.4', period: 'quarterly' });

  // The invitee starts a bot, tops up from the faucet and pays: 20% of 99 reaches the user.
  const invite = expectCode(await user.client.call<{ code: string }>('/Api/Account/get_invite_info', {}), 1000).data;
  const invitee = await register(server.url, db, invite.code);
  await startFirstBot(invitee.client);
  await billing(invitee.client, 'deposit_faucet', { chain: 'SANDBOX' });
  await untilPayInfo(invitee.client, 'invitee deposit', (info) => info.balance === '1000');
  await billing(invitee.client, 'pay', { period: 'monthly' });
  expect((await payInfo(user.client)).balance).toBe('782.2');

  // Withdraw 60 with the e-mail code; the operator passes it.
  const target = privateKeyToAddress(generatePrivateKey());
  expectCode(await user.client.call('/Api/Account/send_email', { purpose: 'security' }), 1000);
  const applied = await billing<{ withdrawal: { id: number } }>(user.client, 'withdraw', {
    chain: 'SANDBOX',
    address: target,
    amount: '60',
    email_code: await lastSecurityCode(db, user.email),
  });
  expect((await payInfo(user.client)).balance).toBe('721.2');
  const id = applied.withdrawal.id;
  // Both deposits swept to the treasury first (a billing pass waits for its sends), then blocks stop.
  await until('deposits swept', async () => (await db.select().from(chainDeposits)).every((row) => row.state === 'swept'));
  paused = true;
  const ops = await promisify(execFile)(
    process.execPath,
    [...nodeArgsFor('scripts/ops.ts'), 'withdrawals', 'approve', String(id), '--by', 'tester'],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: env.DATA_DIR },
    },
  );
  expect(ops.stdout).toContain(`withdrawal #${id}: review passed`);

  // Killed once the treasury's transfer is signed and broadcast, before it is mined.
  const ref = `withdrawal:${id}`;
  await until(
    'withdrawal transfer journalled',
    async () => (await db.select().from(chainSends).where(eq(chainSends.billingRef, ref))).length > 0,
  ).catch(async (error) => {
    throw new Error(
      `${(error as Error).message}\n${server.output()}\n${JSON.stringify((await db.select().from(chainSends)).map((row) => [row.billingRef, row.step, row.state, row.fromAddress, row.nonce]))}`,
    );
  });
  server.child.kill('SIGKILL');
  await server.exited;
  server = await start();
  paused = false;
  user.client = Object.assign(new TestClient(server.url, { session: user.client.session }), { token: user.client.token });
  const paid = await untilPayInfo(user.client, 'withdrawal paid', (info) => info.withdrawals[0]?.state === 'success');
  expect(paid.balance).toBe('721.2');
  const received = await chainReader(chain.rpcUrl).readContract({
    address: dex.token('USDT'),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [target],
  });
  expect(received).toBe(parseUnits('60', 18));
  expect(await db.select().from(chainSends).where(eq(chainSends.billingRef, ref))).toHaveLength(1);
  expect(
    await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, user.id), like(ledgerEntries.idempotencyKey, 'withdrawal:%'))),
  ).toHaveLength(2);
});
