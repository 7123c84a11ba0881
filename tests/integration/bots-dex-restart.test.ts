// A restarted runner finds out what became of a DEX bot's swaps whose outcome it never learnt, from
// the journal and the chain, and never sends one of them again: a swap mined before the crash is
// settled from its receipt; one recorded but never signed is known never to have been sent.
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { chainSends, dexSwaps } from '../../src/server/db/schema/index.ts';
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
