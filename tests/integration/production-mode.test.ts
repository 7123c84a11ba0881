// A deployment is not a laptop: the scaled-out mode has no demo user unless DEMO_ACCOUNT asks for
// one (and disables one left from an earlier start), refuses to start without a way to send mail,
// and no live code sits in the outbox table or a JSON log.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { expectCode, freshIdentity } from '../support/accounts.ts';
import { startCapturedRuntime } from '../support/captured-runtime.ts';
import { createPostgresDatabase } from '../support/databases.ts';
import { bodyOf } from '../support/mail-text.ts';
import { newestOutboxMail } from '../support/outbox-mail.ts';
import { TestClient } from '../support/start-test-server.ts';
import { nodeArgsFor } from '../support/test-bundles.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const root = mkdtempSync(join(tmpdir(), 'mmc-production-'));
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>>;
const prefix = `mmc-production-${randomBytes(4).toString('hex')}`;
const deployment = () => ({
  DATABASE_URL: postgres.url,
  REDIS_URL,
  REDIS_PREFIX: prefix,
  MASTER_KEY: randomBytes(32).toString('base64'),
  SERVER_KEY_FILE: join(root, 'server-key.json'),
  PORT: '0',
  CLIENT_DIR: join(root, 'no-client'),
});
let scaled: Record<string, string>;

beforeAll(async () => {
  postgres = await createPostgresDatabase('mmc_production');
  scaled = deployment();
});
afterAll(async () => {
  await postgres?.drop();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  rmSync(root, { recursive: true, force: true });
});

/** An API process of the deployment, in this process; its mail kept in the outbox (MAIL_OUTBOX=on). */
const startApi = (env: Record<string, string> = {}) =>
  startCapturedRuntime(loadConfig({ ...scaled, DATA_DIR: join(root, 'api'), MAIL_OUTBOX: 'on', LOG_LEVEL: 'info', ...env }), 'info');

const demoLogin = (url: string) =>
  new TestClient(url).call<{ login_token: string }>('/Api/Account/login', { account: 'demo01', password: 'Demo@12345' });

describe('the demo user in the scaled-out mode', () => {
  it('exists only when DEMO_ACCOUNT asks for it; one left from an earlier start is disabled, and the start log says so', async () => {
    const fresh = await startApi();
    try {
      expect(fresh.startLines).toEqual([expect.stringMatching(/^invite code: [A-Z2-9]{8}$/)]);
      expect(await fresh.runtime.database.db.select().from(users).where(eq(users.userName, 'demo01'))).toEqual([]);
      expectCode(await demoLogin(fresh.runtime.url), 4001);
    } finally {
      await fresh.runtime.close();
    }

    const asked = await startApi({ DEMO_ACCOUNT: 'on' });
    const client = new TestClient(asked.runtime.url);
    try {
      expect(asked.startLines).toContain('demo account: demo01');
      const login = expectCode(
        await client.call<{ login_token: string }>('/Api/Account/login', { account: 'demo01', password: 'Demo@12345' }),
        1000,
      );
      client.token = login.data.login_token;
      expectCode(await client.call('/Api/Account/get_account_info', {}), 1000);
    } finally {
      await asked.runtime.close();
    }

    const after = await startApi();
    try {
      expect(after.startLines).toEqual([expect.stringMatching(/^invite code: /)]);
      expect(after.log()).toMatch(/demo account demo01 disabled/);
      expectCode(await demoLogin(after.runtime.url), 4001);
      // The session it had from the earlier start has ended.
      const reused = new TestClient(after.runtime.url, { session: client.session });
      reused.token = client.token;
      expectCode(await reused.call('/Api/Account/get_account_info', {}), 2001);
    } finally {
      await after.runtime.close();
    }
  });
});

describe('mail in the scaled-out mode', () => {
  it.each([
    ['without SMTP_URL', {}, /SMTP_URL/],
    ['with TRUST_PROXY=true', { SMTP_URL: 'smtp://127.0.0.1:2525', TRUST_PROXY: 'true' }, /TRUST_PROXY/],
  ])('an API process %s refuses to start and names the variable', async (_name, env, message) => {
    const child = spawn(process.execPath, nodeArgsFor('src/server/main.ts'), {
      env: { ...process.env, ...scaled, DATA_DIR: join(root, 'refused'), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // A process that started anyway is stopped, so the test fails instead of waiting.
      if (/listening on/.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(output).toMatch(message);
    expect(output).not.toMatch(/listening on/);
  });

  it('with MAIL_OUTBOX=on keeps mails in the outbox, code masked in the table and out of the log', async () => {
    const api = await startApi({ LOG_FORMAT: 'pretty' });
    try {
      const { email } = freshIdentity();
      expectCode(await new TestClient(api.runtime.url).call('/Api/Account/send_email', { purpose: 'register', email }), 1000);
      const { row, eml } = await newestOutboxMail(api.runtime.database.db, email);
      const code = /\b(\d{6})\b/.exec(bodyOf(eml))?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      expect(row.text).not.toContain(code);
      expect(api.log()).toContain(`mail to ${email}: register code ••••••`);
      expect(api.log()).not.toContain(code);
    } finally {
      await api.runtime.close();
    }
  });
});

describe('mail in the embedded mode with LOG_FORMAT=json', () => {
  it('logs each mail without its code; the .eml file has it', async () => {
    const dataDir = join(root, 'embedded');
    const embedded = await startCapturedRuntime(
      loadConfig({ PORT: '0', DATA_DIR: dataDir, CLIENT_DIR: join(root, 'no-client'), SANDBOX_VENUES: 'off', LOG_FORMAT: 'json' }),
      'info',
    );
    try {
      const { email } = freshIdentity();
      expectCode(await new TestClient(embedded.runtime.url).call('/Api/Account/send_email', { purpose: 'register', email }), 1000);
      const { row, eml } = await newestOutboxMail(embedded.runtime.database.db, email);
      const code = /\b(\d{6})\b/.exec(bodyOf(eml))?.[1] ?? '';
      expect(readFileSync(row.emlFile, 'utf8')).toContain(code);
      expect(row.text).not.toContain(code);
      const logged = embedded
        .log()
        .split('\n')
        .filter((line) => line.includes(`mail to ${email}`));
      expect(logged.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([`mail to ${email}: register code ••••••`]);
      expect(embedded.log()).not.toContain(code);
    } finally {
      await embedded.runtime.close();
    }
  });
});
