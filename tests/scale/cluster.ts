// A scaled-out deployment for tests and benchmarks: a fresh PostgreSQL database, a Redis key prefix
// of its own, an API process (`npm start` with DATABASE_URL and REDIS_URL) and worker processes
// (`npm run worker`), each a real Node process started as an operator would start it.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { type Database, openDatabase } from '../../src/server/db/database.ts';
import { createPostgresDatabase } from '../support/databases.ts';
import { nodeArgsFor } from '../support/test-bundles.ts';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface ClusterProcess {
  child: ChildProcess;
  /** The worker's id as it logged it ("host:pid:tail"); the API's listening URL. */
  name: string;
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface Cluster {
  databaseUrl: string;
  /** The test's own connection to the deployment's database. */
  database: Database;
  env: Record<string, string>;
  startApi(): Promise<ClusterProcess>;
  startWorker(): Promise<ClusterProcess>;
  close(): Promise<void>;
}

export async function startCluster(options: {
  sandboxExchanges: Array<{ name: string; url: string }>;
  env?: Record<string, string>;
}): Promise<Cluster> {
  const created = await createPostgresDatabase('mmc_scale');
  const databaseUrl = created.url;
  const prefix = `mmc-scale-${randomBytes(4).toString('hex')}`;
  const dataRoot = mkdtempSync(join(tmpdir(), 'mmc-scale-'));
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    // Every process seals and opens the same secrets, and speaks the same protocol key.
    MASTER_KEY: randomBytes(32).toString('base64'),
    SERVER_KEY_FILE: join(dataRoot, 'server-key.json'),
    SANDBOX_EXCHANGES: options.sandboxExchanges.map((sandbox) => `${sandbox.name}=${sandbox.url}`).join(','),
    CLIENT_DIR: join(dataRoot, 'no-client'),
    PORT: '0',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    // No mail server in tests: the processes keep mail in their outbox, as a staging deployment would.
    MAIL_OUTBOX: 'on',
    // The tests drive the demo user's bots.
    DEMO_ACCOUNT: 'on',
    ...options.env,
  };
  const processes: ChildProcess[] = [];
  let database: Database | null = null;
  let sequence = 0;

  const start = (worker: boolean, ready: RegExp): Promise<ClusterProcess> => {
    const dataDir = join(dataRoot, `process-${sequence++}`);
    const child = spawn(process.execPath, [...nodeArgsFor('src/server/main.ts'), ...(worker ? ['--worker'] : [])], {
      env: { ...process.env, ...env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    processes.push(child);
    let output = '';
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${worker ? 'worker' : 'API'} did not start:\n${output}`)), 180_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = ready.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve({
            child,
            name: match[1],
            output: () => output,
            async kill(signal = 'SIGTERM') {
              if (child.exitCode === null && child.signalCode === null) child.kill(signal);
              await exited;
            },
          });
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => reject(new Error(`process exited with ${code}:\n${output}`)));
    });
  };

  return {
    databaseUrl,
    get database() {
      if (!database) throw new Error('the API has not started: the database has no tables yet');
      return database;
    },
    env,
    async startApi() {
      const api = await start(false, /listening on (http:\/\/[\w.:[\]-]+)["\n]/);
      database ??= await openDatabase({ databaseUrl });
      return api;
    },
    startWorker: () => start(true, /"worker":"([^"]+)"/),
    async close() {
      for (const child of processes) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await database?.close();
      await created.drop();
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      for (let at = 0; at < keys.length; at += 500) await redis.del(...keys.slice(at, at + 500));
      redis.disconnect();
      rmSync(dataRoot, { recursive: true, force: true });
    },
  };
}
