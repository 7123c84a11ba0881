// The sandbox chain as a standard JSON-RPC endpoint on a loopback port: single and batch calls over
// HTTP POST, open to any origin (a browser wallet or page on localhost talks to it directly).
import Fastify, { type FastifyInstance } from 'fastify';
import type { ChainNode } from './chain-node.ts';
import { JsonRpcError } from './evm-node.ts';

interface RpcCall {
  jsonrpc?: string;
  id?: string | number | null;
  method?: unknown;
  params?: unknown;
}

async function answer(node: ChainNode, call: RpcCall) {
  const id = call?.id ?? null;
  if (typeof call?.method !== 'string')
    return { jsonrpc: '2.0', id, error: { code: -32600, message: 'invalid request: method is missing' } };
  try {
    const params = Array.isArray(call.params) ? call.params : [];
    return { jsonrpc: '2.0', id, result: (await node.request(call.method, params)) ?? null };
  } catch (error) {
    const { code, message, data } =
      error instanceof JsonRpcError ? error : { code: -32603, message: (error as Error).message, data: undefined };
    return { jsonrpc: '2.0', id, error: data === undefined ? { code, message } : { code, message, data } };
  }
}

export async function startRpcServer(node: ChainNode, port: number, host = '127.0.0.1'): Promise<{ url: string; server: FastifyInstance }> {
  const server = Fastify({ logger: false, bodyLimit: 8 * 1024 * 1024, forceCloseConnections: true });
  server.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-allow-headers', 'content-type');
  });
  server.options('/', async (_request, reply) => reply.code(204).send());
  server.post('/', async (request) => {
    const body = request.body as RpcCall | RpcCall[];
    if (Array.isArray(body)) return Promise.all(body.map((call) => answer(node, call)));
    return answer(node, body);
  });
  await server.listen({ port, host });
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return { url: `http://${host}:${boundPort}`, server };
}
