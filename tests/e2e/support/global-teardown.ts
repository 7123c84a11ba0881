// After the browser tests: the server they drove must not have tried to reach beyond this machine.
// It runs with tests/support/loopback-only.mjs, which refuses such a connection and says so in the
// server's log; a line of it fails the run, naming the host (a push subscription of the browser's
// vendor, say).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export default function globalTeardown(): void {
  const log = join(String(process.env.E2E_DATA_DIR), 'server.log');
  if (!existsSync(log)) return;
  const refused = readFileSync(log, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('loopback-only:'));
  if (refused.length > 0) throw new Error(`the server tried to reach beyond this machine:\n${[...new Set(refused)].join('\n')}`);
}
