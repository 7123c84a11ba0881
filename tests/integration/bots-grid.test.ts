// Grid on the sandbox under a virtual clock: the grid a market maker expects, the counter order one
// level away after a fill, the venue's fee on each fill, grid profit once per round trip, and nothing
// left open after a stop.
import { describe, expect, it } from 'vitest';
import { fileBotScenario } from '../support/bot-scenario.ts';

const s = fileBotScenario({ seed: 'grid' });

const byPrice = (orders: Array<{ side: string; price: number | null }>) => orders.map((order) => `${order.side} ${order.price}`).sort();

/** A recorded fill and the fees the venue charged for its order, as its trade list shows them. */
async function fillAndCharge(botId: number, index: number) {
  const fill = (await s.fills(botId))[index]!;
  const order = (await s.orders(botId)).find((row) => row.clientOrderId === fill.clientOrderId)!;
  const trades = await s.venueTradesOf(order.venueOrderId!);
  return { fill, trades };
}

describe('grid bot', () => {
  it('lays the grid, places the opposite order one level away when an order fills, reports grid profit, and stop leaves nothing open', {
    timeout: 240_000,
  }, async () => {
    const street = s.street();
    street.quote('1995', '2005', '1');
    const bot = await s.addBot('grid', { lower_price: 1950, upper_price: 2050, grid_count: 11, order_amount: 0.1, interval_seconds: 2 });
    await s.start(bot);
    await s.run(10_000);

    // Buys on every level below the price, sells above, none on the level at the price.
    expect(byPrice(await s.venueOrders(bot.id))).toEqual(
      ['buy 1950', 'buy 1960', 'buy 1970', 'buy 1980', 'buy 1990', 'sell 2010', 'sell 2020', 'sell 2030', 'sell 2040', 'sell 2050'].sort(),
    );

    // The street sells into the bot's top buy: a sell appears one level up, at 2000.
    street.clear();
    street.order('SELL', '1990', '0.1');
    await s.run(6_000);
    const afterBuy = await s.venueOrders(bot.id);
    expect(afterBuy.find((order) => order.side === 'sell' && order.price === 2000)).toMatchObject({ amount: 0.1 });
    expect(afterBuy.find((order) => order.side === 'buy' && order.price === 1990)).toBeUndefined();

    // The resting buy's fill carries the maker fee the venue charged (in ETH, what a buy receives),
    // which the venue's answers about the order never mention: only its trade list does.
    const bought = await fillAndCharge(bot.id, 0);
    expect(bought.trades.map((trade) => [trade.maker, trade.fee?.currency])).toEqual([[true, 'ETH']]);
    expect(bought.trades[0]!.fee!.cost).toBeGreaterThan(0);
    expect(bought.fill).toMatchObject({ side: 'buy', fee: bought.trades[0]!.fee!.cost, feeAsset: 'ETH' });

    // The street buys that sell: the round trip earns one grid step, and the buy returns at 1990.
    street.order('BUY', '2000', '0.1');
    await s.run(6_000);
    const row = await s.botRow(bot.id);
    expect(row.realisedProfit).toBeCloseTo((2000 - 1990) * 0.1, 9);
    expect((await s.venueOrders(bot.id)).find((order) => order.side === 'buy' && order.price === 1990)).toMatchObject({ amount: 0.1 });
    const fills = await s.fills(bot.id);
    expect(fills.map((fill) => `${fill.side} ${fill.price} ${fill.amount}`)).toEqual(['buy 1990 0.1', 'sell 2000 0.1']);
    // The counter sell rested too: its maker fee is in USDT.
    const sold = await fillAndCharge(bot.id, 1);
    expect(sold.trades.map((trade) => [trade.maker, trade.fee?.currency])).toEqual([[true, 'USDT']]);
    expect(sold.fill).toMatchObject({ side: 'sell', fee: sold.trades[0]!.fee!.cost, feeAsset: 'USDT' });
    expect(row.volume).toBeCloseTo(1990 * 0.1 + 2000 * 0.1, 6);

    // The street sells into the returned buy: that opens the next trip and earns nothing yet (the
    // trip it followed was counted when the sell filled); its sell at 2000 closes it for one more step.
    street.order('SELL', '1990', '0.1');
    await s.run(6_000);
    expect((await s.botRow(bot.id)).realisedProfit).toBeCloseTo((2000 - 1990) * 0.1, 9);
    expect((await s.venueOrders(bot.id)).find((order) => order.side === 'sell' && order.price === 2000)).toMatchObject({ amount: 0.1 });
    street.order('BUY', '2000', '0.1');
    await s.run(6_000);
    expect((await s.botRow(bot.id)).realisedProfit).toBeCloseTo(2 * (2000 - 1990) * 0.1, 9);

    await s.runner.stop(bot.id);
    expect(await s.venueOrders(bot.id)).toEqual([]);
    expect((await s.botRow(bot.id)).status).toBe('stopped');
    const keys = await s.logKeys(bot.id);
    expect(keys).toEqual(
      expect.arrayContaining(['started', 'gridBuilt', 'orderPlaced', 'orderFilled', 'gridRoundTrip', 'ordersCancelled', 'stoppedByUser']),
    );
    expect(s.errors).toEqual([]);
  });
});
