// The sandbox Solana network as a standard endpoint on loopback: JSON-RPC 2.0 over HTTP POST
// (single and batch calls, bodies read with 64-bit integers intact, CORS open so a page or wallet on
// localhost calls it directly, GET /health as validators serve it) and PubSub over a websocket. The
// websocket listens on the HTTP port + 1, where Solana clients (web3.js, the CLI) look for it by
// default; should that port be taken, the HTTP port itself accepts the websocket upgrade.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import { parseJson, stringifyJson } from './json-bigint.ts';
import {
  RPC_INTERNAL_ERROR,
  RPC_INVALID_PARAMS,
  RPC_INVALID_REQUEST,
  RPC_METHOD_NOT_FOUND,
  RPC_PARSE_ERROR,
  RpcError,
} from './rpc-error.ts';
import { createRpcMethods, type RpcHandler, type RpcWorld } from './rpc-methods.ts';
import { SubscriptionHub } from './rpc-subscriptions.ts';

export interface SolanaRpcServer {
  rpcUrl: string;
  wsUrl: string;
  close(): Promise<void>;
}

const UNPARSEABLE = Symbol('unparseable');

interface RpcCall {
  jsonrpc?: unknown;
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

function errorReply(id: unknown, code: number, message: string, data?: unknown) {
  return { jsonrpc: '2.0', error: data === undefined ? { code, message } : { code, message, data }, id: id ?? null };
}

/** One call's reply; undefined for a notification (a call without id), which gets none. */
async function answer(methods: Record<string, RpcHandler>, call: unknown): Promise<object | undefined> {
  if (call === null || typeof call !== 'object' || Array.isArray(call)) return errorReply(null, RPC_INVALID_REQUEST, 'Invalid request');
  const { jsonrpc, id, method, params } = call as RpcCall;
  if (jsonrpc !== '2.0' || typeof method !== 'string') return errorReply(id, RPC_INVALID_REQUEST, 'Invalid request');
  const isNotification = !('id' in call);
  const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
  let reply: object;
  if (!handler) reply = errorReply(id, RPC_METHOD_NOT_FOUND, 'Method not found');
  else if (params !== undefined && !Array.isArray(params)) reply = errorReply(id, RPC_INVALID_PARAMS, 'Invalid params: expected an array');
  else {
    try {
      reply = { jsonrpc: '2.0', result: (await handler(params ?? [])) ?? null, id };
    } catch (error) {
      reply =
        error instanceof RpcError
          ? errorReply(id, error.code, error.message, error.data)
          : errorReply(id, RPC_INTERNAL_ERROR, `Internal error: ${(error as Error).message}`);
    }
  }
  return isNotification ? undefined : reply;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

export async function startSolanaRpcServer(world: RpcWorld, port: number, host = '127.0.0.1'): Promise<SolanaRpcServer> {
  const methods = createRpcMethods(world);
  // Closing ends every connection, in-flight ones too: a client's kept-alive socket must not keep a
  // stopping node waiting (a test's afterAll hung on one until its hook timed out).
  const app: FastifyInstance = Fastify({ logger: false, bodyLimit: 8 * 1024 * 1024, forceCloseConnections: true });
  // Whatever the content type says (curl without -H sends a form type), the body is JSON-RPC.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJson(body as string));
    } catch {
      done(null, UNPARSEABLE);
    }
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-allow-methods', 'POST, GET, OPTIONS');
    reply.header('access-control-allow-headers', request.headers['access-control-request-headers'] ?? 'content-type');
  });
  app.options('/', async (_request, reply) => reply.code(204).send());
  app.get('/health', async (_request, reply) => reply.type('text/plain').send('ok'));
  app.post('/', async (request, reply) => {
    const body = request.body;
    let result: unknown;
    if (body === UNPARSEABLE) result = errorReply(null, RPC_PARSE_ERROR, 'Parse error');
    else if (Array.isArray(body)) {
      result =
        body.length === 0
          ? errorReply(null, RPC_INVALID_REQUEST, 'Invalid request')
          : (await Promise.all(body.map((call) => answer(methods, call)))).filter(Boolean);
    } else result = await answer(methods, body);
    if (result === undefined || (Array.isArray(result) && result.length === 0)) return reply.code(204).send();
    return reply.type('application/json').send(stringifyJson(result));
  });

  const hub = new SubscriptionHub(world.node);
  const sockets = new WebSocketServer({ noServer: true });
  let closing = false;
  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client connecting while the server closes would hold it open: it is turned away.
    if (closing) socket.destroy();
    else sockets.handleUpgrade(request, socket, head, (ws) => (closing ? ws.terminate() : hub.connect(ws)));
  };
  app.server.on('upgrade', upgrade);
  await app.listen({ port, host });
  const address = app.server.address();
  const httpPort = typeof address === 'object' && address ? address.port : port;

  const wsServer = createServer((_request, response) => response.writeHead(426, { 'content-type': 'text/plain' }).end('websocket only'));
  wsServer.on('upgrade', upgrade);
  let wsPort = httpPort;
  try {
    wsPort = await listen(wsServer, httpPort + 1, host);
  } catch {
    wsServer.removeAllListeners('upgrade');
  }

  return {
    rpcUrl: `http://${host}:${httpPort}`,
    wsUrl: `ws://${host}:${wsPort}`,
    async close() {
      closing = true;
      hub.close();
      for (const ws of sockets.clients) ws.terminate();
      sockets.close();
      // Sockets of either port that are still open (an upgrade under way, a kept-alive request)
      // would keep close() waiting for a client to hang up.
      wsServer.closeAllConnections();
      if (wsServer.listening) await new Promise<void>((resolve) => wsServer.close(() => resolve()));
      await app.close();
    },
  };
}
