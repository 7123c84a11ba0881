// The server of the envelope benchmark: the product's app (envelope, System calls) plus one plain
// JSON echo route for comparison. Run as a child process so the load generator does not share
// its event loop. Prints "listening on <url>".
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { ApiError } from '../src/server/http/api-error.ts';
import { loadOrCreateServerKey } from '../src/server/http/server-key.ts';
import { createLogger } from '../src/server/logger.ts';
import { systemCalls } from '../src/server/modules/system/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'mmc-bench-'));
const database = await openDatabase({});
const app = await buildApp({
  logger: createLogger('warn'),
  serverKey: loadOrCreateServerKey(join(dir, 'server-key.json')),
  calls: systemCalls({ db: database.db, versionPolicy: { latest: '6.3.1', minimum: '6.0.0', content: '' } }),
  resolveSession: async () => {
    throw new ApiError(2000);
  },
  maxBodyBytes: 256 * 1024,
});
// The plain route reads the same body shape and answers the same shape, unencrypted.
app.post('/plain/echo', async (request) => {
  const body = request.body as { data: string };
  return { code: 1000, msg: 'Success', data: { message: body.data, serverTime: Date.now() } };
});
// The server's own CPU time, so the benchmark can report CPU per request independent of the load
// generator sharing the machine's cores.
app.get('/bench/cpu', async () => {
  const usage = process.cpuUsage();
  return { micros: usage.user + usage.system };
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening on ${url}`);
