// DEX kinds on the sandbox chain under a virtual clock, checked as a market maker would: what each
// kind promises, in the swaps it really made (read from their receipts into the DEX order history).
import { inArray } from 'drizzle-orm';
import { type Address, erc20Abi } from 'viem';
import { expect, it } from 'vitest';
import { walletBalances } from '../../src/server/db/schema/index.ts';
import { fileDexBotScenario } from '../support/dex-bot-scenario.ts';

const s = fileDexBotScenario({ seed: 'bots-dex' });

it('DEX Volume trades its target volume in alternating swaps from several wallets and ends near a flat position', {
  timeout: 240_000,
}, async () => {
  const price = await s.pool();
  const bot = await s.addBot('shua_dex', { target_volume: 2, single_amount: 0.25, period_minutes: 60, interval_min: 5, interval_max: 10 });
  await s.start(bot);
  await s.run(180_000);
  const swaps = (await s.swaps(bot.id)).filter((swap) => swap.status === 'done');
  const volume = swaps.reduce((sum, swap) => sum + swap.quoteAmount!, 0);
  expect(volume).toBeGreaterThanOrEqual(2);
  expect(volume).toBeLessThan(2.6);
  const net = swaps.reduce((sum, swap) => sum + (swap.side === 'buy' ? swap.baseAmount! : -swap.baseAmount!), 0);
  const bought = swaps.filter((swap) => swap.side === 'buy').reduce((sum, swap) => sum + swap.baseAmount!, 0);
  expect(Math.abs(net)).toBeLessThan(bought * 0.2);
  expect(new Set(swaps.map((swap) => swap.walletId)).size).toBeGreaterThan(1);
  // Buys vary by up to ±50% around the single amount.
  for (const swap of swaps.filter((row) => row.side === 'buy')) expect(swap.requested).toBeLessThanOrEqual(0.25 * 1.5 + 1e-9);
  expect(await s.logKeys(bot.id)).toContain('dexVolumeReached');
  expect(Math.abs((await s.pool()) / price - 1)).toBeLessThan(0.01);
  await s.runner.stop(bot.id);
  expect(s.errors).toEqual([]);

  // What the bot read after its swaps is what the wallet page shows: each wallet's kept CAKE and BNB
  // are the chain's, read on the bot's clock.
  const kept = await s.db
    .select()
    .from(walletBalances)
    .where(
      inArray(
        walletBalances.walletId,
        s.walletRows.map((row) => row.id),
      ),
    );
  const cake = s.chain.contracts.tokens.CAKE!.toLowerCase();
  for (const row of s.walletRows) {
    const address = row.address as Address;
    const onChain = {
      [cake]: await s.connector.client.readContract({
        address: cake as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
      native: await s.connector.client.getBalance({ address }),
    };
    for (const [token, amount] of Object.entries(onChain)) {
      const keptRow = kept.find((candidate) => candidate.walletId === row.id && candidate.token === token);
      expect(keptRow?.amount, `${token} of ${address}`).toBe(amount.toString());
      expect(keptRow!.readAt.getTime()).toBeGreaterThan(Date.UTC(2026, 0, 5, 12));
    }
  }
});

it('DEX Reserved Buy buys only once the pool falls to the reserved price, and never pays more', { timeout: 240_000 }, async () => {
  const price = await s.pool();
  const reserved = price * 0.97;
  const bot = await s.addBot('frontrun_dex', {
    reserved_price: reserved,
    total_budget: 1.5,
    single_budget: 0.5,
    interval_min: 2,
    interval_max: 3,
  });
  await s.start(bot);
  await s.run(20_000);
  expect(await s.swaps(bot.id)).toEqual([]);
  expect(await s.logKeys(bot.id)).toContain('reservedWaiting');
  // An outside seller pushes the price under the reserved price.
  await s.outsideSwap('CAKE', 'WBNB', '25000');
  await s.run(60_000);
  const swaps = (await s.swaps(bot.id)).filter((swap) => swap.status === 'done');
  expect(swaps.length).toBeGreaterThan(0);
  for (const swap of swaps) expect(swap.price!).toBeLessThanOrEqual(reserved * (1 + 1e-9));
  const spent = swaps.reduce((sum, swap) => sum + swap.quoteAmount!, 0);
  expect(spent).toBeLessThanOrEqual(1.5 + 1e-9);
  expect(s.errors).toEqual([]);
  await s.runner.stop(bot.id);
});

it('DEX Batch Sell sells its total in tranches of ±10%, never below its floor, waiting while the pool is under it', {
  timeout: 240_000,
}, async () => {
  const price = await s.pool();
  const floor = price * 0.99;
  const bot = await s.addBot('iceberg_dex', {
    total_amount: 600,
    tranche_amount: 150,
    limit_price: floor,
    interval_min: 2,
    interval_max: 4,
  });
  await s.start(bot);
  await s.run(60_000);
  const swaps = (await s.swaps(bot.id)).filter((swap) => swap.status === 'done');
  expect(swaps.length).toBeGreaterThan(2);
  for (const swap of swaps) {
    expect(swap.side).toBe('sell');
    expect(swap.price!).toBeGreaterThanOrEqual(floor * (1 - 1e-9));
    expect(swap.requested).toBeLessThanOrEqual(150 * 1.1 + 1e-9);
  }
  const sold = swaps.reduce((sum, swap) => sum + swap.baseAmount!, 0);
  expect(sold).toBeLessThanOrEqual(600 + 1e-6);
  const keys = await s.logKeys(bot.id);
  expect(keys.includes('icebergDone') || keys.includes('floorWaiting')).toBe(true);
  await s.runner.stop(bot.id);
  expect(s.errors).toEqual([]);
});

it('DEX Charting walks the pool price up its path, pauses while the price is outside its range and runs again once it is back', {
  timeout: 240_000,
}, async () => {
  const price = await s.pool();
  const bot = await s.addBot('shua_dex2', {
    trend: 'rise',
    price_lower: price * 0.9,
    price_upper: price * 1.1,
    single_amount: 0.4,
    interval_min: 2,
    interval_max: 3,
  });
  await s.start(bot);
  await s.run(40_000);
  expect(await s.pool()).toBeGreaterThan(price);
  // An outside buyer lifts the price over the range: the bot pauses and keeps listening.
  await s.outsideSwap('WBNB', 'CAKE', '300');
  await s.run(10_000);
  expect((await s.status(bot.id)).status).toBe('paused');
  expect(await s.logKeys(bot.id)).toContain('chartOutsideRange');
  const swapsWhilePaused = (await s.swaps(bot.id)).length;
  await s.run(10_000);
  expect((await s.swaps(bot.id)).length).toBe(swapsWhilePaused);
  // Back inside: it runs again.
  const reserves = await s.connector.reserves(s.chain.contracts.tokens.CAKE!, s.chain.contracts.tokens.WBNB!);
  const [cakeHeld, bnbHeld] = [Number(reserves.base) / 1e18, Number(reserves.quote) / 1e18];
  const cake = Math.sqrt((cakeHeld * bnbHeld) / (price * 1.05)) - cakeHeld;
  await s.outsideSwap('CAKE', 'WBNB', cake.toFixed(0));
  await s.run(10_000);
  expect((await s.status(bot.id)).status).toBe('running');
  await s.runner.stop(bot.id);
  expect(s.errors).toEqual([]);
});
