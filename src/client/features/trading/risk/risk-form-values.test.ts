import { describe, expect, it } from 'vitest';
import type { RiskUserView } from '../../../../shared/contracts/futures/risk-user-fields.ts';
import { emptyRiskForm, formOfRiskUser, requestOfForm, riskFormIssues } from './risk-form-values.ts';

const view: RiskUserView = {
  id: 3,
  web: 'sandbox-a',
  exchange: 'Sandbox A',
  remark: 'Main',
  margin_ratio_above: 0.07,
  loss_above: null,
  exposure_above: 25_000,
  channels: ['push', 'email'],
  crossed: [],
  last_fired_at: null,
  created_at: 1,
  figures: null,
  failure: null,
};

describe('risk user form', () => {
  it('types the margin ratio as a percent and sends it as a fraction', () => {
    const form = formOfRiskUser(view);
    expect(form).toMatchObject({
      margin_ratio_above: '7',
      loss_above: '',
      exposure_above: '25000',
      channel_push: true,
      channel_email: true,
    });
    expect(requestOfForm(form)).toEqual({
      web: 'sandbox-a',
      remark: 'Main',
      margin_ratio_above: 0.07,
      loss_above: null,
      exposure_above: 25_000,
      channels: ['push', 'email'],
    });
    expect(riskFormIssues(form)).toEqual([]);
  });

  it('asks for at least one threshold and one channel', () => {
    expect(riskFormIssues(emptyRiskForm('sandbox-a', []))).toEqual([
      { path: 'channels', message: 'validation.futures.riskChannel' },
      { path: 'margin_ratio_above', message: 'validation.futures.riskThreshold' },
    ]);
  });

  it("refuses a margin ratio above 100% and amounts that are not positive numbers, in the contract's words", () => {
    const issues = riskFormIssues({
      ...emptyRiskForm('sandbox-a', ['email']),
      margin_ratio_above: '120',
      loss_above: '-1',
      exposure_above: 'lots',
    });
    expect(issues).toEqual([
      { path: 'margin_ratio_above', message: 'validation.futures.riskMarginRatio' },
      { path: 'loss_above', message: 'validation.futures.riskAmount' },
      { path: 'exposure_above', message: 'validation.futures.riskAmount' },
    ]);
  });
});
