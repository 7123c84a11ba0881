// A local Telegram Bot API (the three methods the product uses: getMe, getUpdates, sendMessage) on a
// free loopback port, so tests talk to "Telegram" over real HTTP. A test plays the user by queueing
// messages from a chat (userSends) and reads what the bot sent (sent / nextMessage).
import Fastify from 'fastify';

export interface SentMessage {
  chatId: string;
  text: string;
}

export interface FakeTelegram {
  /** The base URL for TELEGRAM_API_BASE. */
  url: string;
  token: string;
  botUsername: string;
  sent: SentMessage[];
  /** A user writes to the bot from their private chat. */
  userSends(chatId: number, text: string, languageCode?: string): void;
  /** Waits (bounded) for the next message the bot sends to a chat after the ones already read. */
  nextMessage(chatId: number, timeoutMs?: number): Promise<SentMessage>;
  /** Makes sendMessage answer this error (Telegram's error_code and description) until cleared. */
  failSends(error: { code: number; description: string } | null): void;
  /** How many getUpdates calls arrived (the server's reader is polling). */
  polls(): number;
  close(): Promise<void>;
}

export async function startFakeTelegram(options: { token?: string; botUsername?: string } = {}): Promise<FakeTelegram> {
  const token = options.token ?? '123456:TEST-token_abcdefghijklmnopqrstuv';
  const botUsername = options.botUsername ?? 'mmconsole_test_bot';
  const updates: Array<{ update_id: number; message: unknown }> = [];
  const sent: SentMessage[] = [];
  const read = new Set<SentMessage>();
  let nextUpdateId = 1000;
  let sendError: { code: number; description: string } | null = null;
  let pollCount = 0;

  const app = Fastify();
  const authorised = (params: unknown) => (params as { token?: string }).token === `bot${token}`;

  app.post('/:token/:method', async (request, reply) => {
    if (!authorised(request.params)) return reply.status(401).send({ ok: false, error_code: 401, description: 'Unauthorized' });
    const { method } = request.params as { method: string };
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (method === 'getMe') return { ok: true, result: { id: 4242, is_bot: true, first_name: 'MM Console', username: botUsername } };
    if (method === 'getUpdates') {
      pollCount += 1;
      const offset = Number(body['offset'] ?? 0);
      // Telegram forgets updates before the offset once it is confirmed.
      while (updates.length > 0 && updates[0]!.update_id < offset) updates.shift();
      return { ok: true, result: updates.slice(0, 100) };
    }
    if (method === 'sendMessage') {
      if (sendError)
        return reply.status(sendError.code).send({ ok: false, error_code: sendError.code, description: sendError.description });
      const chatId = String(body['chat_id']);
      sent.push({ chatId, text: String(body['text'] ?? '') });
      return { ok: true, result: { message_id: sent.length, chat: { id: Number(chatId) }, text: body['text'] } };
    }
    return reply.status(404).send({ ok: false, error_code: 404, description: 'Not Found: method not found' });
  });

  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  return {
    url,
    token,
    botUsername,
    sent,
    userSends(chatId, text, languageCode = 'en') {
      nextUpdateId += 1;
      updates.push({
        update_id: nextUpdateId,
        message: {
          message_id: nextUpdateId,
          date: Math.floor(Date.now() / 1000),
          chat: { id: chatId, type: 'private', first_name: 'Tester' },
          from: { id: chatId, is_bot: false, first_name: 'Tester', language_code: languageCode },
          text,
        },
      });
    },
    async nextMessage(chatId, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = sent.find((message) => message.chatId === String(chatId) && !read.has(message));
        if (found) {
          read.add(found);
          return found;
        }
        if (Date.now() > deadline) throw new Error(`the bot sent nothing to chat ${chatId} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    failSends(error) {
      sendError = error;
    },
    polls: () => pollCount,
    close: () => app.close(),
  };
}
