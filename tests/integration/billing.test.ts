// Billing over real HTTP against the server's embedded sandbox chain (a block every 200 ms): a
// faucet deposit credited once, renewals and package changes priced with their discounts and the
// credit of the unused plan, Recharge and Renew locking the wallet until its deposit arrives, an
// invitee's payment crediting 20% to the referrer once the invitee has started a bot (a grid bot
// on the embedded sandbox exchange), and a
// withdrawal passed in review and paid on chain from the treasury.
import { and, eq } from 'drizzle-orm';
import { type Address, erc20Abi } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanQuote } from '../../src/shared/contracts/billing/plan-calls.ts';
import { ledgerEntries, users } from '../../src/server/db/schema/index.ts';
import { expectCode } from '../support/accounts.ts';
import { billing, payInfo, registerWithCode, startFirstBot, untilPayInfo } from '../support/billing-client.ts';
import { type ExchangeTestServer, startExchangeTestServer } from '../support/exchange-server.ts';
import { type MailCatcher, startMailCatcher } from '../support/mail-catcher.ts';
import type { TestClient } from '../support/start-test-server.ts';
import { chainReader } from '../support/wallet-client.ts';

let server: ExchangeTestServer;
let mail: MailCatcher;
let demo: TestClient;

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startExchangeTestServer({
    SANDBOX_CHAIN: 'on',
    SANDBOX_CHAIN_BLOCK_MS: '200',
    BILLING_POLL_MS: '200',
    WITHDRAWAL_AUTO_APPROVE_MS: '300',
    SMTP_URL: mail.url,
  });
  demo = server.demo;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await mail?.close();
}, 60_000);

const db = () => server.runtime.database.db;

