import { describe, expect, it } from 'vitest';
import { alarmMessage, type FiringFacts } from './alarm-message.ts';

const facts = (overrides: Partial<FiringFacts>): FiringFacts => ({
  condition: 'price_above',
  values: { threshold: 65_000, price: 65_432.1 },
  web: 'sandbox-a',
  webType: 0,
  exchange: 'Sandbox A',
  base: 'BTC',
  quote: 'USDT',
  asset: 'BTC',
  remark: '',
  robotsStopped: null,
  ...overrides,
});

describe('alert message', () => {
  it('names the pair and venue and says what crossed, with grouped figures', () => {
    expect(alarmMessage(facts({}), 'en')).toEqual({
      title: 'BTC/USDT on Sandbox A',
      body: 'Price is above 65,000: now 65,432.1.',
      path: '/stocks?web=sandbox-a&web_type=0&yenUnit1=BTC&yenUnit2=USDT',
    });
  });

  it('words a price jump with its direction and the threshold as a percent', () => {
    const message = alarmMessage(
      facts({ condition: 'price_jump', values: { threshold: 5, percent: -6.25, price: 94, from: 100.25, window: 5 } }),
      'en',
    );
    expect(message.body).toBe('Price moved down 6.25% within 5 minutes (from 100.25 to 94); your threshold is 5%.');
  });

  it('says how many robots were stopped', () => {
    expect(alarmMessage(facts({ robotsStopped: 2 }), 'en').body).toBe(
      'Price is above 65,000: now 65,432.1. 2 robots of the pair were stopped.',
    );
    expect(alarmMessage(facts({ robotsStopped: 1 }), 'en').body).toContain('1 robot of the pair was stopped.');
  });

  it("speaks the user's language", () => {
    expect(alarmMessage(facts({ remark: '主仓' }), 'zh')).toMatchObject({
      title: '主仓 · BTC/USDT · Sandbox A',
      body: '价格已高于 65,000：当前 65,432.1。',
    });
    expect(alarmMessage(facts({ condition: 'balance_below', values: { threshold: 0.5, balance: 0.25 } }), 'ko').body).toBe(
      'BTC 잔액이 0.5 미만입니다: 현재 0.25.',
    );
  });
});
