// One billing seed for every process of a deployment on one PostgreSQL, each with its own DATA_DIR:
// two servers started together make deposit addresses, one of them stops, and the other sweeps the
// deposits to both (its keys own the addresses the first one made). A process given another
// BILLING_MNEMONIC refuses to start and names the variable.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { type Address, erc20Abi, parseUnits } from 'viem';
import { afterAll, expect, it } from 'vitest';
import { nodeClients } from '../../src/sandbox/chain/chain-client.ts';
import type { Db } from '../../src/server/db/database.ts';
import { chainDeposits, users } from '../../src/server/db/schema/index.ts';
import { payInfo, registerWithCode } from '../support/billing-client.ts';
import { killChildren, startChildServer } from '../support/child-server.ts';
import { POSTGRES_ADMIN_URL, openPostgresForTest, type TestDatabase } from '../support/databases.ts';
import { type SandboxDex, startSandboxDex } from '../support/sandbox-dex.ts';
import { lastSecurityCode } from '../support/wallet-client.ts';

const dir = mkdtempSync(join(tmpdir(), 'mmc-money-seed-'));
const children: ChildProcess[] = [];
let dex: SandboxDex | undefined;
let pg: TestDatabase | undefined;

afterAll(async () => {
  killChildren(children);
  await dex?.close();
  await pg?.drop();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

async function until(what: string, probe: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function depositAddressOfNewUser(db: Db, url: string, inviteCode: string): Promise<Address> {
  const account = await registerWithCode(url, (email) => lastSecurityCode(db, email), inviteCode);
  const [row] = await db.select().from(users).where(eq(users.userName, account.userName));
  expect(row).toBeDefined();
  return (await payInfo(account.client)).deposit!.address as Address;
}

it('the processes of a deployment share one billing seed, and a process with another one refuses to start', {
  timeout: 240_000,
}, async () => {
  pg = await openPostgresForTest();
  const db = pg.database.db;
  const databaseUrl = Object.assign(new URL(POSTGRES_ADMIN_URL), { pathname: `/${pg.name}` }).toString();
  dex = await startSandboxDex({ blockIntervalMs: 100 });
  const chain = dex.chain;
  const chainJson = JSON.stringify({
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    contracts: chain.contracts,
    privateKey: chain.privateKey,
  });
  const shared = { DATABASE_URL: databaseUrl, CHAIN_JSON: chainJson, MASTER_KEY: randomBytes(32).toString('base64') };
  const start = (name: string, env: Record<string, string> = {}) =>
    startChildServer('tests/support/billing-server-child.ts', { ...shared, DATA_DIR: join(dir, name), ...env }, children);

  const [first, second] = await Promise.all([start('first'), start('second')]);
  const inviteCode = /^invite code: (\S+)$/m.exec(first.output())![1]!;
  const addresses = [await depositAddressOfNewUser(db, first.url, inviteCode), await depositAddressOfNewUser(db, second.url, inviteCode)];

  // Only the second process runs billing from here on; deposits reach both addresses.
  first.child.kill('SIGKILL');
  await first.exited;
  const funder = nodeClients(chain.node, chain.chainId).walletFor(chain.privateKey);
  for (const address of addresses)
    await funder.writeContract({
      address: dex.token('USDT'),
      abi: erc20Abi,
      functionName: 'transfer',
      args: [address, parseUnits('100', 18)],
    });
  await until(
    'both deposits swept by the second process',
    async () => {
      const states = (await db.select().from(chainDeposits)).map((row) => row.state);
      return states.length === 2 && states.every((state) => state === 'swept');
    },
    30_000,
  );

  const other = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
  await expect(start('third', { BILLING_MNEMONIC: other })).rejects.toThrow(/BILLING_MNEMONIC is not this deployment's billing seed/);
});
