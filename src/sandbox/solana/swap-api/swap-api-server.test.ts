// The swap APIs' server closes at once, even while a request waits on the chain: a sandbox that is
// stopping must not wait for a client (a test server's close hung on one until its hook timed out).
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { startSwapApi } from './swap-api-server.ts';

const opened: { server: Server; sockets: Socket[] }[] = [];
afterEach(async () => {
  for (const { server, sockets } of opened.splice(0)) {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A JSON-RPC endpoint that takes requests and never answers them. */
async function silentRpc(): Promise<{ url: string; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  opened.push({ server, sockets });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}`, sockets };
}

it('closes while a quote waits on a chain that does not answer, ending that request', async () => {
  const rpc = await silentRpc();
  const api = await startSwapApi({ rpcUrl: rpc.url });
  const [sol, usdc] = ['So11111111111111111111111111111111111111112', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'];
  const pending = fetch(`${api.url}/swap/v1/quote?inputMint=${sol}&outputMint=${usdc}&amount=1000`).then(
    () => 'answered',
    () => 'cut',
  );
  // The quote has reached the chain: it is in flight.
  for (let tries = 0; rpc.sockets.length === 0; tries++) {
    if (tries > 200) throw new Error('the quote never asked the chain');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const closed = await Promise.race([
    api.close().then(() => 'closed'),
    new Promise((resolve) => setTimeout(() => resolve('still open after 10 s'), 10_000)),
  ]);
  expect(closed).toBe('closed');
  expect(await pending).toBe('cut');
}, 30_000);
