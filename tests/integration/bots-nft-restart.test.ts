// A restarted runner finds out what became of an NFT bot's market transactions whose outcome it
// never learnt, from the journal and the chain, and never sends one of them again: one mined before
// the crash is settled from its receipt; one recorded but never signed is known never to have been
// sent. The same holds within one process when the chain falls silent after a purchase went out.
// On the market, nothing was bought or listed twice.
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ChainError } from '../../src/engine/connectors/evm/chain-errors.ts';
import type { NftAccess } from '../../src/engine/runner/nft/nft-ports.ts';
import type { SendKey } from '../../src/engine/wallets/journalled-sender.ts';
import { chainSends, dexSwaps } from '../../src/server/db/schema/index.ts';
import { fileNftBotScenario } from '../support/nft-bot-scenario.ts';

/** Armed, the next purchase goes out and is mined, but its receipt never arrives: the RPC "goes silent". */
const silence = { armed: false, step: null as number | null };
const silentAfterBuy = (access: NftAccess): NftAccess => ({
  async open(bot) {
    const market = await access.open(bot);
    const real = market.sender;
    const sender = new Proxy(real, {
      get(target, property) {
        if (property !== 'send') {
          const value = Reflect.get(target, property, target);
          return typeof value === 'function' ? value.bind(target) : value;
        }
        return async (...args: Parameters<typeof real.send>) => {
          const receipt = await real.send(...args);
          if (silence.armed && args[3].operation === 'nftBuy') {
            silence.armed = false;
            silence.step = (args[0] as SendKey).step;
            throw new ChainError('retry', 'rpcDown', undefined, { chain: 'SANDBOX', operation: 'nftBuy' });
          }
          return receipt;
        };
      },
    });
    return { ...market, sender };
  },
});

const s = fileNftBotScenario({ seed: 'bots-nft-restart', wrapNftAccess: silentAfterBuy });

it('a restarted runner settles market transactions left pending from the chain and sends none of them twice', {
  timeout: 240_000,
}, async () => {
  await s.giveItems(0, [10, 11, 12, 13, 14, 15]);
  const bot = await s.addNftBot('shua_nft', { price_lower: 1.2, price_upper: 1.6, target_volume: 100, interval_min: 5, interval_max: 8 });
  await s.start(bot);
  await s.run(20_000);
  const before = await s.swaps(bot.id);
  expect(before.filter((row) => row.status === 'done' && row.tag?.startsWith('nft:buy:')).length).toBeGreaterThan(1);
  // The last transaction the bot sent, a listing: the process "dies" after broadcasting it and
  // before reading its receipt, and after recording a purchase it never signed.
  const mined = before.at(-1)!;
  expect(mined).toMatchObject({ status: 'done', side: 'sell' });
  expect(mined.tag).toMatch(/^nft:list:/);
  const lastStep = mined.step;

  await s.restart();
  await s.db
    .update(dexSwaps)
    .set({ status: 'pending', baseAmount: null, quoteAmount: null, price: null, hash: null, gasFee: null, settledAt: null })
    .where(and(eq(dexSwaps.robotId, bot.id), eq(dexSwaps.step, mined.step)));
  await s.db
    .update(chainSends)
    .set({ state: 'sent' })
    .where(and(eq(chainSends.robotId, bot.id), eq(chainSends.step, mined.step)));
  await s.db.insert(dexSwaps).values({
    ...mined,
    id: undefined,
    step: lastStep + 1,
    tag: 'nft:buy:12',
    side: 'buy',
    requested: 1.5,
    status: 'pending',
    baseAmount: null,
    quoteAmount: null,
    price: null,
    hash: null,
    gasFee: null,
    settledAt: null,
  });
  const salesBefore = await s.sales();
  const listedBefore = (await s.listed()).filter((listing) => s.inGroup(listing.seller));

  await s.run(2_000);
  const rows = await s.swaps(bot.id);
  expect(rows.find((row) => row.step === mined.step)).toMatchObject({
    status: 'done',
    hash: mined.hash,
    tag: mined.tag,
    price: mined.price,
  });
  expect(rows.find((row) => row.step === lastStep + 1)).toMatchObject({ status: 'failed', reason: 'notSent' });
  expect(rows.filter((row) => row.status === 'pending')).toEqual([]);
  expect(await s.logKeys(bot.id)).toContain('nftRecovered');

  // The recovered transaction was not sent again: its journal entry is the one from before, and
  // every journalled send belongs to exactly one recorded transaction.
  const sends = await s.db.select().from(chainSends).where(eq(chainSends.robotId, bot.id));
  expect(sends.filter((send) => send.step === mined.step).map((send) => send.hash)).toEqual([mined.hash]);
  expect(sends.some((send) => send.step === lastStep + 1)).toBe(false);
  expect(new Set(sends.map((send) => send.step)).size).toBe(sends.length);
  // The recovered listing is known as the bot's own: the next self-trade buys it.
  const sales = await s.sales();
  expect(sales.slice(0, salesBefore.length)).toEqual(salesBefore);
  expect(sales.length).toBeGreaterThan(salesBefore.length);
  expect(`nft:list:${sales[salesBefore.length]!.tokenId}`).toBe(mined.tag);
  // On the market every sale and listing is one recorded transaction, none twice.
  const doneBuys = rows.filter((row) => row.status === 'done' && row.tag?.startsWith('nft:buy:'));
  expect(doneBuys.map((row) => row.tag)).toEqual(sales.map((sale) => `nft:buy:${sale.tokenId}`));
  const doneLists = rows.filter((row) => row.status === 'done' && row.tag?.startsWith('nft:list:'));
  const listedByGroup = (await s.listed()).filter((listing) => s.inGroup(listing.seller));
  expect(doneLists.map((row) => row.tag)).toEqual(listedByGroup.map((listing) => `nft:list:${listing.tokenId}`));
  expect(listedByGroup.length).toBeGreaterThan(listedBefore.length);

  // Restarted once more and stopped before its first tick, it still knows its standing listing (from
  // its records, not its state) and withdraws it.
  expect((await s.listings()).filter((listing) => s.inGroup(listing.seller))).toHaveLength(1);
  await s.restart();
  await s.runner.stop(bot.id);
  expect((await s.listings()).filter((listing) => s.inGroup(listing.seller))).toEqual([]);
  expect(s.errors).toEqual([]);
});

