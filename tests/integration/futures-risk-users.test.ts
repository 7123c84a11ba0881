// Risk users end to end: a user binds an account on a sandbox exchange with USD-M perpetuals, opens
// a long through the console, and watches the account. The sandbox's admin route pins the BTCUSDT
// mark, so the test moves the margin ratio across the threshold exactly; the alert arrives by web
// push (a local push service) and by e-mail (a local SMTP server), once per crossing. The
// evaluation job runs every half second here instead of every minute.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_HEADER, type SandboxExchange, startSandboxExchange } from '../../src/sandbox/index.ts';
import { scheduledJobs } from '../../src/server/db/schema/index.ts';
import { sandboxVenueDefinition } from '../../src/server/embedded/sandbox-venues.ts';
import { RISK_CHECK_JOB } from '../../src/server/modules/futures/risk/index.ts';
import type { RiskTradeView, RiskUserView } from '../../src/shared/contracts/futures/risk-user-fields.ts';
import { expectCode, registerAccount, type TestAccount } from '../support/accounts.ts';
import { type MailCatcher, startMailCatcher } from '../support/mail-catcher.ts';
import { bodyOf, subjectOf } from '../support/mail-text.ts';
import { type PushReceiver, startPushReceiver, type TestSubscription } from '../support/push-receiver.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

const WEB = 'sandbox-risk';
const EXCHANGE = 'Risk Test Exchange';
const CHECK_MS = 500;
/**
 * Long 0.1 BTC at 60,000 on 20x, cross, 1,000 USDT in the wallet: the margin ratio (maintenance
 * margin over wallet + unrealised P&L) is about 2.4 %; at a mark of 51,000 about 22 %, above the
 * 20 % threshold; at 52,000 about 11 %, under the reset band (19 %). Liquidation is near 50,265.
 */
const ENTRY_MARK = '60000';
const CROSSING_MARK = '51000';
const SAFE_MARK = '52000';
const THRESHOLD = 0.2;
const WAIT = { timeout: 30_000, interval: 100 };

let receiver: PushReceiver;
let mail: MailCatcher;
let server: TestServer;
let venue: SandboxExchange;
let venueDir: string;
let user: TestAccount;
let phone: TestSubscription;
let riskUser: RiskUserView;

async function pinMark(markPrice: string): Promise<void> {
  const response = await fetch(`${venue.url}/sandbox-admin/futures/BTCUSDT`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [ADMIN_TOKEN_HEADER]: venue.adminToken },
    body: JSON.stringify({ markPrice }),
  });
  expect(response.status).toBe(200);
}

const call = async <T>(action: string, payload: unknown, code = 1000) =>
  expectCode(await user.client.call<T>(`/Api/wallet/${action}`, payload), code).data;

const list = () =>
  call<{ list: RiskUserView[]; accounts: Array<{ web: string; exchange: string }> }>('future_risk_user_management_list', {});
const pushes = () => receiver.received.filter((push) => push.endpoint === phone.endpoint);
const mails = () => mail.messages.filter((message) => message.to.includes(user.email) && subjectOf(message.raw).includes(EXCHANGE));

/** The evaluation job's runs so far, seen as its next run time moving on. */
async function jobRuns(runs: number): Promise<void> {
  const seen = new Set<number>();
  await vi.waitFor(async () => {
    const [row] = await server.runtime.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.id, RISK_CHECK_JOB));
    if (row) seen.add(row.runAt.getTime());
    expect(seen.size).toBeGreaterThan(runs);
  }, WAIT);
}

beforeAll(async () => {
  receiver = await startPushReceiver();
  mail = await startMailCatcher();
  server = await startTestServer({ SMTP_URL: mail.url, VAPID_SUBJECT: 'mailto:risk@example.com' });
  venueDir = mkdtempSync(join(tmpdir(), 'risk-venue-'));
  venue = await startSandboxExchange({ name: WEB, dataDir: venueDir, participants: false, warmUpMs: 0 });
  server.runtime.venues.registry.register(await sandboxVenueDefinition(WEB, venue.url, EXCHANGE));
  user = await registerAccount(server, mail);
  const account = await venue.createAccount({ balances: { USDT: '1000' }, futuresBalance: '1000' });
  expectCode(
    await user.client.call('/Api/Account/bind_exchange_account', {
      web: WEB,
      remark: 'risk',
      api_key: account.apiKey,
      secret: account.secret,
    }),
    1000,
  );
  phone = receiver.subscribe();
  expectCode(await user.client.call('/Api/Alarm/push_subscribe', { endpoint: phone.endpoint, keys: phone.keys }), 1000);
  await pinMark(ENTRY_MARK);
  expectCode(
    await user.client.call('/Api/Trade/trade_coin', {
      web: WEB,
      web_type: 3,
      yenUnit1: 'BTC',
      yenUnit2: 'USDT',
      side: 'buy',
      type: 'market',
      quantity: 0.1,
    }),
    1000,
  );
  await server.runtime.scheduler.every(RISK_CHECK_JOB, CHECK_MS, RISK_CHECK_JOB);
}, 120_000);

afterAll(async () => {
  // The server first: its jobs stop before the venue they read goes away.
  await server?.stop();
  await venue?.close();
  if (venueDir) rmSync(venueDir, { recursive: true, force: true });
  await mail?.close();
  await receiver?.close();
}, 60_000);