describe('billing on the sandbox chain', () => {
  it('gives each user a deposit address and credits a faucet deposit once', async () => {
    const first = await payInfo(demo);
    expect(first).toMatchObject({ balance: '0', locked: false, records: [], withdrawals: [] });
    expect(first.chains).toEqual([{ key: 'SANDBOX', name: expect.any(String), confirmations: 1, withdrawal_fee: '1', faucet: true }]);
    expect(first.deposit?.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect((await payInfo(demo)).deposit?.address).toBe(first.deposit?.address);

    await billing(demo, 'deposit_faucet', { chain: 'SANDBOX' });
    const credited = await untilPayInfo(demo, 'deposit credited', (info) => info.balance === '1000');
    expect(credited.records[0]).toMatchObject({ kind: 'deposit', state: 'success', amount: '1000' });
    // Passes over the same blocks credit nothing more.
    await server.runtime.billing.chainPass();
    const deposits = await db().select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'deposit'));
    expect(deposits).toHaveLength(1);
  });

  it('renews the current plan for a period and refuses what the balance does not cover', async () => {
    const before = await payInfo(demo);
    const quarterly = await billing<PlanQuote>(demo, 'quote_package', { level: 'flagship', period: 'quarterly' });
    expect(quarterly).toMatchObject({ kind: 'renew', price: '1677.6', due: '1677.6', credit: '0', shortfall: '677.6' });
    const refused = await demo.call('/Api/Wallet/pay', { period: 'quarterly' });
    expectCode(refused, 4601);
    expect(refused.msg).toBe('Renewal failed: insufficient balance. Please recharge.');

    const renewed = await billing<{ quote: PlanQuote; info: { balance: string; available_time: number } }>(demo, 'pay', {
      period: 'monthly',
      available_time: before.available_time,
    });
    expect(renewed.info.balance).toBe('301');
    expect(renewed.info.available_time).toBeGreaterThan(before.available_time);
    // The same confirmation sent again pays nothing more.
    const again = await billing<{ info: { balance: string } }>(demo, 'pay', { period: 'monthly', available_time: before.available_time });
    expect(again.info.balance).toBe('301');
    const records = (await payInfo(demo)).records;
    expect(records.filter((record) => record.kind === 'renew')).toEqual([
      expect.objectContaining({ state: 'success', amount: '699', level: 'flagship', period: 'monthly' }),
    ]);
  });

  it('locks the wallet on Recharge and Renew until the deposit arrives, then pays and unlocks', async () => {
    const result = await billing<{ paid: boolean; info: { locked: boolean; pending: { shortfall: string } } }>(demo, 'recharge', {
      level: 'flagship',
      period: 'halfYear',
    });
    expect(result.paid).toBe(false);
    expect(result.info.locked).toBe(true);
    expect(result.info.pending.shortfall).toBe('2634.8');
    expectCode(await demo.call('/Api/Wallet/pay', { period: 'monthly' }), 4603);
    expect((await payInfo(demo)).records[0]).toMatchObject({ kind: 'renew', state: 'paying' });
    for (let i = 0; i < 3; i++) await billing(demo, 'deposit_faucet', { chain: 'SANDBOX' });
    const unlocked = await untilPayInfo(demo, 'renewed after the deposits', (info) => !info.locked);
    expect(unlocked.balance).toBe('365.2');
    expect(unlocked.period).toBe('halfYear');
    expect(unlocked.records.find((record) => record.kind === 'renew')).toMatchObject({
      state: 'success',
      period: 'halfYear',
      amount: '2935.8',
    });
  });

  it("credits 20% of an invitee's plan payment to the referrer once the invitee has started a bot", async () => {
    const invite = expectCode(await demo.call<{ code: string; invite_url: string }>('/Api/Account/get_invite_info', {}), 1000).data;
    expect(invite.invite_url).toContain(`/register?code=${invite.code}`);
    const invitee = await registerWithCode(server.url, (email) => mail.nextCode(email), invite.code);
    const [row] = await db().select().from(users).where(eq(users.userName, invitee.userName));
    expect(row?.invitedBy).not.toBeNull();
    await billing(invitee.client, 'deposit_faucet', { chain: 'SANDBOX' });
    await untilPayInfo(invitee.client, 'invitee deposit', (info) => info.balance === '1000');
    const demoBefore = Number((await payInfo(demo)).balance);

    // Paying before activating a bot earns the referrer nothing.
    await billing(invitee.client, 'pay', { period: 'monthly' });
    expect(Number((await payInfo(demo)).balance)).toBe(demoBefore);

    await startFirstBot(invitee.client);
    expect((await db().select().from(users).where(eq(users.id, row!.id)))[0]?.botActivatedAt).toBeInstanceOf(Date);
    const change = await billing<{ quote: PlanQuote }>(invitee.client, 'update_package', { level: 'enterprise', period: 'monthly' });
    expect(change.quote.kind).toBe('change');
    expect(Number(change.quote.credit)).toBeGreaterThan(0);
    const due = Number(change.quote.due);
    expect(due).toBeCloseTo(299 - Number(change.quote.credit), 6);
    expect(Number((await payInfo(demo)).balance)).toBeCloseTo(demoBefore + Math.floor(due * 200_000) / 1_000_000, 6);

    const records = expectCode(
      await demo.call<{ list: Array<{ account: string; reward: string }>; total: number }>('/Api/Account/get_invite_records', {}),
      1000,
    ).data;
    expect(records.total).toBe(1);
    expect(records.list[0]).toMatchObject({ account: invitee.userName });
    const info = expectCode(await demo.call<{ total: number; today: number }>('/Api/Account/get_invite_info', {}), 1000).data;
    expect(info).toMatchObject({ total: 1, today: 1 });
  });

  it('pays a withdrawal on chain after review and refuses one below the minimum or above the balance', async () => {
    const small = await demo.call('/Api/Wallet/withdraw', {
      chain: 'SANDBOX',
      address: privateKeyToAddress(generatePrivateKey()),
      amount: '49',
      email_code: '123456',
    });
    expectCode(small, 1010);
    expect(JSON.stringify(small.data)).toContain('Minimum withdrawal 50 USDT.');
    const tooMuch = await demo.call('/Api/Wallet/withdraw', {
      chain: 'SANDBOX',
      address: privateKeyToAddress(generatePrivateKey()),
      amount: '100000',
      email_code: '123456',
    });
    expectCode(tooMuch, 4301);

    const before = Number((await payInfo(demo)).balance);
    const target = privateKeyToAddress(generatePrivateKey());
    expectCode(await demo.call('/Api/Account/send_email', { purpose: 'security' }), 1000);
    const [user] = await db().select().from(users).where(eq(users.userName, 'demo01'));
    const code = await mail.nextCode(user!.email);
    const applied = await billing<{ withdrawal: { id: number; state: string; fee: string } }>(demo, 'withdraw', {
      chain: 'SANDBOX',
      address: target,
      amount: '60',
      email_code: code,
    });
    expect(applied.withdrawal).toMatchObject({ state: 'applying', fee: '1' });
    expect(Number((await payInfo(demo)).balance)).toBeCloseTo(before - 61, 6);
    const done = await untilPayInfo(demo, 'withdrawal paid', (info) => info.withdrawals[0]?.state === 'success');
    expect(done.withdrawals[0]?.tx_hash).toMatch(/^0x/);
    const usdt = server.runtime.sandboxChain!.contracts.tokens.USDT as Address;
    const received = await chainReader(server.runtime.sandboxChain!.rpcUrl).readContract({
      address: usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [target],
    });
    expect(received).toBe(60n * 10n ** 18n);
    const withdrawn = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, user!.id), eq(ledgerEntries.kind, 'withdrawal')));
    expect(withdrawn).toHaveLength(1);
  });
});
