// The embedded mode keeps the signatures of the replay window in its database: a request captured
// before a restart is still refused after it.
import { rmSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { CODE } from '../../src/shared/protocol/response-codes.ts';
import { type TestServer, TestClient, startTestServer } from '../support/start-test-server.ts';

let server: TestServer | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function send(url: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(`${url}/Api/System/echo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { code: number }).code;
}

it('refuses a request replayed after the server restarts', async () => {
  server = await startTestServer();
  dataDir = server.dataDir;
  const sealed = await new TestClient(server.url).session.seal('/Api/System/echo', { message: 'once' });
  expect(await send(server.url, sealed.body, sealed.headers)).toBe(CODE.success);
  await server.stop({ keepData: true });
  server = undefined;

  server = await startTestServer({}, dataDir);
  expect(await send(server.url, sealed.body, sealed.headers)).toBe(CODE.replayed);
  const fresh = await new TestClient(server.url).session.seal('/Api/System/echo', { message: 'new' });
  expect(await send(server.url, fresh.body, fresh.headers)).toBe(CODE.success);
});
