// What `npm start`'s server process prints: at info level, exactly what a newcomer needs (where the
// data lives, the invite code, the demo account and password, the sandbox keys file, the URL) as
// short "HH:MM:SS LEVEL message" lines; the same as JSON lines with LOG_FORMAT=json; and, in the
// embedded mode, each mailed code, so a second browser's safe-login step can be passed from the log
// (in the terminal's lines only: a JSON log goes to a collector, so there the code is masked).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { expectCode } from '../support/accounts.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { TestClient } from '../support/start-test-server.ts';

const dirs: string[] = [];
const freshDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'mmc-start-log-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const port = (server: ServerProcess) => new URL(server.url).port;
const expectedMessages = (dataDir: string, server: ServerProcess) => [
  `data folder: ${dataDir} (PGlite)`,
  expect.stringMatching(/^invite code: [A-Z2-9]{8}$/),
  'demo account: demo01',
  'demo password: Demo@12345',
  `sandbox demo keys: ${join(dataDir, 'sandbox-demo-keys.json')}`,
  `listening on http://127.0.0.1:${port(server)}`,
];

const PRETTY = /^\d\d:\d\d:\d\d (TRACE|DEBUG|INFO |WARN |ERROR|FATAL) (.*)$/;
const lines = (output: string) => output.split('\n').filter((line) => line.length > 0);

async function waitForLine(server: ServerProcess, pattern: RegExp, timeoutMs = 30_000): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = pattern.exec(server.output());
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`no line like ${pattern} in:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Two real starts, each opening PGlite and the sandbox venues: a minute or more on a busy machine.
it('prints only the start-up lines a newcomer needs, then each mailed code', { timeout: 300_000 }, async () => {
  const dataDir = freshDataDir();
  const server = await startServerProcess({ DATA_DIR: dataDir, LOG_FORMAT: 'pretty' });
  try {
    const printed = lines(server.output());
    expect(printed.every((line) => PRETTY.test(line))).toBe(true);
    expect(printed.map((line) => PRETTY.exec(line)?.[1])).toEqual(Array(6).fill('INFO '));
    expect(printed.map((line) => PRETTY.exec(line)?.[2])).toEqual(expectedMessages(dataDir, server));

    // The demo user signs in on one browser, then on a second one, which must pass safe login with
    // the mailed code: the log shows it, addressed to the demo user.
    expectCode(await new TestClient(server.url).call('/Api/Account/login', { account: 'demo01', password: 'Demo@12345' }), 1000);
    const second = new TestClient(server.url);
    expectCode(await second.call('/Api/Account/login', { account: 'demo01', password: 'Demo@12345' }), 2016);
    const mailed = await waitForLine(server, /^\d\d:\d\d:\d\d INFO {2}mail to demo@example\.com: login code (\d{6})$/m);
    expectCode(await second.call('/Api/Account/login_code', { account: 'demo01', email_code: mailed[1] }), 1000);
  } finally {
    expect(await server.stop()).toBe(0);
  }
});

it('writes the same lines as pino JSON with LOG_FORMAT=json, mailed codes masked', { timeout: 300_000 }, async () => {
  const dataDir = freshDataDir();
  // The format is what this start checks: the sandbox networks print nothing at info level, and
  // the first start above has already shown the whole start-up with them.
  const server = await startServerProcess({ DATA_DIR: dataDir, LOG_FORMAT: 'json', SANDBOX_CHAIN: 'off', SANDBOX_SOLANA: 'off' });
  try {
    const records = lines(server.output()).map((line) => JSON.parse(line) as { level: number; msg: string; pid: number });
    expect(records.map((record) => record.level)).toEqual(Array(6).fill(30));
    expect(records.map((record) => record.msg)).toEqual(expectedMessages(dataDir, server));
    expect(records[0]?.pid).toBe(server.child.pid);

    expectCode(await new TestClient(server.url).call('/Api/Account/login', { account: 'demo01', password: 'Demo@12345' }), 1000);
    expectCode(await new TestClient(server.url).call('/Api/Account/login', { account: 'demo01', password: 'Demo@12345' }), 2016);
    await waitForLine(server, /"msg":"mail to demo@example\.com: login code ••••••"/);
    expect(server.output()).not.toMatch(/login code \d{6}/);
  } finally {
    expect(await server.stop()).toBe(0);
  }
});
