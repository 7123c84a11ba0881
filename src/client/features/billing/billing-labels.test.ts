// Each record state on /renew reads as spec §4 names it, from the record's kind and state together.
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadNamespaces } from '../../lib/i18n.ts';
import { paymentKindKey, paymentStatusKey, statusTone, withdrawalStatusKey } from './billing-labels.ts';

beforeAll(async () => {
  await initI18n('en');
  await loadNamespaces('billing');
});

const en = (key: string) => i18n.t(`billing:${key}`);

describe('record states in spec §4 words', () => {
  it.each([
    ['deposit', 'collecting', 'Deposit collecting'],
    ['deposit', 'success', 'Deposit success'],
    ['deposit', 'failed', 'Deposit failed'],
    ['renew', 'paying', 'Renewal paying'],
    ['renew', 'success', 'Renewal success'],
    ['renew', 'failed', 'Renewal failed'],
    ['auto_renew', 'success', 'Background renewal success'],
    ['auto_renew', 'failed', 'Renewal failed'],
    ['change', 'paying', 'Package change paying'],
    ['change', 'success', 'Package change success'],
    ['change', 'failed', 'Package change failed'],
  ] as const)('a %s record that is %s reads "%s"', (kind, state, text) => {
    expect(en(paymentStatusKey(kind, state))).toBe(text);
  });

  it.each([
    ['applying', 'Withdrawal applying'],
    ['review_passed', 'Withdrawal review passed'],
    ['success', 'Withdrawal success'],
    ['failed', 'Withdrawal failed'],
  ] as const)('a withdrawal that is %s reads "%s"', (state, text) => {
    expect(en(withdrawalStatusKey(state))).toBe(text);
  });

  it('names every kind in the type column', () => {
    expect((['deposit', 'renew', 'auto_renew', 'change'] as const).map((kind) => en(paymentKindKey(kind)))).toEqual([
      'Deposit',
      'Renewal',
      'Background renewal',
      'Package change',
    ]);
  });

  it('shows done, failed and still moving apart', () => {
    expect([statusTone('success'), statusTone('failed'), statusTone('collecting'), statusTone('review_passed')]).toEqual([
      'success',
      'error',
      'pending',
      'pending',
    ]);
  });
});
