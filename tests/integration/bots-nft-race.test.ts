// Another buyer takes the item an NFT Range bot is buying: its purchase is mined just ahead of the
// bot's in the same block, so the bot's transaction reverts. The bot says it missed the item (the
// market's ordinary race), not that it failed, records why, and buys the next cheap item.
import { expect, it } from 'vitest';
import type { NftAccess } from '../../src/engine/runner/nft/nft-ports.ts';
import { fileNftBotScenario } from '../support/nft-bot-scenario.ts';

/** Armed with an item, the other buyer's purchase of it is sent the moment the bot sends its own. */
const rival = { item: null as number | null, buy: async (_item: number) => {} };
const rivalFirst = (access: NftAccess): NftAccess => ({
  async open(bot) {
    const market = await access.open(bot);
    const real = market.sender;
    const sender = new Proxy(real, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (property !== 'send') return typeof value === 'function' ? value.bind(target) : value;
        return async (...args: Parameters<typeof real.send>) => {
          if (rival.item !== null && args[3].operation === 'nftBuy') {
            const item = rival.item;
            rival.item = null;
            // Ahead of the bot's in the mempool (mined in the order sent).
            await rival.buy(item);
          }
          return real.send(...args);
        };
      },
    });
    return { ...market, sender };
  },
});

const s = fileNftBotScenario({ seed: 'bots-nft-race', wrapNftAccess: rivalFirst });

it('says an item another buyer took first in the same block was missed, not a failure, and buys the next one', {
  timeout: 240_000,
}, async () => {
  await s.outsideList(70, '0.9');
  await s.outsideList(71, '1.0');
  rival.buy = async (item) => void (await s.outsideBuyUnmined(item));
  rival.item = 70;
  const bot = await s.addNftBot('buy_sell_nft', {
    buy_below: 1.2,
    sell_above: 2.5,
    total_budget: 3,
    single_budget: 2,
    interval_min: 5,
    interval_max: 8,
  });
  await s.start(bot);
  await s.run(30_000);

  const sales = await s.sales();
  const buyerOf = (tokenId: number) => sales.find((sale) => sale.tokenId === tokenId)?.buyer;
  expect(rival.item).toBeNull();
  expect(buyerOf(70)).toBeDefined();
  expect(s.inGroup(buyerOf(70))).toBe(false);
  expect(s.inGroup(buyerOf(71))).toBe(true);
  const keys = await s.logKeys(bot.id);
  expect(keys).toContain('nftBuyMissed');
  expect(keys).not.toContain('nftBuyFailed');
  // The bot's purchase was mined and reverted: recorded as failed, for that reason, its gas paid.
  const missed = (await s.swaps(bot.id)).filter((row) => row.tag === 'nft:buy:70');
  expect(missed).toHaveLength(1);
  expect(missed[0]).toMatchObject({ status: 'failed', reason: 'notListed' });
  expect(missed[0]!.hash).toMatch(/^0x/);
  expect(s.errors).toEqual([]);
});
