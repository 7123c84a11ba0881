// @vitest-environment happy-dom
// The confirmation page of /renew as a user meets it: the server's quote on screen (credit for the
// unused part of the current plan, amount due), Pay calling update_package for a change and pay for
// a renewal, Pay refused with spec §8's words while the balance falls short, and a Recharge and
// Renew that locks the wallet, waits for the deposit (get_pay_info every 5 s) and finishes by itself.
// After a payment the account is read again, so the header shows the new plan.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccountInfo } from '../../../shared/contracts/account/get-account-info.ts';
import { getPayInfo } from '../../../shared/contracts/billing/pay-info.ts';
import { pay, quotePackage, recharge, updatePackage } from '../../../shared/contracts/billing/plan-calls.ts';
import { toastsAtom } from '../../components/feedback/feedback-atoms.ts';
import { initI18n, loadNamespaces } from '../../lib/i18n.ts';
import { accountSummaryAtom, store } from '../../lib/store.ts';
import { PAY_INFO_POLL_MS } from './use-pay-info.ts';
import { accountInfo, DEPOSIT_ADDRESS, fakeApi, PLAN_END, payInfo, planQuote, renderRenew, signIn, signOut } from './renew-test-kit.ts';

beforeAll(async () => {
  await initI18n('en');
  await loadNamespaces('billing', 'accounts');
});

beforeEach(() => {
  localStorage.clear();
  store.set(accountSummaryAtom, null);
  store.set(toastsAtom, []);
});

afterEach(() => {
  cleanup();
  signOut();
  vi.useRealTimers();
});

const paths = (calls: { path: string }[]) => calls.map((call) => call.path);

