// Money is never created, doubled or stuck by plan payments: an invitee switching between an
// expensive annual plan and a cheap monthly one over and over leaves the pair no more withdrawable
// money than was deposited (the referrer's reward vests with the plan time used, and what is
// credited back takes its pending reward back); a resent Recharge and Renew answers the first
// one's result; an attempt cancelled by the operator never blocks a new one; two deposits credited
// together settle a waiting order once; and a payment never revives a record that is no longer
// paying. Module functions on both engines under a virtual `now`.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../src/shared/protocol/response-codes.ts';
import type { Db } from '../../src/server/db/database.ts';
import { billingPayments, ledgerEntries, pendingOrders, users } from '../../src/server/db/schema/index.ts';
import { ApiError } from '../../src/server/http/api-error.ts';
import type { BillingChain } from '../../src/server/modules/billing/billing-chains.ts';
import { creditDeposit } from '../../src/server/modules/billing/deposit-credits.ts';
import { appendEntry, balanceMicros, earnedMicros, withdrawableMicros } from '../../src/server/modules/billing/ledger.ts';
import { runOpsCommand } from '../../src/server/modules/billing/ops-commands.ts';
import { lockUser, payPlan, rechargeAndRenew, settlePendingOrder, settlePlan } from '../../src/server/modules/billing/plan-purchases.ts';
import { addMonths } from '../../src/server/modules/billing/plan-pricing.ts';
import { applyForWithdrawal } from '../../src/server/modules/billing/withdrawals.ts';
import { ENGINES, type TestDatabase } from '../support/databases.ts';

const DAY = 86_400_000;
const USDT = 1_000_000;
const T0 = Date.UTC(2026, 0, 5, 12);
const chain: BillingChain = {
  key: 'SANDBOX',
  name: 'Sandbox',
  chainId: 31337,
  usdt: '0x0000000000000000000000000000000000000001',
  usdtDecimals: 18,
  confirmations: 1,
  withdrawalFeeMicros: USDT,
};
const someAddress = '0x00000000000000000000000000000000000000aa';

