// NFT kinds on the sandbox chain's NFT market under a virtual clock, checked as a market maker would:
// on the market itself (its Sold and Listed events, its listings and floor) and in the bot's
// transaction records. The market opens with the simulated traders' listings around a 2 BNB floor;
// their simulation is off, so every other trade is one the test makes.
import { describe, expect, it } from 'vitest';
import { fileNftBotScenario } from '../support/nft-bot-scenario.ts';

describe('NFT Charting', () => {
  const s = fileNftBotScenario({ seed: 'bots-nft-charting' });

  it('trades items between the group’s own wallets, pulls the floor down into its range and stops at the day’s volume', {
    timeout: 240_000,
  }, async () => {
    const floorBefore = (await s.floor())!;
    expect(floorBefore).toBeGreaterThan(1.6);
    // Wallet 0 may only sell and wallet 1 only buy; 2 and 3 do both.
    await s.giveItems(0, [10, 11, 12, 13, 14, 15]);
    await s.giveItems(2, [80, 81]);
    await s.setRestriction(0, 'sell');
    await s.setRestriction(1, 'buy');
    const bot = await s.addNftBot('shua_nft', { price_lower: 1.2, price_upper: 1.6, target_volume: 6, interval_min: 5, interval_max: 8 });
    await s.start(bot);
    await s.run(40_000);

    // The bot's listing is the floor now, inside the range and under the traders' opening listings.
    const floor = (await s.floor())!;
    expect(floor).toBeLessThan(floorBefore);
    expect(floor).toBeGreaterThanOrEqual(1.2);
    expect(floor).toBeLessThanOrEqual(1.6);
    await s.run(60_000);

    const sales = await s.sales();
    expect(sales.length).toBeGreaterThanOrEqual(4);
    for (const sale of sales) {
      expect(s.inGroup(sale.seller) && s.inGroup(sale.buyer)).toBe(true);
      expect(sale.seller).not.toBe(sale.buyer);
      expect(sale.buyer).not.toBe(s.group[0]);
      expect(sale.price).toBeGreaterThanOrEqual(1.2);
      expect(sale.price).toBeLessThanOrEqual(1.6);
    }
    // Stepping down from the top of the range, toward its far end.
    expect(sales[0]!.price).toBeLessThan(1.6);
    expect(sales[1]!.price).toBeLessThan(sales[0]!.price);
    for (const listing of await s.listed()) if (s.inGroup(listing.seller)) expect(listing.seller).not.toBe(s.group[1]);

    // The day's volume is reached: recorded purchase by purchase, as the market saw them.
    const volume = sales.reduce((sum, sale) => sum + sale.price, 0);
    expect(volume).toBeGreaterThanOrEqual(6);
    expect(volume).toBeLessThan(6 + 1.6);
    const buys = (await s.swaps(bot.id)).filter((row) => row.side === 'buy' && row.status === 'done');
    expect(buys.map((row) => row.tag)).toEqual(sales.map((sale) => `nft:buy:${sale.tokenId}`));
    expect(buys.reduce((sum, row) => sum + row.quoteAmount!, 0)).toBeCloseTo(volume, 9);
    expect(await s.logKeys(bot.id)).toContain('nftVolumeReached');
    await s.run(30_000);
    expect(await s.sales()).toHaveLength(sales.length);

    // Stopped, the bot withdraws its standing listing: the traders' opening listings set the floor again.
    await s.runner.stop(bot.id);
    await s.run(1_000);
    expect((await s.listings()).filter((listing) => s.inGroup(listing.seller))).toEqual([]);
    expect(await s.floor()).toBe(floorBefore);
    expect(await s.logKeys(bot.id)).toContain('nftCancelled');
    expect(s.errors).toEqual([]);
  });
});

describe('NFT Range', () => {
  const s = fileNftBotScenario({ seed: 'bots-nft-range' });
  const boughtByGroup = async () => (await s.sales()).filter((sale) => s.inGroup(sale.buyer));
  const groupListings = async () => (await s.listings()).filter((listing) => s.inGroup(listing.seller));

  it('buys only listings at or below its price within its budget, lists them at or above its sell price and stops once all are sold', {
    timeout: 240_000,
  }, async () => {
    // 1.3 is over buy_below though the budget and the single budget could pay for it.
    for (const [tokenId, price] of [
      [70, '0.9'],
      [71, '1.1'],
      [72, '1.3'],
      [74, '1.7'],
    ] as const)
      await s.outsideList(tokenId, price);
    const bot = await s.addNftBot('buy_sell_nft', {
      buy_below: 1.2,
      sell_above: 2.5,
      total_budget: 3.5,
      single_budget: 2,
      interval_min: 5,
      interval_max: 8,
    });
    await s.start(bot);
    await s.run(40_000);

    expect((await boughtByGroup()).map((sale) => [sale.tokenId, sale.price])).toEqual([
      [70, 0.9],
      [71, 1.1],
    ]);
    const others = (await s.listings()).filter((listing) => !s.inGroup(listing.seller)).map((listing) => listing.tokenId);
    expect(others).toEqual(expect.arrayContaining([72, 74]));
    // Both listed again at or above 2.5 (and at most 5% over).
    const mine = await groupListings();
    expect(mine.map((listing) => listing.tokenId).sort()).toEqual([70, 71]);
    for (const listing of mine) {
      expect(listing.price).toBeGreaterThanOrEqual(2.5);
      expect(listing.price).toBeLessThanOrEqual(2.5 * 1.05);
    }

    // Two more cheap listings: 0.6 fits the 1.5 left of the budget, 1.0 more no longer does.
    await s.outsideList(75, '0.6');
    await s.outsideList(76, '1.0');
    await s.run(20_000);
    const bought = await boughtByGroup();
    expect(bought.map((sale) => sale.tokenId)).toEqual([70, 71, 75]);
    expect(bought.reduce((sum, sale) => sum + sale.price, 0)).toBeLessThanOrEqual(3.5 + 1e-9);
    expect((await groupListings()).map((listing) => listing.tokenId).sort()).toEqual([70, 71, 75]);
    for (const listing of await s.listed()) if (s.inGroup(listing.seller)) expect(listing.price).toBeGreaterThanOrEqual(2.5);
    expect(await s.logKeys(bot.id)).toContain('nftBudgetUsed');
    expect((await s.status(bot.id)).status).toBe('running');

    // Outside buyers take all three: the budget is used and nothing is left to sell, so the bot stops.
    for (const tokenId of [70, 71, 75]) await s.outsideBuy(tokenId);
    await s.run(20_000);
    expect(await s.status(bot.id)).toMatchObject({ status: 'stopped', reason: { key: 'nftRangeDone' } });
    const paid = (await s.swaps(bot.id)).filter((row) => row.side === 'buy' && row.status === 'done');
    expect(paid.reduce((sum, row) => sum + row.quoteAmount!, 0)).toBeCloseTo(2.6, 9);
    expect(s.errors).toEqual([]);
  });
});
