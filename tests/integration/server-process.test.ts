// `npm start`'s process: it keeps its data across a restart, refuses a second process on the same
// data folder with a clear message, and takes over the lock of a process that was killed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database.ts';
import { requestErrorLogs } from '../../src/server/db/schema/index.ts';
import { runToExit, startServerProcess } from '../support/server-process.ts';
import { TestClient } from '../support/start-test-server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'mmc-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const report = (account: string) => ({ account, url: '/Api/Trade/trade_coin', http_code: 200, param: '', result: '' });

// Four real starts, each opening PGlite: a minute on a busy machine. The embedded sandboxes stay off:
// what is checked is the product's own data and lock (the sandboxes' own restarts and kill -9 are
// sandbox-persistence's, sandbox-chain-persistence's and sandbox-solana-restart's).
const env = { DATA_DIR: dataDir, SANDBOX_VENUES: 'off' };
it('keeps data across a restart, refuses a second process, and survives kill -9', { timeout: 300_000 }, async () => {
  const first = await startServerProcess(env);
  const keyBefore = (await (await fetch(`${first.url}/Api/System/server_key`)).json()).data.publicKey;
  const stored = await new TestClient(first.url).call<{ id: number }>('/Api/System/request_error_log', report('before-restart'));
  expect(stored.code).toBe(1000);

  const second = await runToExit(env);
  expect(second.code).not.toBe(0);
  expect(second.output).toMatch(/Another process \(pid \d+\) is already using the data folder/);

  expect(await first.stop('SIGTERM')).toBe(0);

  const again = await startServerProcess(env);
  expect((await (await fetch(`${again.url}/Api/System/server_key`)).json()).data.publicKey).toBe(keyBefore);
  const next = await new TestClient(again.url).call<{ id: number }>('/Api/System/request_error_log', report('after-restart'));
  expect(next.code).toBe(1000);
  await again.stop('SIGKILL'); // no clean shutdown: the lock file stays behind

  const afterKill = await startServerProcess(env);
  const last = await new TestClient(afterKill.url).call<{ id: number }>('/Api/System/request_error_log', report('after-kill'));
  expect(last.code).toBe(1000);
  expect(await afterKill.stop()).toBe(0);

  // Every row written by the three processes is in the data folder.
  const database = await openDatabase({ dataDir });
  const rows = await database.db.select().from(requestErrorLogs).orderBy(requestErrorLogs.id);
  await database.close();
  expect(rows.map((row) => row.account)).toEqual(['before-restart', 'after-restart', 'after-kill']);
});