describe('risk users', () => {
  it('watches a bound futures account and shows its live figures', async () => {
    riskUser = await call<RiskUserView>('create_risk_user_management', {
      web: WEB,
      remark: 'Main',
      margin_ratio_above: THRESHOLD,
      channels: ['push', 'email'],
    });
    expect(riskUser).toMatchObject({ web: WEB, exchange: EXCHANGE, remark: 'Main', crossed: [], channels: ['push', 'email'] });
    const answer = await list();
    expect(answer.accounts).toEqual([{ web: WEB, exchange: EXCHANGE }]);
    const [row] = answer.list;
    expect(row?.failure).toBeNull();
    expect(row?.figures).toMatchObject({ positions: 1, settle_coin: 'USDT' });
    expect(row?.figures?.exposure).toBeCloseTo(6_000, -1);
    expect(row?.figures?.margin_ratio).toBeLessThan(THRESHOLD);
  });

  it('refuses a second risk user on the venue, a venue without futures or without an account, and a channel not bound', async () => {
    const rule = { margin_ratio_above: 0.5, channels: ['email'] };
    await call('create_risk_user_management', { web: WEB, ...rule }, 4312);
    await call('create_risk_user_management', { web: 'sandbox-nowhere', ...rule }, 4103);
    // The same sandbox as a second venue, where the user has bound no account.
    server.runtime.venues.registry.register(await sandboxVenueDefinition(`${WEB}-2`, venue.url, 'Unbound Exchange'));
    await call('create_risk_user_management', { web: `${WEB}-2`, ...rule }, 2092);
    await call('create_risk_user_management', { web: WEB, margin_ratio_above: 0.5, channels: ['telegram'] }, 4202);
    await call('create_risk_user_management', { web: WEB, channels: ['email'] }, 1010);
    expect((await list()).list).toHaveLength(1);
  });

  it('a risk user crossing its margin threshold raises an alert (push and e-mail) once', async () => {
    await pinMark(CROSSING_MARK);
    await vi.waitFor(() => expect(pushes()).toHaveLength(1), WAIT);
    await vi.waitFor(() => expect(mails()).toHaveLength(1), WAIT);
    const push = JSON.parse(pushes()[0]!.payload) as { title: string; body: string; url: string; tag: string };
    expect(push).toMatchObject({
      title: `Main · Futures account on ${EXCHANGE}`,
      url: `/userRiskDetail?id=${riskUser.id}`,
      tag: `risk-user-${riskUser.id}`,
    });
    expect(push.body).toMatch(/^Margin ratio is \d+(\.\d+)?%, at or above your threshold of 20% \(100% is liquidation\)\.$/);
    const email = mails()[0]!;
    expect(subjectOf(email.raw)).toBe(`Main · Futures account on ${EXCHANGE}`);
    expect(bodyOf(email.raw)).toContain(push.body);
    expect(bodyOf(email.raw)).toContain(`/userRiskDetail?id=${riskUser.id}`);

    // The ratio stays above the threshold while the job keeps evaluating: nothing more is sent.
    await jobRuns(4);
    expect(pushes()).toHaveLength(1);
    expect(mails()).toHaveLength(1);
    const [row] = (await list()).list;
    expect(row?.crossed).toEqual(['margin_ratio_above']);
    expect(row?.figures?.margin_ratio).toBeGreaterThanOrEqual(THRESHOLD);
    expect(row?.last_fired_at).toEqual(expect.any(Number));
  });

  it('alerts again only after the ratio has gone back below the reset band', async () => {
    await pinMark(SAFE_MARK);
    await vi.waitFor(async () => expect((await list()).list[0]?.crossed).toEqual([]), WAIT);
    expect(pushes()).toHaveLength(1);
    await pinMark(CROSSING_MARK);
    await vi.waitFor(() => expect(pushes()).toHaveLength(2), WAIT);
    await vi.waitFor(() => expect(mails()).toHaveLength(2), WAIT);
  });

  it("lists the account's futures trades newest first", async () => {
    const logs = await call<{ list: RiskTradeView[]; total: number; web: string; remark: string }>('risk_user_trade_logs', {
      id: riskUser.id,
    });
    expect(logs).toMatchObject({ web: WEB, remark: 'Main', total: 1 });
    expect(logs.list[0]).toMatchObject({ yenUnit1: 'BTC', yenUnit2: 'USDT', side: 'buy', amount: 0.1, fee_coin: 'USDT' });
  });

  it('edits the thresholds in place and removes the risk user', async () => {
    const edited = await call<RiskUserView>('create_risk_user_management', {
      id: riskUser.id,
      web: WEB,
      remark: 'Main',
      margin_ratio_above: THRESHOLD,
      exposure_above: 1_000_000,
      channels: ['email'],
    });
    // The margin threshold did not change: it stays "already alerted" and does not alert again.
    expect(edited).toMatchObject({ id: riskUser.id, channels: ['email'], exposure_above: 1_000_000, crossed: ['margin_ratio_above'] });
    expect(await call('remove_risk_user_management', { id: riskUser.id })).toEqual({ id: riskUser.id });
    expect((await list()).list).toEqual([]);
    await call('risk_user_trade_logs', { id: riskUser.id }, 4313);
    await call('remove_risk_user_management', { id: riskUser.id }, 4313);
  });
});
