// The AI chat through the real server: a question answered by the embedded assistant and polled to
// completed as the dialog polls it; the asker's stopped bot explained from their own rows; a second
// user who can neither read the first's conversation nor learn of their bots; and an operator's
// Coze endpoint (a local fake) streaming into the same calls, or failing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { robots } from '../../src/server/db/schema/bots.ts';
import { users } from '../../src/server/db/schema/users.ts';
import { ASSISTANT_QUESTION_LIMITS } from '../../src/server/modules/assistant/chat.ts';
import { demoClient, expectCode, registerAccount, type TestAccount } from '../support/accounts.ts';
import { type FakeChatProvider, startFakeCoze } from '../support/fake-chat-providers.ts';
import { type MailCatcher, startMailCatcher } from '../support/mail-catcher.ts';
import { startTestServer, type TestClient, type TestServer } from '../support/start-test-server.ts';

interface Started {
  conversation_id: string;
  chat_id: string;
}
interface Status {
  status: 'in_progress' | 'completed' | 'failed';
  answer: string;
  follow_ups: string[];
}

async function ask(client: TestClient, question: string, conversationId?: string): Promise<Started> {
  const started = await client.call<Started>('/Api/Assistant/chat', {
    question,
    ...(conversationId ? { conversation_id: conversationId } : {}),
    context: { exchange: 'Sandbox A', pair: 'BTC/USDT', web_type: 0 },
  });
  return expectCode(started, 1000).data;
}

/** Polls chat_status as the dialog does until the answer ends; records every answer seen on the way. */
async function pollToEnd(client: TestClient, chat: Started, seen: string[] = []): Promise<Status> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const status = expectCode(await client.call<Status>('/Api/Assistant/chat_status', chat), 1000).data;
    seen.push(status.answer);
    if (status.status !== 'in_progress') return status;
    if (Date.now() > deadline) throw new Error('the answer never ended');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the embedded assistant', () => {
  let mail: MailCatcher;
  let server: TestServer;
  let owner: TestClient;
  let intruder: TestAccount;

  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startTestServer({ SMTP_URL: mail.url });
    owner = await demoClient(server.url);
    intruder = await registerAccount(server, mail);
    const db = server.runtime.database.db;
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo01'));
    // A grid bot the exchange stopped, as the runner records it.
    await db.insert(robots).values({
      userId: demo!.id,
      kind: 'grid',
      web: 'sandbox-a',
      base: 'BTC',
      quote: 'USDT',
      params: {},
      status: 'stopped',
      statusReason: { key: 'stoppedVenue', params: { reason: 'insufficientFunds' }, level: 'warn' },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await mail?.close();
  }, 60_000);

  it('answers a question in the background and the poll sees it completed with its facts', async () => {
    const chat = await ask(owner, 'What is the minimum withdrawal?');
    const status = await pollToEnd(owner, chat);
    expect(status.status).toBe('completed');
    expect(status.answer).toContain('50 USDT');
    const secret = await pollToEnd(owner, await ask(owner, 'What is the demo account password?'));
    expect(secret.answer).not.toContain('Demo@12345');
  });

  it('answers in the language of the request', async () => {
    owner.language = 'zh';
    try {
      const status = await pollToEnd(owner, await ask(owner, '批量下单最多多少笔订单？'));
      expect(status.answer).toContain('500');
      expect(status.answer).toContain('批量');
    } finally {
      owner.language = 'en';
    }
  });

  it("explains why the asker's grid bot stopped, from their own bot", async () => {
    const status = await pollToEnd(owner, await ask(owner, 'Why did my grid bot stop?'));
    // The sandbox venues are off here, so the venue is named by its id.
    expect(status.answer).toContain('Grid on sandbox-a BTC/USDT');
    expect(status.answer).toContain('the exchange refused the account (insufficient balance)');
    owner.language = 'zh';
    try {
      const chinese = await pollToEnd(owner, await ask(owner, '为什么我的网格机器人停止了'));
      expect(chinese.answer).toContain('交易所拒绝了该账户（余额不足）');
    } finally {
      owner.language = 'en';
    }
    owner.language = 'ko';
    try {
      const korean = await pollToEnd(owner, await ask(owner, '내 그리드 봇은 왜 멈췄나요?'));
      expect(korean.answer).toContain('거래소가 계정을 거부했습니다(잔고 부족)');
    } finally {
      owner.language = 'en';
    }
  });

  it("tells another user nothing of the first user's bots or conversation", async () => {
    const own = await pollToEnd(intruder.client, await ask(intruder.client, 'Why did my grid bot stop?'));
    expect(own.answer).toContain('You have no bots yet');
    expect(own.answer).not.toContain('BTC/USDT');

    const chat = await ask(owner, 'What does code 2109 mean?');
    await pollToEnd(owner, chat);
    for (const [path, payload] of [
      ['chat_status', chat],
      ['history', { conversation_id: chat.conversation_id }],
      ['clear', { conversation_id: chat.conversation_id }],
      ['chat', { question: 'And then?', conversation_id: chat.conversation_id }],
    ] as const) {
      const refused = await intruder.client.call(`/Api/Assistant/${path}`, payload);
      expect({ path, code: refused.code }).toEqual({ path, code: 4701 });
      expect(JSON.stringify(refused.data ?? null)).not.toContain('2109');
    }
    // The owner's conversation is untouched.
    const history = expectCode(
      await owner.call<{ messages: unknown[] }>('/Api/Assistant/history', { conversation_id: chat.conversation_id }),
      1000,
    );
    expect(history.data.messages.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the conversation for the dialog to show again, follow-ups included, until cleared', async () => {
    const first = await ask(owner, 'How do I connect an exchange account with an API key?');
    const done = await pollToEnd(owner, first);
    expect(done.follow_ups.length).toBeGreaterThan(0);
    await pollToEnd(owner, await ask(owner, done.follow_ups[0]!, first.conversation_id));
    const history = expectCode(
      await owner.call<{ conversation_id: string; messages: Array<{ kind: string; content: string }> }>('/Api/Assistant/history', {}),
      1000,
    ).data;
    expect(history.conversation_id).toBe(first.conversation_id);
    expect(history.messages.map((message) => message.kind)).toEqual([
      'question',
      'answer',
      ...done.follow_ups.map(() => 'follow_up'),
      'question',
      'answer',
      ...history.messages.slice(4 + done.follow_ups.length).map(() => 'follow_up'),
    ]);
    expect(history.messages[0]!.content).toBe('How do I connect an exchange account with an API key?');

    expectCode(await owner.call('/Api/Assistant/clear', {}), 1000);
    const empty = expectCode(await owner.call<{ messages: unknown[] }>('/Api/Assistant/history', {}), 1000);
    expect(empty.data.messages).toEqual([]);
  });

  it("holds a user to a few questions a minute, refusing the next without storing it, and leaves others' questions alone", async () => {
    const asker = await registerAccount(server, mail);
    const perMinute = ASSISTANT_QUESTION_LIMITS[0]!.limit;
    for (let question = 1; question <= perMinute; question++) await ask(asker.client, `What is the batch order limit? (${question})`);
    const refused = await asker.client.call('/Api/Assistant/chat', { question: 'And the minimum withdrawal?' });
    expect(refused.code).toBe(1429);
    expect(refused.msg).toBe('Too frequent, try again later');
    const history = expectCode(await asker.client.call<{ messages: Array<{ content: string }> }>('/Api/Assistant/history', {}), 1000);
    expect(history.data.messages.map((message) => message.content)).not.toContain('And the minimum withdrawal?');
    // Another user's questions are counted apart.
    await pollToEnd(owner, await ask(owner, 'What is the minimum withdrawal?'));
  });

  it('refuses an empty or over-long question with the validation message', async () => {
    const empty = await owner.call('/Api/Assistant/chat', { question: '   ' });
    expect(empty.code).toBe(1010);
    const long = await owner.call('/Api/Assistant/chat', { question: 'x'.repeat(501) });
    expect(long.code).toBe(1010);
    expect(JSON.stringify(long.data)).toContain('500 characters');
  });
});

