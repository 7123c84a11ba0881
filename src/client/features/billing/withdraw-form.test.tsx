// @vitest-environment happy-dom
// The withdrawal form of /renew (spec §5): the contract's own rules refuse 49 USDT before anything
// is sent, the chain's fee is shown on top with the total, a valid withdrawal sends the e-mail code
// (and the authenticator's only while it is on), the server's refusals land beside their fields in
// the user's language, and a locked wallet cannot withdraw.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccountInfo } from '../../../shared/contracts/account/get-account-info.ts';
import { getPayInfo } from '../../../shared/contracts/billing/pay-info.ts';
import { withdraw } from '../../../shared/contracts/billing/withdraw.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { toastsAtom } from '../../components/feedback/feedback-atoms.ts';
import { ApiCallError } from '../../lib/api/api-call-error.ts';
import { i18n, initI18n, loadNamespaces } from '../../lib/i18n.ts';
import { store } from '../../lib/store.ts';
import { accountInfo, fakeApi, payInfo, type Recorded, renderRenew, signIn, signOut } from './renew-test-kit.ts';

const ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

beforeAll(async () => {
  await initI18n('en');
  await loadNamespaces('billing', 'accounts');
});

beforeEach(() => {
  localStorage.clear();
  store.set(toastsAtom, []);
});

afterEach(async () => {
  cleanup();
  signOut();
  await act(() => i18n.changeLanguage('en'));
});

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? null;
const type = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
const withdrawCalls = (calls: Recorded[]) => calls.filter((call) => call.path === withdraw.path);

async function openForm(handlers: Parameters<typeof fakeApi>[0], account = accountInfo()) {
  const calls = fakeApi({ [getAccountInfo.path]: () => account, [getPayInfo.path]: () => payInfo(), ...handlers });
  await signIn();
  renderRenew('/renew');
  const form = await screen.findByRole('form', { name: 'Withdraw' });
  return { calls, form };
}

async function fillAndSubmit(form: HTMLElement, amount: string, submit = 'Withdraw') {
  type('withdraw-address', ADDRESS);
  type('withdraw-amount', amount);
  type('withdraw-email-code', '123456');
  await act(async () => fireEvent.click(within(form).getByRole('button', { name: submit })));
}

describe('the withdrawal form', () => {
  it('refuses 49 USDT with "Minimum withdrawal 50 USDT." and sends nothing', async () => {
    const { calls, form } = await openForm({});
    expect(field('withdraw-amount').placeholder).toBe('Minimum 50 USDT');
    await fillAndSubmit(form, '49');
    expect(errorOf('withdraw-amount')).toBe('Minimum withdrawal 50 USDT.');
    expect(withdrawCalls(calls)).toEqual([]);
  });

  it('shows the fee charged on top and the total, and sends the withdrawal with the e-mail code', async () => {
    const withdrawal = {
      id: 1,
      chain: 'SANDBOX',
      address: ADDRESS,
      amount: '60',
      fee: '1',
      state: 'applying' as const,
      tx_hash: null,
      time: Date.now(),
    };
    const { calls, form } = await openForm({
      [withdraw.path]: () => ({ withdrawal, info: payInfo({ balance: '1939', withdrawals: [withdrawal] }) }),
    });
    expect(within(form).getByTestId('withdraw-fee')).toHaveTextContent('Fee: 1 USDT, charged on top');
    type('withdraw-amount', '60');
    expect(within(form).getByTestId('withdraw-fee')).toHaveTextContent('Total deducted: 61 USDT');
    await fillAndSubmit(form, '60');
    expect(withdrawCalls(calls).map((call) => call.payload)).toEqual([
      { chain: 'SANDBOX', address: ADDRESS, amount: '60', email_code: '123456' },
    ]);
    const records = await screen.findByTestId('withdrawal-records');
    expect(within(records).getByText('Withdrawal applying')).toBeInTheDocument();
    expect(within(records).getByText('0x7099…79c8')).toBeInTheDocument();
    // A fresh form for the next one.
    await vi.waitFor(() => expect(field('withdraw-amount').value).toBe(''));
  });

  it('says "Amount exceeds available balance" before sending when the amount and fee are more than the balance', async () => {
    const { calls, form } = await openForm({ [getPayInfo.path]: () => payInfo({ balance: '60' }) });
    await fillAndSubmit(form, '60');
    expect(errorOf('withdraw-amount')).toBe('Amount exceeds available balance');
    expect(withdrawCalls(calls)).toEqual([]);
  });

  it('counts only what may be withdrawn, not the whole balance', async () => {
    const { calls, form } = await openForm({ [getPayInfo.path]: () => payInfo({ balance: '500', withdrawable: '60' }) });
    await fillAndSubmit(form, '60');
    expect(errorOf('withdraw-amount')).toBe('Amount exceeds available balance');
    expect(withdrawCalls(calls)).toEqual([]);
  });

  it('puts the server refusal beside the amount, in the words the server chose for the language', async () => {
    const { form } = await openForm({
      [withdraw.path]: () => {
        throw new ApiCallError(CODE.amountExceedsBalance, '金额超过可用余额', null, 200, true);
      },
    });
    await fillAndSubmit(form, '60');
    expect(errorOf('withdraw-amount')).toBe('金额超过可用余额');
  });

  it('asks for the Google Authenticator code while it is on', async () => {
    const { calls, form } = await openForm({}, accountInfo({ google_authenticator_switch: true }));
    await fillAndSubmit(form, '60');
    expect(errorOf('withdraw-auth-code')).toBe('Please enter the Google Authenticator code.');
    expect(withdrawCalls(calls)).toEqual([]);
  });

  it('speaks the chosen language', async () => {
    const { form } = await openForm({});
    await act(async () => {
      await i18n.changeLanguage('ko');
      await loadNamespaces('billing', 'accounts');
    });
    expect(field('withdraw-amount').placeholder).toBe('최소 50 USDT');
    await fillAndSubmit(form, '49', '출금');
    expect(errorOf('withdraw-amount')).toBe('최소 출금액은 50 USDT입니다.');
  });

  it('cannot withdraw while a Recharge and Renew holds the wallet locked', async () => {
    const pending = { level: 'flagship' as const, period: 'monthly' as const, due: '699', shortfall: '99', since: Date.now() };
    const { form } = await openForm({ [getPayInfo.path]: () => payInfo({ locked: true, pending }) });
    expect(within(form).getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    expect(screen.getByTestId('pending-order')).toHaveTextContent('Renewal in progress: your wallet is locked until the deposit arrives');
    expect(screen.getByTestId('pending-order')).toHaveTextContent('99 USDT still to arrive');
  });
});