/** The ApiError code a call rejected with (undefined when it resolved). */
async function codeOf(run: Promise<unknown>): Promise<number | undefined> {
  try {
    await run;
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}

describe.each(ENGINES)('plan payments and referral rewards on %s', (_engine, open) => {
  let test: TestDatabase;
  let db: Db;
  let made = 0;
  beforeAll(async () => {
    test = await open();
    db = test.database.db;
  });
  afterAll(async () => {
    await test?.drop();
  });

  async function newUser(fields: Partial<typeof users.$inferInsert> = {}) {
    made += 1;
    const [row] = await db
      .insert(users)
      .values({
        userName: `money${made}`,
        email: `money${made}@example.com`,
        passwordHash: 'not-a-hash',
        availableUntil: new Date(T0 + 7 * DAY),
        ...fields,
      })
      .returning();
    return row!;
  }
  const deposit = (userId: number, usdt: number) =>
    appendEntry(db, { userId, kind: 'deposit', amountMicros: usdt * USDT, idempotencyKey: `deposit:test:${userId}:${made}:${usdt}` });
  const userRow = async (userId: number) => (await db.select().from(users).where(eq(users.id, userId)))[0]!;
  /** PostgreSQL: polls until `count` of this database's sessions wait for a lock. */
  async function untilWaitingOnLocks(count: number): Promise<void> {
    for (;;) {
      const result = await db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      const rows = (result as unknown as { rows: Array<{ n: number }> }).rows;
      if ((rows[0]?.n ?? 0) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  const plans = (userId: number) =>
    db
      .select()
      .from(billingPayments)
      .where(and(eq(billingPayments.userId, userId), eq(billingPayments.state, 'success')));

  it('20 switches up and down between an annual and a monthly plan create no withdrawable money', async () => {
    const referrer = await newUser();
    const payer = await newUser({ invitedBy: referrer.id, botActivatedAt: new Date(T0) });
    await deposit(payer.id, 6000);
    let now = T0;
    for (let round = 0; round < 20; round++) {
      now += DAY;
      await payPlan(db, payer.id, { level: 'flagship', period: 'annual' }, now);
      now += DAY;
      await payPlan(db, payer.id, { level: 'personal', period: 'monthly' }, now);
      expect(await balanceMicros(db, referrer.id)).toBeGreaterThanOrEqual(0);
    }
    const withdrawable = (await withdrawableMicros(db, payer.id, now)) + (await withdrawableMicros(db, referrer.id, now));
    expect(withdrawable).toBeLessThanOrEqual(6000 * USDT);
    // The referrer keeps 20% of the plan value the payer used or still holds, no more.
    const payerSpent = 6000 * USDT - (await balanceMicros(db, payer.id));
    expect(await earnedMicros(db, referrer.id)).toBeLessThanOrEqual(payerSpent / 5 + 40);
    // Its whole balance is not cash it can take out: part is pending on the payer's current plan.
    const referrerBalance = await balanceMicros(db, referrer.id);
    expect(referrerBalance).toBeGreaterThan(await withdrawableMicros(db, referrer.id, now));
    expect(
      await codeOf(applyForWithdrawal(db, referrer.id, { chain, address: someAddress, amountMicros: referrerBalance - USDT }, now)),
    ).toBe(CODE.amountExceedsBalance);
  });

  it("takes back only a reward's pending part when its payment is credited back, after the referrer withdrew what vested", async () => {
    const referrer = await newUser();
    const payer = await newUser({ invitedBy: referrer.id, botActivatedAt: new Date(T0) });
    await deposit(payer.id, 6000);
    await payPlan(db, payer.id, { level: 'flagship', period: 'annual' }, T0);
    const reward = await earnedMicros(db, referrer.id);
    expect(reward).toBe(1_006_560_000);
    // Nothing has vested at once: the reward can be neither withdrawn nor spent.
    expect(await withdrawableMicros(db, referrer.id, T0)).toBe(0);
    expect(await codeOf(payPlan(db, referrer.id, { level: 'enterprise', period: 'monthly' }, T0))).toBe(CODE.changeInsufficientBalance);

    const halfYear = addMonths(T0, 6);
    const vested = await withdrawableMicros(db, referrer.id, halfYear);
    expect(vested).toBeGreaterThan(reward * 0.45);
    expect(vested).toBeLessThan(reward * 0.55);
    await applyForWithdrawal(db, referrer.id, { chain, address: someAddress, amountMicros: vested - USDT }, halfYear);
    expect(await withdrawableMicros(db, referrer.id, halfYear)).toBe(0);

    await payPlan(db, payer.id, { level: 'personal', period: 'monthly' }, halfYear);
    expect(await balanceMicros(db, referrer.id)).toBeGreaterThanOrEqual(0);
    const earned = await earnedMicros(db, referrer.id);
    // What stays earned is the vested half plus 20% of what the new plan keeps paid.
    expect(earned).toBeLessThan(reward * 0.55);
    expect(earned).toBeGreaterThanOrEqual(vested);
    const clawbacks = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, referrer.id), eq(ledgerEntries.kind, 'referral_clawback')));
    expect(clawbacks).toHaveLength(1);
    // The payer's credit pays for plans and returns what it deposited, never more.
    expect(await withdrawableMicros(db, payer.id, halfYear)).toBeLessThanOrEqual(6000 * USDT - 2_516_400_000);
  });

  it('answers a Recharge and Renew sent again after it paid with the first result, and locks nothing', async () => {
    const user = await newUser();
    await deposit(user.id, 100);
    const shown = user.availableUntil.getTime();
    const choice = { level: 'personal' as const, period: 'monthly' as const, availableTime: shown };
    expect(await rechargeAndRenew(db, user.id, choice, T0)).toEqual({ paid: true });
    expect(await rechargeAndRenew(db, user.id, choice, T0 + 1000)).toEqual({ paid: true });
    expect(await db.select().from(pendingOrders).where(eq(pendingOrders.userId, user.id))).toEqual([]);
    await deposit(user.id, 500);
    expect(await plans(user.id)).toHaveLength(1);
    expect(await balanceMicros(db, user.id)).toBe(501 * USDT);
    expect((await userRow(user.id)).availableUntil.getTime()).toBe(addMonths(shown, 1));
  });

  it('lets the same plan and period be paid after the operator cancelled its waiting Recharge and Renew', async () => {
    const user = await newUser();
    await deposit(user.id, 10);
    const shown = user.availableUntil.getTime();
    const choice = { level: 'personal' as const, period: 'monthly' as const, availableTime: shown };
    expect(await rechargeAndRenew(db, user.id, choice, T0)).toEqual({ paid: false });
    expect(await runOpsCommand(db, ['unlock', user.userName], T0 + 1000)).toEqual([
      `${user.userName}: the waiting Recharge and Renew is cancelled and the wallet unlocked`,
    ]);
    await deposit(user.id, 200);
    const settled = await payPlan(db, user.id, { period: 'monthly', availableTime: shown }, T0 + 2000);
    expect(settled.paid).toBe(true);
    expect((await userRow(user.id)).availableUntil.getTime()).toBe(addMonths(shown, 1));
    const records = await db.select().from(billingPayments).where(eq(billingPayments.userId, user.id));
    expect(records.map((record) => record.state).sort()).toEqual(['failed', 'success']);

    // A Recharge and Renew that falls short again after a cancelled one waits, and its deposit pays it.
    const second = await newUser();
    await deposit(second.id, 10);
    const secondChoice = { ...choice, availableTime: second.availableUntil.getTime() };
    expect(await rechargeAndRenew(db, second.id, secondChoice, T0)).toEqual({ paid: false });
    await runOpsCommand(db, ['unlock', second.userName], T0 + 1000);
    expect(await rechargeAndRenew(db, second.id, secondChoice, T0 + 2000)).toEqual({ paid: false });
    const waiting = await db
      .select()
      .from(billingPayments)
      .where(and(eq(billingPayments.userId, second.id), eq(billingPayments.state, 'paying')));
    expect(waiting).toHaveLength(1);
  });

  it('settles a waiting Recharge and Renew once when two deposits are credited in overlapping transactions', async () => {
    const user = await newUser();
    const shown = user.availableUntil.getTime();
    expect(await rechargeAndRenew(db, user.id, { level: 'personal', period: 'monthly', availableTime: shown }, T0)).toEqual({
      paid: false,
    });
    const log = (logIndex: number) => ({
      chain: 'SANDBOX',
      userId: user.id,
      txHash: `0x${String(user.id).padStart(64, '0')}`,
      logIndex,
      blockNumber: 1,
      address: someAddress,
      amountUnits: 150n * 10n ** 18n,
      amountMicros: 150 * USDT,
    });
    const credit = () => Promise.all([creditDeposit(db, log(0), T0 + 1000), creditDeposit(db, log(1), T0 + 1000)]);
    if (test.database.kind === 'postgres') {
      // Both credits reach the user's row while another transaction holds it, then go on together.
      let credited: Promise<boolean[]> | undefined;
      await db.transaction(async (tx) => {
        await lockUser(tx, user.id);
        credited = credit();
        await untilWaitingOnLocks(2);
      });
      expect(await credited).toEqual([true, true]);
    } else {
      expect(await credit()).toEqual([true, true]);
    }
    const renewals = await db
      .select()
      .from(billingPayments)
      .where(and(eq(billingPayments.userId, user.id), eq(billingPayments.kind, 'renew')));
    expect(renewals.map((record) => record.state)).toEqual(['success']);
    expect(await balanceMicros(db, user.id)).toBe(201 * USDT);
    expect((await userRow(user.id)).availableUntil.getTime()).toBe(addMonths(shown, 1));
  });

  it('lets one of two overlapping settlements of a waiting Recharge and Renew pay it, the other finds it gone', async () => {
    const user = await newUser();
    const shown = user.availableUntil.getTime();
    expect(await rechargeAndRenew(db, user.id, { level: 'personal', period: 'monthly', availableTime: shown }, T0)).toEqual({
      paid: false,
    });
    await deposit(user.id, 300);
    const settle = () =>
      Promise.all([
        db.transaction((tx) => settlePendingOrder(tx, user.id, T0 + 1000)),
        db.transaction((tx) => settlePendingOrder(tx, user.id, T0 + 1000)),
      ]);
    let settled: boolean[];
    if (test.database.kind === 'postgres') {
      let both: Promise<boolean[]> | undefined;
      await db.transaction(async (tx) => {
        await lockUser(tx, user.id);
        both = settle();
        await untilWaitingOnLocks(2);
      });
      settled = await both!;
    } else {
      settled = await settle();
    }
    expect(settled.sort()).toEqual([false, true]);
    expect(await plans(user.id)).toHaveLength(1);
    expect(await balanceMicros(db, user.id)).toBe(201 * USDT);
  });

  it('never turns a payment record that is no longer paying into a payment', async () => {
    const user = await newUser();
    await deposit(user.id, 200);
    const [failed] = await db
      .insert(billingPayments)
      .values({
        userId: user.id,
        kind: 'renew',
        state: 'failed',
        amountMicros: 99 * USDT,
        level: 'personal',
        period: 'monthly',
        idempotencyKey: `cancelled:${user.id}`,
      })
      .returning();
    await expect(
      db.transaction(async (tx) =>
        settlePlan(tx, await lockUser(tx, user.id), { level: 'personal', period: 'monthly' }, `plan:${user.id}:x`, T0, failed!.id),
      ),
    ).rejects.toThrow(/no longer paying/);
    expect(await balanceMicros(db, user.id)).toBe(200 * USDT);
    expect((await db.select().from(billingPayments).where(eq(billingPayments.id, failed!.id)))[0]?.state).toBe('failed');
  });
});
