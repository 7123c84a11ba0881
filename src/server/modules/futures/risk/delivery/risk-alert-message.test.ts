import { describe, expect, it } from 'vitest';
import { type RiskAlertFacts, riskAlertMessage } from './risk-alert-message.ts';

const facts = (overrides: Partial<RiskAlertFacts>): RiskAlertFacts => ({
  riskUserId: 7,
  condition: 'margin_ratio_above',
  values: { threshold: 0.8, value: 0.8523 },
  coin: 'USDT',
  exchange: 'Sandbox A',
  remark: '',
  ...overrides,
});

describe('risk alert message', () => {
  it('names the account, words the margin ratio as a percent and links to the detail page', () => {
    expect(riskAlertMessage(facts({}), 'en')).toEqual({
      title: 'Futures account on Sandbox A',
      body: 'Margin ratio is 85.23%, at or above your threshold of 80% (100% is liquidation).',
      path: '/userRiskDetail?id=7',
      tag: 'risk-user-7',
    });
  });

  it('gives amounts in the settlement coin with grouped digits', () => {
    const message = riskAlertMessage(facts({ condition: 'exposure_above', values: { threshold: 10_000, value: 12_345.678 } }), 'en');
    expect(message.body).toBe('Exposure (position value) is 12,345.68 USDT, at or above your threshold of 10,000 USDT.');
  });

  it("speaks the user's language and puts the remark first", () => {
    expect(
      riskAlertMessage(facts({ remark: '主账户', condition: 'loss_above', values: { threshold: 500, value: 620.5 } }), 'zh'),
    ).toMatchObject({
      title: '主账户 · Sandbox A 合约账户',
      body: '未实现亏损为 620.5 USDT，已达到您设置的 500 USDT。',
    });
    expect(riskAlertMessage(facts({}), 'ko').body).toBe('증거금 비율이 85.23%로, 설정한 임계값 80%에 도달했습니다(100%에서 청산).');
  });
});
