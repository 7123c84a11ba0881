import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/app-info.ts';
import { buildKnowledgeIndex, type KnowledgeIndex } from '../knowledge/knowledge-index.ts';
import { embeddedProvider } from './embedded.ts';
import type { AssistantEvent } from './provider.ts';

let knowledge: KnowledgeIndex;
beforeAll(() => {
  knowledge = buildKnowledgeIndex({ redact: ['Demo@12345'] });
});

// The bot rows are not read for these questions; a database that is touched fails the test.
const noBots = {
  db: new Proxy(
    {},
    {
      get: () => {
        throw new Error('the database was read');
      },
    },
  ) as never,
  venueName: (web: string) => web,
};

async function ask(question: string, language: Language): Promise<{ text: string; pieces: number; followUps: string[] }> {
  const events: AssistantEvent[] = [];
  const provider = embeddedProvider(knowledge, noBots);
  for await (const event of provider.answer({ userId: 1, userName: 'reader1', language, question, context: {}, history: [] }))
    events.push(event);
  const deltas = events.filter((event) => event.type === 'delta');
  return {
    text: deltas.map((event) => event.text).join(''),
    pieces: deltas.length,
    followUps: events.filter((event) => event.type === 'follow_up').map((event) => event.text),
  };
}

const CASES: Array<{ language: Language; question: string; says: string[] }> = [
  { language: 'en', question: 'What is the minimum withdrawal?', says: ['50 USDT'] },
  { language: 'en', question: 'How many orders can a batch have at most?', says: ['500'] },
  { language: 'en', question: 'What does code 2109 mean?', says: ['2109', 'gas'] },
  { language: 'zh', question: '最低提现金额是多少？', says: ['50 USDT', '最低提现'] },
  { language: 'zh', question: '批量下单最多多少笔订单？', says: ['500'] },
  { language: 'zh', question: '错误代码 2109 是什么意思？', says: ['2109', 'Gas 不足'] },
  { language: 'ko', question: '최소 출금 금액은 얼마인가요?', says: ['50 USDT', '최소 출금'] },
  { language: 'ko', question: '일괄 주문은 최대 몇 건인가요?', says: ['500'] },
  { language: 'ko', question: '오류 코드 2109는 무슨 뜻인가요?', says: ['2109', '가스가 부족'] },
];

describe('the embedded assistant', () => {
  it.each(CASES)('answers "$question" ($language) with the right fact', async ({ language, question, says }) => {
    const answer = await ask(question, language);
    for (const fact of says) expect(answer.text).toContain(fact);
    expect(answer.text).not.toContain('/homeContact');
  });

  it.each([
    ['en', 'What is the capital of France?', "I don't know"],
    ['zh', '法国的首都是哪里？', '不知道'],
    ['ko', '프랑스의 수도는 어디인가요?', '모르며'],
  ] as const)(
    'says plainly it does not know "%s"-language questions outside the product, with Contact Us',
    async (language, question, phrase) => {
      const answer = await ask(question, language);
      expect(answer.text).toContain(phrase);
      expect(answer.text).toContain('/homeContact');
    },
  );

  it('streams a long answer in several pieces and names its source', async () => {
    const answer = await ask('How do I withdraw USDT from my wallet?', 'en');
    expect(answer.pieces).toBeGreaterThan(2);
    expect(answer.text).toMatch(/Source: /);
  });

  it('offers FAQ questions as follow-ups', async () => {
    const answer = await ask('How do I connect an exchange account with an API key?', 'en');
    expect(answer.followUps.length).toBeGreaterThan(0);
    for (const followUp of answer.followUps) expect(followUp).toMatch(/\?$/);
  });

  it('never quotes a secret, even one a document names', async () => {
    for (const question of ['What is the demo password?', 'demo01 password DEMO_PASSWORD']) {
      const answer = await ask(question, 'en');
      expect(answer.text).not.toContain('Demo@12345');
    }
    const hits = knowledge.search('demo account password DEMO_PASSWORD', 'en', 10);
    expect(hits.length).toBeGreaterThan(0);
    for (const { passage } of hits) expect(passage.text).not.toContain('Demo@12345');
  });
});
