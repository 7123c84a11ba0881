// A loopback HTTP proxy that forwards everything to one upstream and counts the requests by
// method and path, so a test can see what really reached a venue.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  url: string;
  /** Requests seen for a path (and method), e.g. count('/api/v3/depth'). */
  count(path: string, method?: string): number;
  total(): number;
  reset(): void;
  close(): Promise<void>;
}

export async function startCountingProxy(upstream: string): Promise<CountingProxy> {
  const target = new URL(upstream);
  const counts = new Map<string, number>();
  const server: Server = createServer((incoming, outgoing) => {
    const path = (incoming.url ?? '/').split('?', 1)[0]!;
    const key = `${incoming.method} ${path}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const forward = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    count: (path, method) =>
      [...counts.entries()]
        .filter(([key]) => (method ? key === `${method} ${path}` : key.endsWith(` ${path}`)))
        .reduce((sum, [, n]) => sum + n, 0),
    total: () => [...counts.values()].reduce((sum, n) => sum + n, 0),
    reset: () => counts.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
