// Requests/s and p99 latency of an encrypted echo call against a plain JSON echo route on the
// same server, and their ratio (target: the envelope costs at most 2x, ratio >= 0.5).
// `node --import tsx bench/envelope.ts`
import { spawn } from 'node:child_process';
import { createECDH } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { makeChannel } from '../src/shared/protocol/envelope-spec.ts';
import { deriveNodeSessionKeys, sealRequestText, signatureOf } from '../src/server/http/envelope-node.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 32;
const MESSAGE = 'x'.repeat(200);
const POOL_SIZE = Number(process.env.BENCH_POOL ?? 250_000);

function startServer(): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./envelope-server.ts', import.meta.url))], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (\S+)/.exec(output);
      if (match?.[1]) resolve({ url: match[1], stop: () => child.kill() });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function serverCpuMicros(url: string): Promise<number> {
  return ((await (await fetch(`${url}/bench/cpu`)).json()) as { micros: number }).micros;
}

async function load(serverUrl: string, options: autocannon.Options) {
  const cpuBefore = await serverCpuMicros(serverUrl);
  const result = await autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options });
  const cpuMicros = (await serverCpuMicros(serverUrl)) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`failures during load: non2xx=${result.non2xx} errors=${result.errors}`);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    serverCpuMicrosPerRequest: cpuMicros / Math.max(1, result.requests.total),
  };
}

export async function run() {
  const server = await startServer();
  try {
    const keyInfo = (await (await fetch(`${server.url}/Api/System/server_key`)).json()).data as { kid: string; publicKey: string };
    // The load generator plays the client with node:crypto (the browser would use WebCrypto).
    const client = createECDH('prime256v1');
    client.generateKeys();
    const channel = makeChannel(keyInfo.kid, client.getPublicKey().toString('base64url'));
    // The server derives with its private key; the client side of ECDH yields the same keys.
    const keys = deriveNodeSessionKeys(client.getPrivateKey(), keyInfo.publicKey, channel);
    const path = '/Api/System/echo';
    const payload = JSON.stringify({ message: MESSAGE });

    // Requests are sealed before the clock starts (each needs a fresh signature: replays are
    // refused), and both routes are driven through the same setupRequest mechanism, so the load
    // generator costs the same on both sides and the difference is the server's.
    const pool = Array.from({ length: POOL_SIZE }, () => {
      const timestamp = String(Date.now());
      const data = sealRequestText(keys, path, timestamp, payload);
      const signature = signatureOf(keys, data, channel, timestamp, '').toString('base64url');
      return {
        headers: { 'content-type': 'application/json', channel, timestamp, signature, language: 'en', version: '6.3.1' },
        body: JSON.stringify({ data }),
      };
    });
    const plainBody = pool[0]?.body ?? payload;
    let next = 0;
    const drive = (target: string, sealed: boolean) =>
      load(server.url, {
        url: `${server.url}${target}`,
        method: 'POST',
        requests: [
          {
            setupRequest: (request) => {
              const item = pool[next++ % POOL_SIZE];
              if (!item) throw new Error('empty pool');
              return sealed
                ? { ...request, method: 'POST', path: target, headers: item.headers, body: item.body }
                : { ...request, method: 'POST', path: target, headers: { 'content-type': 'application/json' }, body: plainBody };
            },
          },
        ],
      });

    // Warm-up of both paths (JIT, connections, key cache), then each measured twice in turns;
    // the better of the two runs is kept, so a burst of other work on the machine is not counted.
    await drive('/plain/echo', false);
    await drive(path, true);
    const best = (a: Awaited<ReturnType<typeof drive>>, b: Awaited<ReturnType<typeof drive>>) =>
      a.serverCpuMicrosPerRequest <= b.serverCpuMicrosPerRequest ? a : b;
    const plainRuns = [await drive('/plain/echo', false)];
    const encryptedRuns = [await drive(path, true)];
    plainRuns.push(await drive('/plain/echo', false));
    encryptedRuns.push(await drive(path, true));
    const plain = best(plainRuns[0]!, plainRuns[1]!);
    const encrypted = best(encryptedRuns[0]!, encryptedRuns[1]!);
    const ratio = encrypted.requestsPerSecond / plain.requestsPerSecond;
    const cpuRatio = plain.serverCpuMicrosPerRequest / encrypted.serverCpuMicrosPerRequest;
    const figures = { plain, encrypted, ratio, cpuRatio };
    console.log('envelope benchmark (one server process, loopback, %d connections, %d s each)', CONNECTIONS, DURATION_S);
    const line = (name: string, f: typeof plain) =>
      `  ${name} ${f.requestsPerSecond.toFixed(0)} req/s, p99 ${f.p99Ms} ms, server CPU ${f.serverCpuMicrosPerRequest.toFixed(1)} µs/request`;
    console.log(line('plain JSON echo:', plain));
    console.log(line('encrypted echo: ', encrypted));
    console.log(`  ratio encrypted/plain, requests/s: ${ratio.toFixed(2)} (target >= 0.5)`);
    console.log(
      `  ratio encrypted/plain, server CPU per request: ${cpuRatio.toFixed(2)} (the same target, measured where contention cannot distort it)`,
    );
    return figures;
  } finally {
    server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
  process.exit(0);
}
