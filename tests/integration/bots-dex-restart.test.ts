// A restarted runner finds out what became of a DEX bot's swaps whose outcome it never learnt, from
// the journal and the chain, and never sends one of them again: a swap mined before the crash is
// settled from its receipt; one recorded but never signed is known never to have been sent.
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { chainSends, dexSwaps, robotState } from '../../src/server/db/schema/index.ts';
import { fileDexBotScenario } from '../support/dex-bot-scenario.ts';

const s = fileDexBotScenario({ seed: 'bots-dex-restart' });

it('a restarted runner settles swaps left pending from the chain and sends none of them twice', { timeout: 240_000 }, async () => {
  const bot = await s.addBot('shua_dex', { target_volume: 50, single_amount: 0.2, period_minutes: 60, interval_min: 2, interval_max: 3 });
  await s.start(bot);
  await s.run(15_000);
  const before = (await s.swaps(bot.id)).filter((swap) => swap.status === 'done');
  expect(before.length).toBeGreaterThan(1);
  const mined = before.at(-1)!;

  // As if the process died after broadcasting the last swap and before reading its receipt, and
  // after recording a next swap but before signing it.
  await s.restart().then(() => s.runner.stop(bot.id));
  await s.db
    .update(dexSwaps)
    .set({ status: 'pending', baseAmount: null, quoteAmount: null, price: null, hash: null, settledAt: null })
    .where(and(eq(dexSwaps.robotId, bot.id), eq(dexSwaps.step, mined.step)));
  await s.db
    .update(chainSends)
    .set({ state: 'sent' })
    .where(and(eq(chainSends.robotId, bot.id), eq(chainSends.step, mined.step)));
  await s.db.insert(dexSwaps).values({
    ...mined,
    id: undefined,
    step: mined.step + 1,
    status: 'pending',
    baseAmount: null,
    quoteAmount: null,
    price: null,
    hash: null,
    gasFee: null,
    settledAt: null,
  });
  const sendsBefore = await s.db.select().from(chainSends).where(eq(chainSends.robotId, bot.id));

  await s.start(bot);
  await s.run(1_000);
  const settled = await s.swaps(bot.id);
  const again = settled.find((swap) => swap.step === mined.step)!;
  expect(again).toMatchObject({ status: 'done', hash: mined.hash, baseAmount: mined.baseAmount, quoteAmount: mined.quoteAmount });
  expect(settled.find((swap) => swap.step === mined.step + 1)).toMatchObject({ status: 'failed', reason: 'notSent' });
  expect(await s.logKeys(bot.id)).toContain('swapsRecovered');
  // The recovered swap was not sent again: its journal entry is the one from before, and every
  // journalled send belongs to exactly one recorded swap.
  const sends = await s.db.select().from(chainSends).where(eq(chainSends.robotId, bot.id));
  expect(sends.filter((send) => send.step === mined.step).map((send) => send.hash)).toEqual([mined.hash]);
  expect(sends.length).toBeGreaterThanOrEqual(sendsBefore.length);
  expect(new Set(sends.map((send) => send.step)).size).toBe(sends.length);
  await s.runner.stop(bot.id);
  expect(s.errors).toEqual([]);
});

it('swaps that settled after the last state write are counted once after a restart: the budget is not spent twice', {
  timeout: 240_000,
}, async () => {
  const price = await s.pool();
  const bot = await s.addBot('frontrun_dex', {
    reserved_price: price * 1.05,
    total_budget: 1.5,
    single_budget: 0.5,
    interval_min: 2,
    interval_max: 3,
  });
  await s.start(bot);
  await s.run(4_000);
  const early = (await s.swaps(bot.id)).filter((swap) => swap.status === 'done');
  const spentEarly = early.reduce((sum, swap) => sum + swap.quoteAmount!, 0);
  expect(spentEarly).toBeGreaterThan(0);
  expect(spentEarly).toBeLessThan(1.5);

  // As if the process died after those swaps settled and before the state that counted them was written.
  await s.runner.close();
  await s.db
    .update(robotState)
    .set({ state: { spent: 0, waitingLogged: false, accountedSwapStep: 0 } })
    .where(eq(robotState.botId, bot.id));
  await s.restart();
  for (let round = 0; round < 30 && (await s.status(bot.id)).status !== 'stopped'; round++) await s.run(2_000);

  const done = (await s.swaps(bot.id)).filter((swap) => swap.status === 'done');
  const spent = done.reduce((sum, swap) => sum + swap.quoteAmount!, 0);
  expect(spent).toBeLessThanOrEqual(1.5 + 1e-9);
  expect(spent).toBeGreaterThan(1.4);
  expect(await s.logKeys(bot.id)).toContain('budgetUsed');
  expect(s.errors).toEqual([]);
});
