import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeChatProvider, startFakeOpenAi } from '../../../../../tests/support/fake-chat-providers.ts';
import { openAiProvider } from './openai.ts';
import type { AssistantEvent, AssistantRequest } from './provider.ts';

let fake: FakeChatProvider;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

const REQUEST: AssistantRequest = {
  userId: 7,
  userName: 'maker007',
  language: 'zh',
  question: '网格怎么设置？',
  context: { exchange: 'Sandbox DEX', pair: 'CAKE/BNB', web_type: 1 },
  history: [
    { role: 'user', content: '你好' },
    { role: 'assistant', content: '您好！' },
  ],
};

const provider = () => openAiProvider({ baseUrl: fake.url, token: fake.token, model: 'test-model' });

async function collect(onEvent: (event: AssistantEvent) => void = () => {}) {
  let text = '';
  for await (const event of provider().answer(REQUEST)) {
    onEvent(event);
    if (event.type === 'delta') text += event.text;
  }
  return text;
}

describe('the OpenAI-compatible adapter', () => {
  it('streams choices[0].delta.content until [DONE], sending the history and the user line', async () => {
    fake.script({ pieces: ['先选', '价格', '区间。'], outcome: 'completed', hold: true });
    const seen: string[] = [];
    const text = await collect((event) => {
      if (event.type === 'delta') seen.push(event.text);
      if (seen.length === 1) fake.release();
    });
    expect(seen).toEqual(['先选', '价格', '区间。']);
    expect(text).toBe('先选价格区间。');
    const sent = fake.requests.at(-1)!;
    expect(sent.authorization).toBe(`Bearer ${fake.token}`);
    expect(sent.body).toMatchObject({ model: 'test-model', stream: true });
    const messages = sent.body!.messages as Array<{ role: string; content: string }>;
    expect(messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    for (const fact of ['网格怎么设置？', 'maker007', 'Sandbox DEX', 'CAKE/BNB', 'DEX']) expect(messages.at(-1)!.content).toContain(fact);
  });

  it('fails on an error event in the stream', async () => {
    fake.script({ pieces: ['half'], outcome: 'failed' });
    await expect(collect()).rejects.toThrow(/failed/);
  });

  it('fails on HTTP 500', async () => {
    fake.script({ pieces: [], outcome: 'http500' });
    await expect(collect()).rejects.toThrow(/500/);
  });
});