describe('an operator-configured Coze assistant', () => {
  let coze: FakeChatProvider;
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    coze = await startFakeCoze();
    server = await startTestServer({
      ASSISTANT_PROVIDER: 'coze',
      ASSISTANT_BASE_URL: coze.url,
      ASSISTANT_TOKEN: coze.token,
      ASSISTANT_BOT_ID: 'bot-1',
    });
    client = await demoClient(server.url);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await coze?.close();
  }, 60_000);

  it('shows the answer growing while Coze streams it, then completed with follow-ups', async () => {
    coze.script({ pieces: ['First part. ', 'Second part.'], followUps: ['What next?'], outcome: 'completed', hold: true });
    const chat = await ask(client, 'How do grids work?');
    // The stream is held after its first piece: the poll sees the answer in progress, partly there.
    const deadline = Date.now() + 10_000;
    let partial: Status;
    for (;;) {
      partial = expectCode(await client.call<Status>('/Api/Assistant/chat_status', chat), 1000).data;
      if (partial.answer !== '' || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(partial).toEqual({ status: 'in_progress', answer: 'First part. ', follow_ups: [] });
    coze.release();
    expect(await pollToEnd(client, chat)).toEqual({ status: 'completed', answer: 'First part. Second part.', follow_ups: ['What next?'] });
    const prompt = (coze.requests.at(-1)!.body!.additional_messages as Array<{ content: string }>).at(-1)!.content;
    for (const fact of ['demo01', 'Sandbox A', 'BTC/USDT', 'spot CEX']) expect(prompt).toContain(fact);
  });

  it('marks the answer failed when Coze fails', async () => {
    coze.script({ pieces: ['Half'], outcome: 'failed' });
    expect((await pollToEnd(client, await ask(client, 'Anything?'))).status).toBe('failed');
    coze.script({ pieces: [], outcome: 'http500' });
    expect((await pollToEnd(client, await ask(client, 'Anything else?'))).status).toBe('failed');
  });
});
