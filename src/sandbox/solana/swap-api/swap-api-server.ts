// The sandbox's swap APIs on one loopback port: Jupiter's under /swap/v1 and Raydium's Trade API
// under /compute and /transaction, both reading the chain through its public JSON-RPC, as the real
// services do. Open to any origin, as the public APIs are.
import { createSolanaRpc } from '@solana/kit';
import Fastify from 'fastify';
import { registerJupiterApi } from './jupiter-api.ts';
import { registerRaydiumApi } from './raydium-api.ts';
import { swapSource } from './swap-source.ts';

export interface SwapApiServer {
  url: string;
  close(): Promise<void>;
}

export async function startSwapApi(options: { rpcUrl: string; port?: number; host?: string }): Promise<SwapApiServer> {
  const host = options.host ?? '127.0.0.1';
  // Closing ends every connection, in-flight ones too (as the sandbox's other servers do): a request
  // waiting on the chain must not keep a stopping sandbox open.
  const server = Fastify({ logger: false, forceCloseConnections: true });
  server.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-allow-headers', 'content-type, x-api-key');
  });
  const source = swapSource(createSolanaRpc(options.rpcUrl));
  registerJupiterApi(server, source);
  registerRaydiumApi(server, source);
  await server.listen({ port: options.port ?? 0, host });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { url: `http://${host}:${port}`, close: () => server.close() };
}