describe('the confirmation page', () => {
  it('shows the credit and the amount due of a plan change and pays it with update_package', async () => {
    const quote = planQuote();
    let level = 'personal';
    const calls = fakeApi({
      [getPayInfo.path]: () => payInfo(),
      [quotePackage.path]: () => quote,
      [updatePackage.path]: () => {
        level = 'flagship';
        return { quote, info: payInfo({ level: 'flagship', balance: '382.9', available_time: quote.new_available_time }) };
      },
      [getAccountInfo.path]: () => accountInfo({ level }),
    });
    await signIn();
    const router = renderRenew('/renew?plan=flagship&period=quarterly');

    expect(await screen.findByTestId('quote-credit')).toHaveTextContent('−60.5 USDT');
    expect(screen.getByText('Credit for the unused part of your current plan')).toBeInTheDocument();
    expect(screen.getByTestId('quote-due')).toHaveTextContent('1,617.1 USDT');
    expect(screen.getByTestId('quote-price')).toHaveTextContent('2,097 USDT1,677.6 USDT');
    expect(screen.getByTestId('quote-plan')).toHaveTextContent('Pro');
    expect(calls.find((call) => call.path === quotePackage.path)?.payload).toEqual({ level: 'flagship', period: 'quarterly' });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay 1,617.1 USDT' })));

    // The plan end the page was quoted against goes with it: the server pays once per value.
    expect(calls.find((call) => call.path === updatePackage.path)?.payload).toEqual({
      level: 'flagship',
      period: 'quarterly',
      available_time: PLAN_END,
    });
    expect(paths(calls)).not.toContain(pay.path);
    expect(await screen.findByText(/^Your plan is now Pro, until 2027-02-28/)).toBeInTheDocument();
    await vi.waitFor(() => expect(store.get(accountSummaryAtom)?.level).toBe('flagship'));
    expect(router.state.location.pathname).toBe('/renew');
    expect(router.state.location.search).toEqual({});
    expect(await screen.findByTestId('plan-list')).toBeInTheDocument();
  });

  it('says what is returned to the wallet when the credit is worth more than the new plan', async () => {
    fakeApi({
      [getPayInfo.path]: () => payInfo({ level: 'flagship' }),
      [quotePackage.path]: () => planQuote({ level: 'personal', period: 'monthly', price: '99', credit: '450', due: '0', refund: '351' }),
    });
    renderRenew('/renew?plan=personal&period=monthly');
    expect(await screen.findByTestId('quote-refund')).toHaveTextContent('351 USDT returned to your wallet');
    expect(screen.getByRole('button', { name: 'Pay 0 USDT' })).toBeEnabled();
  });

  it('renews the current plan with pay', async () => {
    const quote = planQuote({ kind: 'renew', level: 'personal', period: 'monthly', price: '99', credit: '0', due: '99' });
    const calls = fakeApi({
      [getPayInfo.path]: () => payInfo(),
      [quotePackage.path]: () => quote,
      [pay.path]: () => ({ quote, info: payInfo({ balance: '1901' }) }),
    });
    renderRenew('/renew?plan=personal&period=monthly');
    expect(await screen.findByRole('heading', { name: 'Renew Basic' })).toBeInTheDocument();
    expect(screen.queryByTestId('quote-credit')).toBeNull();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Pay 99 USDT' })));
    expect(calls.find((call) => call.path === pay.path)?.payload).toEqual({ period: 'monthly', available_time: PLAN_END });
    expect(paths(calls)).not.toContain(updatePackage.path);
    expect(await screen.findByText(/^Your plan is renewed until 2027-02-28/)).toBeInTheDocument();
  });

  it('keeps Pay off and says why while the balance falls short', async () => {
    const calls = fakeApi({
      [getPayInfo.path]: () => payInfo({ balance: '1560' }),
      [quotePackage.path]: () => planQuote({ balance: '1560', shortfall: '57.1' }),
    });
    renderRenew('/renew?plan=flagship&period=quarterly');
    const payButton = await screen.findByRole('button', { name: 'Pay 1,617.1 USDT' });
    expect(payButton).toBeDisabled();
    expect(screen.getByTestId('shortfall-message')).toHaveTextContent('Package change failed: insufficient balance. Please recharge.');
    expect(screen.getByRole('button', { name: 'Recharge and Renew' })).toBeEnabled();
    fireEvent.click(payButton);
    expect(paths(calls)).not.toContain(updatePackage.path);
  });

  it('uses the renewal wording when a renewal falls short', async () => {
    fakeApi({
      [getPayInfo.path]: () => payInfo({ balance: '20' }),
      [quotePackage.path]: () =>
        planQuote({ kind: 'renew', level: 'personal', period: 'monthly', due: '99', credit: '0', shortfall: '79' }),
    });
    renderRenew('/renew?plan=personal&period=monthly');
    expect(await screen.findByTestId('shortfall-message')).toHaveTextContent('Renewal failed: insufficient balance. Please recharge.');
  });

  it('locks the wallet on Recharge and Renew, checks every 5 s and finishes once the deposit is in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const pending = { level: 'flagship' as const, period: 'quarterly' as const, due: '1617.1', shortfall: '57.1', since: Date.now() };
    const locked = payInfo({ balance: '1560', locked: true, pending });
    const settled = payInfo({
      level: 'flagship',
      balance: '0',
      records: [
        {
          id: 2,
          kind: 'change',
          state: 'success',
          amount: '1617.1',
          level: 'flagship',
          period: 'quarterly',
          tx_hash: null,
          time: Date.now(),
        },
        { id: 1, kind: 'deposit', state: 'success', amount: '57.1', level: null, period: null, tx_hash: '0xfeed', time: Date.now() },
      ],
    });
    let wallet = payInfo({ balance: '1560' });
    const calls = fakeApi({
      [getPayInfo.path]: () => wallet,
      [quotePackage.path]: () => planQuote({ balance: '1560', shortfall: '57.1' }),
      [recharge.path]: () => {
        wallet = locked;
        return { paid: false, info: locked };
      },
      [getAccountInfo.path]: () => accountInfo({ level: wallet.level }),
    });
    await signIn();
    const router = renderRenew('/renew?plan=flagship&period=quarterly');
    // Under fake timers testing-library's findBy does not poll; vi.waitFor keeps real time.
    const rechargeButton = await vi.waitFor(() => screen.getByRole('button', { name: 'Recharge and Renew' }));
    await act(async () => fireEvent.click(rechargeButton));

    expect(calls.find((call) => call.path === recharge.path)?.payload).toEqual({
      level: 'flagship',
      period: 'quarterly',
      available_time: PLAN_END,
      chain: 'SANDBOX',
    });
    const wait = await vi.waitFor(() => screen.getByTestId('locked-wait'));
    expect(within(wait).getByText('Renewal in progress: your wallet is locked until the deposit arrives')).toBeInTheDocument();
    expect(within(wait).getByTestId('locked-shortfall')).toHaveTextContent('Send at least 57.1 USDT on Sandbox chain to this address.');
    expect(within(wait).getByTestId('deposit-address')).toHaveTextContent(DEPOSIT_ADDRESS);
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();

    const reads = () => paths(calls).filter((path) => path === getPayInfo.path).length;
    const before = reads();
    await act(() => vi.advanceTimersByTimeAsync(PAY_INFO_POLL_MS - 100));
    expect(reads()).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(reads()).toBe(before + 1);
    expect(screen.getByTestId('locked-wait')).toBeInTheDocument();

    wallet = settled;
    await act(() => vi.advanceTimersByTimeAsync(PAY_INFO_POLL_MS));
    await vi.waitFor(() => expect(screen.getByText('Your deposit arrived and your plan is paid.')).toBeInTheDocument());
    await vi.waitFor(() => expect(store.get(accountSummaryAtom)?.level).toBe('flagship'));
    expect(router.state.location.search).toEqual({});
    await vi.waitFor(() => expect(screen.getByTestId('plan-list')).toBeInTheDocument());
    expect(screen.queryByTestId('pending-order')).toBeNull();
    // Unlocked, nothing on its way: the page stops asking.
    const settledReads = reads();
    await act(() => vi.advanceTimersByTimeAsync(PAY_INFO_POLL_MS * 3));
    expect(reads()).toBe(settledReads);
  });

  it('ignores a plan or period it does not know and shows the overview', async () => {
    const calls = fakeApi({ [getPayInfo.path]: () => payInfo() });
    renderRenew('/renew?plan=gold&period=weekly');
    expect(await screen.findByTestId('plan-list')).toBeInTheDocument();
    expect(paths(calls)).not.toContain(quotePackage.path);
  });
});
