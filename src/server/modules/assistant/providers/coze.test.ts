import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeChatProvider, startFakeCoze } from '../../../../../tests/support/fake-chat-providers.ts';
import { cozeProvider } from './coze.ts';
import type { AssistantEvent, AssistantProvider, AssistantRequest } from './provider.ts';

let fake: FakeChatProvider;
beforeAll(async () => {
  fake = await startFakeCoze();
});
afterAll(() => fake.close());

const REQUEST: AssistantRequest = {
  userId: 42,
  userName: 'trader42',
  language: 'en',
  question: 'Why is my spread so wide?',
  context: { exchange: 'Binance', pair: 'BTC/USDT', web_type: 0 },
  history: [
    { role: 'user', content: 'Hello' },
    { role: 'assistant', content: 'Hi!' },
  ],
};

async function collect(provider: AssistantProvider, onEvent: (event: AssistantEvent) => void = () => {}) {
  const events: AssistantEvent[] = [];
  for await (const event of provider.answer(REQUEST)) {
    events.push(event);
    onEvent(event);
  }
  return {
    text: events
      .filter((event) => event.type === 'delta')
      .map((event) => event.text)
      .join(''),
    followUps: events.filter((event) => event.type === 'follow_up').map((event) => event.text),
  };
}

const streamed = () => cozeProvider({ baseUrl: fake.url, token: fake.token, botId: 'bot-7' });

describe('the Coze adapter, streamed', () => {
  it('sends spec §7 request and yields each delta as it arrives, then the follow-ups', async () => {
    fake.script({
      pieces: ['Your spread ', 'follows ', 'the book.'],
      followUps: ['How do I narrow it?'],
      outcome: 'completed',
      hold: true,
    });
    const seen: string[] = [];
    const answer = await collect(streamed(), (event) => {
      seen.push(event.type === 'delta' ? event.text : `follow:${event.text}`);
      // The first piece reached us while the fake still holds the rest: the answer streams.
      if (seen.length === 1) fake.release();
    });
    expect(seen[0]).toBe('Your spread ');
    expect(answer).toEqual({ text: 'Your spread follows the book.', followUps: ['How do I narrow it?'] });
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe('/v3/chat');
    expect(sent.authorization).toBe(`Bearer ${fake.token}`);
    expect(sent.body).toMatchObject({ bot_id: 'bot-7', user_id: '42', stream: true, auto_save_history: true });
    const messages = sent.body!.additional_messages as Array<Record<string, string>>;
    expect(messages.map((message) => [message.role, message.type])).toEqual([
      ['user', 'question'],
      ['assistant', 'answer'],
      ['user', 'question'],
    ]);
    const prompt = messages.at(-1)!;
    expect(prompt.content_type).toBe('text');
    for (const fact of ['Why is my spread so wide?', 'trader42', 'Binance', 'BTC/USDT', 'spot CEX']) expect(prompt.content).toContain(fact);
  });

  it('fails on a conversation.chat.failed event, after the pieces it had', async () => {
    fake.script({ pieces: ['Partial'], outcome: 'failed' });
    const seen: string[] = [];
    await expect(collect(streamed(), (event) => seen.push(event.type))).rejects.toThrow(/failed/);
    expect(seen).toEqual(['delta']);
  });

  it('fails on HTTP 500 without echoing the token', async () => {
    fake.script({ pieces: [], outcome: 'http500' });
    const failure = await collect(streamed()).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain('500');
    expect((failure as Error).message).not.toContain(fake.token);
  });
});

describe('the Coze adapter, polled', () => {
  const waits: number[] = [];
  const polled = () =>
    cozeProvider({
      baseUrl: fake.url,
      token: fake.token,
      botId: 'bot-7',
      stream: false,
      // The adapter's wait between polls, recorded instead of slept.
      sleep: async (ms) => {
        waits.push(ms);
      },
    });

  it('polls /v3/chat/retrieve every 2 s until completed, then reads the message list', async () => {
    waits.length = 0;
    fake.script({ pieces: ['All ', 'done.'], followUps: ['And then?'], outcome: 'completed', pollsInProgress: 3 });
    const before = fake.requests.length;
    expect(await collect(polled())).toEqual({ text: 'All done.', followUps: ['And then?'] });
    const paths = fake.requests.slice(before).map((request) => request.path.split('?')[0]);
    expect(paths).toEqual([
      '/v3/chat',
      '/v3/chat/retrieve',
      '/v3/chat/retrieve',
      '/v3/chat/retrieve',
      '/v3/chat/retrieve',
      '/v3/chat/message/list',
    ]);
    expect(fake.requests.at(-1)!.path).toContain('conversation_id=coze-conv-1&chat_id=coze-chat-1');
    expect(fake.requests[before]!.body).toMatchObject({ stream: false });
    expect(waits).toEqual([2000, 2000, 2000, 2000]);
  });

  it("fails when the chat's status turns failed", async () => {
    fake.script({ pieces: ['never'], outcome: 'failed', pollsInProgress: 1 });
    await expect(collect(polled())).rejects.toThrow(/failed/);
  });

  it('fails on HTTP 500', async () => {
    fake.script({ pieces: [], outcome: 'http500' });
    await expect(collect(polled())).rejects.toThrow(/500/);
  });
});
