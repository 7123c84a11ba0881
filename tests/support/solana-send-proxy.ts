// A loopback JSON-RPC proxy in front of a Solana RPC that can lose transactions the way a network
// does: in "lose" mode every sendTransaction either never reaches the chain (answered with its
// signature, as an RPC node answers before a leader drops it) or reaches it and lands while its
// answer is lost (a 503), in turns; "fail-unsent" answers every send with a 503 without passing it
// on, "fail-landed" passes it on and answers a 503. Every other request is forwarded as it is.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getBase64Encoder, getSignatureFromTransaction, getTransactionDecoder } from '@solana/kit';

export interface SolanaSendProxy {
  url: string;
  mode: 'pass' | 'lose' | 'fail-unsent' | 'fail-landed';
  /** sendTransaction requests lost so far: never sent on, or sent on with their answers lost. */
  readonly lost: { dropped: number; unanswered: number };
  close(): Promise<void>;
}

const signatureOf = (wire: string) => getSignatureFromTransaction(getTransactionDecoder().decode(getBase64Encoder().encode(wire)));

export async function startSolanaSendProxy(upstream: string): Promise<SolanaSendProxy> {
  const lost = { dropped: 0, unanswered: 0 };
  const proxy = { mode: 'pass' as SolanaSendProxy['mode'] };
  const server: Server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    const call = JSON.parse(body) as { id: unknown; method?: string; params?: unknown[] };
    const sending = call.method === 'sendTransaction';
    if (sending && proxy.mode === 'fail-unsent') {
      lost.dropped += 1;
      outgoing.writeHead(503);
      outgoing.end();
      return;
    }
    const losing = sending && (proxy.mode === 'lose' || proxy.mode === 'fail-landed');
    if (losing && proxy.mode === 'lose' && lost.dropped <= lost.unanswered) {
      lost.dropped += 1;
      outgoing.writeHead(200, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: signatureOf(String(call.params?.[0])) }));
      return;
    }
    const answer = await fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const text = await answer.text();
    if (losing) {
      lost.unanswered += 1;
      outgoing.writeHead(503);
      outgoing.end();
      return;
    }
    outgoing.writeHead(answer.status, { 'content-type': 'application/json' });
    outgoing.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get mode() {
      return proxy.mode;
    },
    set mode(mode) {
      proxy.mode = mode;
    },
    lost,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