it('a purchase whose receipt never came is looked up before the bot decides again, and not sent twice', { timeout: 240_000 }, async () => {
  await s.giveItems(3, [130, 131, 132, 133]);
  const bot = await s.addNftBot('shua_nft', { price_lower: 1.2, price_upper: 1.6, target_volume: 100, interval_min: 5, interval_max: 8 });
  await s.start(bot);
  await s.run(12_000);
  silence.armed = true;
  await s.run(12_000);
  expect(silence.step).not.toBeNull();

  const rows = await s.swaps(bot.id);
  const silent = rows.find((row) => row.step === silence.step)!;
  const sends = await s.db.select().from(chainSends).where(eq(chainSends.robotId, bot.id));
  const sent = sends.filter((send) => send.step === silence.step);
  expect(sent).toHaveLength(1);
  expect(silent).toMatchObject({ status: 'done', hash: sent[0]!.hash, side: 'buy' });
  expect(rows.filter((row) => row.status === 'pending')).toEqual([]);
  const keys = await s.logKeys(bot.id);
  expect(keys).toContain('venueRetry');
  expect(keys).toContain('nftRecovered');
  // The item was bought once, and every sale of this bot is one recorded purchase.
  const sales = (await s.sales()).filter((sale) => `nft:buy:${sale.tokenId}` === silent.tag);
  expect(sales.length).toBeGreaterThanOrEqual(1);
  const boughtOnChain = await s.sales();
  const recorded = (await s.db.select().from(dexSwaps)).filter((row) => row.status === 'done' && row.tag?.startsWith('nft:buy:'));
  expect(recorded).toHaveLength(boughtOnChain.length);
  expect(new Set(sends.map((send) => `${send.robotId}:${send.step}`)).size).toBe(sends.length);
  await s.runner.stop(bot.id);
  // The silent chain reached the process log once (tick-failures.ts reports chain errors there), nothing else did.
  expect(s.errors.map((error) => (error as ChainError).reason)).toEqual(['rpcDown']);
});
