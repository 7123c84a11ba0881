// Auto-renew and expiry under a virtual clock: nothing happens with 4 days left; with under 3 left
// the plan renews for its period from the balance (a "background renewal" record); when the
// balance falls short one failure is recorded per stage (3 days left, expiry), never more; at
// expiry the user's running bot stops with the reason in its log and paid calls answer 3001.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CODE } from '../../src/shared/protocol/response-codes.ts';
import { requireActivePlan } from '../../src/server/modules/account/plan-guard.ts';
import { runAutoRenew } from '../../src/server/modules/billing/auto-renew.ts';
import { appendEntry, balanceMicros } from '../../src/server/modules/billing/ledger.ts';
import { addMonths } from '../../src/server/modules/billing/plan-pricing.ts';
import { stopBotsOfExpiredPlans } from '../../src/server/modules/robots/plan-expiry-job.ts';
import type { RobotDeps } from '../../src/server/modules/robots/robot-deps.ts';
import { billingPayments, users } from '../../src/server/db/schema/index.ts';
import { fileBotScenario } from '../support/bot-scenario.ts';

const DAY = 86_400_000;
const s = fileBotScenario();

/** Moves the virtual clock to `time` (no bot runs over the long spans, so few timers fall due). */
const at = (time: number) => s.clock.advance(time - s.clock.now());

const records = async (userId: number) =>
  s.db
    .select()
    .from(billingPayments)
    .where(and(eq(billingPayments.userId, userId), eq(billingPayments.kind, 'auto_renew')));

describe('auto-renew and expiry', () => {
  it('renews with under 3 days left, records one failure per stage, and stops bots at expiry', async () => {
    const [user] = await s.db.select().from(users).where(eq(users.userName, 'maker01'));
    const userId = user!.id;
    const firstEnd = user!.availableUntil.getTime();
    await s.db.update(users).set({ autoRenew: true, level: 'personal', planPeriod: 'monthly' }).where(eq(users.id, userId));
    await appendEntry(s.db, { userId, kind: 'deposit', amountMicros: 150_000_000, idempotencyKey: 'test-deposit' });

    at(firstEnd - 4 * DAY);
    expect(await runAutoRenew(s.db, s.clock.now())).toEqual({ renewed: [], failed: [] });

    at(firstEnd - 3 * DAY + 60_000);
    expect((await runAutoRenew(s.db, s.clock.now())).renewed).toEqual([userId]);
    const [renewed] = await s.db.select().from(users).where(eq(users.id, userId));
    const secondEnd = addMonths(firstEnd, 1);
    expect(renewed!.availableUntil.getTime()).toBe(secondEnd);
    expect(await balanceMicros(s.db, userId)).toBe(51_000_000);
    expect(await records(userId)).toEqual([expect.objectContaining({ state: 'success', amountMicros: 99_000_000, period: 'monthly' })]);
    // The next minute, the plan is 33 days from its end: nothing more.
    s.clock.advance(60_000);
    expect(await runAutoRenew(s.db, s.clock.now())).toEqual({ renewed: [], failed: [] });

    at(secondEnd - 2 * DAY);
    expect((await runAutoRenew(s.db, s.clock.now())).failed).toEqual([userId]);
    s.clock.advance(60_000);
    expect(await runAutoRenew(s.db, s.clock.now())).toEqual({ renewed: [], failed: [] });

    at(secondEnd - 10_000);
    const bot = await s.addBot('grid', { lower_price: 1950, upper_price: 2050, grid_count: 5, order_amount: 0.1, interval_seconds: 2 });
    await s.start(bot);
    await s.run(70_000, 1_000);
    expect((await runAutoRenew(s.db, s.clock.now())).failed).toEqual([userId]);
    s.clock.advance(60_000);
    expect(await runAutoRenew(s.db, s.clock.now())).toEqual({ renewed: [], failed: [] });
    expect((await records(userId)).map((row) => row.state)).toEqual(['success', 'failed', 'failed']);

    const deps = { db: s.db, runner: s.runner, now: () => s.clock.now() } as unknown as RobotDeps;
    expect(await stopBotsOfExpiredPlans(deps)).toBe(1);
    expect((await s.botStatus(bot.id)).status).toBe('stopped');
    expect(await s.logKeys(bot.id)).toContain('stoppedPlanExpired');
    await expect(requireActivePlan(s.db, userId, s.clock.now())).rejects.toMatchObject({ code: CODE.planExpired });
    expect(await balanceMicros(s.db, userId)).toBe(51_000_000);
  });

  it('leaves a plan alone when auto-renew is off', async () => {
    const [user] = await s.db.select().from(users).where(eq(users.userName, 'maker01'));
    await s.db
      .update(users)
      .set({ autoRenew: false, availableUntil: new Date(s.clock.now() + DAY) })
      .where(eq(users.id, user!.id));
    await appendEntry(s.db, { userId: user!.id, kind: 'deposit', amountMicros: 500_000_000, idempotencyKey: 'test-deposit-2' });
    expect(await runAutoRenew(s.db, s.clock.now())).toEqual({ renewed: [], failed: [] });
  });
});
