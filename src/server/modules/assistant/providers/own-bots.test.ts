import { describe, expect, it } from 'vitest';
import { isOwnBotQuestion } from './own-bots.ts';

describe('questions about the asker’s own bots', () => {
  it.each([
    'Why did my grid bot stop?',
    'my robot stopped, why?',
    '为什么我的网格机器人停止了',
    '我的机器人为什么停了？',
    '내 그리드 봇은 왜 멈췄나요?',
    '제 봇이 중지된 이유는?',
  ])('are recognised: %s', (question) => expect(isOwnBotQuestion(question)).toBe(true));

  it.each(['How do I stop a bot?', 'What is the minimum withdrawal?', '怎么停止机器人？', '봇은 어떻게 중지하나요?'])(
    'are not confused with how-to questions: %s',
    (question) => expect(isOwnBotQuestion(question)).toBe(false),
  );
});
