// The product's own server as a benchmark runs it: `src/server/main.ts` on a free port, on its
// embedded defaults (PGlite in a fresh temporary folder, the sandbox venues), serving the built
// client from dist/client. Run `npm run build` first.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuProfileArgs } from './_cpu-profile.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface ProductServer {
  url: string;
  pid: number;
  dataDir: string;
  /** Everything the server printed (the demo account and invite code are in its first lines). */
  output(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/Api/System/server_key`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start within 2 minutes');
}

export async function startProductServer(env: Record<string, string> = {}): Promise<ProductServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mmc-bench-'));
  let output = '';
  // BENCH_CPU_PROF_DIR profiles the server too: where a soak's latency goes is in its process.
  const child = spawn(process.execPath, [...cpuProfileArgs(), '--import', 'tsx', join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(url, child);
  return {
    url,
    pid: child.pid ?? 0,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
