// Coze's v3 chat API as spec §7 lists it, over fetch (the official @coze/api SDK would be a second
// dependency for three HTTP calls; this speaks the same wire). POST {base}/v3/chat with bot_id,
// user_id, stream, auto_save_history and additional_messages. Streamed: "event:"/"data:" lines;
// conversation.message.delta appends, a completed follow_up message is a suggestion,
// conversation.chat.completed or done ends, conversation.chat.failed or error fails. Not streamed:
// GET /v3/chat/retrieve every 2 s until completed or failed, then GET /v3/chat/message/list.
import { promptOf } from './prompt.ts';
import { type AssistantEvent, type AssistantProvider, type AssistantRequest, ProviderError } from './provider.ts';
import { readSse } from './sse.ts';

export interface CozeOptions {
  baseUrl: string;
  /** Bearer token; never logged, never in an error. */
  token: string;
  botId: string;
  /** true: the SSE stream; false: create, then poll the chat's status. */
  stream?: boolean;
  /** Spec §9: the status is polled every 2 s. */
  pollMs?: number;
  /** Give up polling after this long. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

interface CozeMessage {
  role?: string;
  type?: string;
  content?: string;
}

interface CozeChat {
  id: string;
  conversation_id: string;
  status: string;
}

interface CozeEnvelope<T> {
  code: number;
  msg?: string;
  data?: T;
}

const POLL_MS = 2_000;
const TIMEOUT_MS = 300_000;

/** The earlier turns and the question, as Coze's additional_messages. */
function messagesOf(request: AssistantRequest) {
  const turns = request.history.map((turn) => ({
    role: turn.role,
    type: turn.role === 'user' ? 'question' : 'answer',
    content: turn.content,
    content_type: 'text',
  }));
  return [...turns, { role: 'user', type: 'question', content: promptOf(request), content_type: 'text' }];
}

export function cozeProvider(options: CozeOptions): AssistantProvider {
  const call = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');
  const headers = { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' };
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
    const response = await call(`${base}${path}`, { headers, ...(signal ? { signal } : {}) });
    if (!response.ok) throw new ProviderError('http', `status ${response.status}`);
    const body = (await response.json()) as CozeEnvelope<T>;
    if (body.code !== 0 || body.data === undefined) throw new ProviderError('failed', `code ${body.code}`);
    return body.data;
  }

  async function start(request: AssistantRequest, stream: boolean): Promise<Response> {
    const response = await call(`${base}/v3/chat`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        bot_id: options.botId,
        user_id: String(request.userId),
        stream,
        auto_save_history: true,
        additional_messages: messagesOf(request),
      }),
      ...(request.signal ? { signal: request.signal } : {}),
    });
    if (!response.ok) throw new ProviderError('http', `status ${response.status}`);
    return response;
  }

  async function* streamed(request: AssistantRequest): AsyncGenerator<AssistantEvent> {
    const response = await start(request, true);
    // Coze answers a refused request (bad bot id, token) with a JSON body instead of a stream.
    if (!response.body || !(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      const body = (await response.json().catch(() => ({ code: -1 }))) as CozeEnvelope<unknown>;
      throw new ProviderError('failed', `code ${body.code}`);
    }
    for await (const { event, data } of readSse(response.body)) {
      if (event === 'done') return;
      if (event === 'conversation.chat.completed') return;
      if (event === 'conversation.chat.failed' || event === 'error') throw new ProviderError('failed', event);
      if (event !== 'conversation.message.delta' && event !== 'conversation.message.completed') continue;
      const message = JSON.parse(data) as CozeMessage;
      if (event === 'conversation.message.delta' && message.type === 'answer' && message.content)
        yield { type: 'delta', text: message.content };
      if (event === 'conversation.message.completed' && message.type === 'follow_up' && message.content)
        yield { type: 'follow_up', text: message.content };
    }
    throw new ProviderError('protocol', 'stream ended before completion');
  }

  async function* polled(request: AssistantRequest): AsyncGenerator<AssistantEvent> {
    const response = await start(request, false);
    const created = (await response.json()) as CozeEnvelope<CozeChat>;
    if (created.code !== 0 || !created.data) throw new ProviderError('failed', `code ${created.code}`);
    const query = `conversation_id=${encodeURIComponent(created.data.conversation_id)}&chat_id=${encodeURIComponent(created.data.id)}`;
    const deadline = Date.now() + (options.timeoutMs ?? TIMEOUT_MS);
    let status = created.data.status;
    while (status !== 'completed') {
      if (status === 'failed' || status === 'canceled' || status === 'requires_action') throw new ProviderError('failed', status);
      if (Date.now() > deadline) throw new ProviderError('timeout', 'chat not completed in time');
      await sleep(options.pollMs ?? POLL_MS);
      status = (await getJson<CozeChat>(`/v3/chat/retrieve?${query}`, request.signal)).status;
    }
    const messages = await getJson<CozeMessage[]>(`/v3/chat/message/list?${query}`, request.signal);
    for (const message of messages) {
      if (message.role !== 'assistant' || !message.content) continue;
      if (message.type === 'answer') yield { type: 'delta', text: message.content };
      if (message.type === 'follow_up') yield { type: 'follow_up', text: message.content };
    }
  }

  return {
    name: 'coze',
    answer: (request) => (options.stream === false ? polled(request) : streamed(request)),
  };
}
