// Local fakes of the two external assistant protocols on free loopback ports, streaming as the real
// services do: Coze v3 (POST /v3/chat as an SSE stream of event/data lines, or created then polled
// with /v3/chat/retrieve and read with /v3/chat/message/list) and an OpenAI-compatible
// /v1/chat/completions (SSE data lines ending with [DONE]). A test scripts what the fake answers and
// may hold the stream after its first piece (hold / release) to see the answer arrive while it grows.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
}

export interface ChatScript {
  /** Answer pieces, streamed one event each. */
  pieces: string[];
  followUps?: string[];
  /** How the chat ends: completed, a failed event / status, or an HTTP 500 before anything. */
  outcome: 'completed' | 'failed' | 'http500';
  /** Coze polling: how many retrieve calls answer in_progress before the outcome. */
  pollsInProgress?: number;
  /** Stop after the first piece until release() is called. */
  hold?: boolean;
}

export interface FakeChatProvider {
  url: string;
  token: string;
  requests: RecordedRequest[];
  script(next: ChatScript): void;
  /** Lets a held stream go on. */
  release(): void;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

type Handler = (request: IncomingMessage, response: ServerResponse, body: Record<string, unknown> | null, fake: FakeState) => Promise<void>;

interface FakeState {
  current: ChatScript;
  held: Promise<void>;
  release(): void;
  polls: number;
}

async function startFake(handler: Handler): Promise<FakeChatProvider> {
  const token = 'fake-provider-token-0123456789';
  const requests: RecordedRequest[] = [];
  let release = () => {};
  const state: FakeState = {
    current: { pieces: ['ok'], outcome: 'completed' },
    held: Promise.resolve(),
    release: () => release(),
    polls: 0,
  };
  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      requests.push({ method: request.method ?? '', path: request.url ?? '', authorization: request.headers.authorization, body });
      if (request.headers.authorization !== `Bearer ${token}`) {
        response.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 4100, msg: 'unauthorized' }));
        return;
      }
      await handler(request, response, body, state);
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    requests,
    script(next) {
      state.current = next;
      state.polls = 0;
      state.held = next.hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
    },
    release: () => state.release(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const sse = (response: ServerResponse) => response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });

async function streamPieces(state: FakeState, write: (piece: string) => void) {
  for (const [index, piece] of state.current.pieces.entries()) {
    write(piece);
    if (index === 0) await state.held;
  }
}

const CHAT = { id: 'coze-chat-1', conversation_id: 'coze-conv-1' };

/** Coze v3: /v3/chat (stream or not), /v3/chat/retrieve, /v3/chat/message/list. */
export function startFakeCoze(): Promise<FakeChatProvider> {
  return startFake(async (request, response, body, state) => {
    const script = state.current;
    const path = (request.url ?? '').split('?')[0];
    const json = (value: unknown, status = 200) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (script.outcome === 'http500') return void json({ code: 500, msg: 'internal' }, 500);
    if (path === '/v3/chat' && body?.stream === true) {
      sse(response);
      const event = (name: string, data: unknown) =>
        response.write(`event:${name}\ndata:${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
      event('conversation.chat.created', { ...CHAT, status: 'created' });
      event('conversation.chat.in_progress', { ...CHAT, status: 'in_progress' });
      await streamPieces(state, (piece) =>
        event('conversation.message.delta', { ...CHAT, role: 'assistant', type: 'answer', content: piece, content_type: 'text' }),
      );
      if (script.outcome === 'failed') {
        event('conversation.chat.failed', { ...CHAT, status: 'failed', last_error: { code: 4011, msg: 'model failed' } });
        return void response.end();
      }
      event('conversation.message.completed', { ...CHAT, role: 'assistant', type: 'answer', content: script.pieces.join('') });
      for (const followUp of script.followUps ?? [])
        event('conversation.message.completed', { ...CHAT, role: 'assistant', type: 'follow_up', content: followUp });
      event('conversation.chat.completed', { ...CHAT, status: 'completed' });
      event('done', '"[DONE]"');
      return void response.end();
    }
    if (path === '/v3/chat') return void json({ code: 0, msg: '', data: { ...CHAT, status: 'in_progress' } });
    if (path === '/v3/chat/retrieve') {
      state.polls += 1;
      const status = state.polls <= (script.pollsInProgress ?? 0) ? 'in_progress' : script.outcome;
      return void json({ code: 0, msg: '', data: { ...CHAT, status } });
    }
    if (path === '/v3/chat/message/list') {
      const messages = [
        { role: 'assistant', type: 'answer', content: script.pieces.join(''), content_type: 'text' },
        ...(script.followUps ?? []).map((content) => ({ role: 'assistant', type: 'follow_up', content, content_type: 'text' })),
      ];
      return void json({ code: 0, msg: '', data: messages });
    }
    json({ code: 4000, msg: 'not found' }, 404);
  });
}

/** OpenAI-compatible: /v1/chat/completions with stream: true. */
export function startFakeOpenAi(): Promise<FakeChatProvider> {
  return startFake(async (request, response, _body, state) => {
    const script = state.current;
    if ((request.url ?? '') !== '/v1/chat/completions') return void response.writeHead(404).end();
    if (script.outcome === 'http500')
      return void response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"internal"}}');
    sse(response);
    const data = (value: unknown) => response.write(`data: ${typeof value === 'string' ? value : JSON.stringify(value)}\n\n`);
    await streamPieces(state, (piece) =>
      data({ id: 'cmpl-1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] }),
    );
    if (script.outcome === 'failed') {
      data({ error: { message: 'model overloaded', type: 'server_error' } });
      return void response.end();
    }
    data({ id: 'cmpl-1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
    data('[DONE]');
    response.end();
  });
}
