// Cross-Exchange Arbitrage between two sandbox exchanges under a virtual clock: no trade while the
// gap does not beat both fees and the minimum spread; when it does, it buys on the cheap exchange
// and sells on the dear one, records both legs and the realised profit.
import { expect, it } from 'vitest';
import { fileBotScenario } from '../support/bot-scenario.ts';

const s = fileBotScenario({ seed: 'arbitrage', venues: ['sandbox-a', 'sandbox-b'] });

function quote(venue: string, bid: number, ask: number, bidSize = '2') {
  const street = s.street(venue);
  street.clear();
  street.order('BUY', bid.toFixed(2), bidSize);
  street.order('SELL', ask.toFixed(2), '2');
}

it('banzhuan trades only when the spread beats fees, and records both legs and the realised profit', { timeout: 240_000 }, async () => {
  const bot = await s.addBot('banzhuan', {
    hedge_web: 'sandbox-b',
    min_spread_percent: 0.1,
    fee_percent_first: 0.1,
    fee_percent_second: 0.1,
    trade_amount: 0.5,
    interval_seconds: 2,
  });
  // B's bid is 0.25% over A's ask: less than two 0.1% fees plus the 0.1% minimum.
  quote('sandbox-a', 1999, 2000);
  quote('sandbox-b', 2005, 2006);
  await s.start(bot);
  for (let round = 0; round < 4; round++) {
    quote('sandbox-a', 1999, 2000);
    quote('sandbox-b', 2005, 2006);
    await s.run(10_000, 1000);
  }
  expect(await s.fills(bot.id)).toEqual([]);

  // Now 0.5% over, for exactly one trade amount at B's bid: one arbitrage, buy on A and sell on B.
  // (With more size left at 2010 the opportunity would still stand on the venue after the first
  // trade, and a second arbitrage on the next tick would be right, not a fault.)
  quote('sandbox-a', 1999, 2000);
  quote('sandbox-b', 2010, 2011, '0.5');
  await s.run(3_000, 1000);
  quote('sandbox-a', 1999, 2000);
  quote('sandbox-b', 2005, 2006);
  await s.run(6_000, 1000);
  const fills = await s.fills(bot.id);
  expect(fills.map((fill) => `${fill.web} ${fill.side} ${fill.price} ${fill.amount}`).sort()).toEqual([
    'sandbox-a buy 2000 0.5',
    'sandbox-b sell 2010 0.5',
  ]);
  const expected = 0.5 * (2010 * 0.999 - 2000 * 1.001);
  expect((await s.botRow(bot.id)).realisedProfit).toBeCloseTo(expected, 6);

  // The other way round, bounded by the book: B is now the cheap side with 0.3 at its ask.
  const streetB = s.street('sandbox-b');
  streetB.clear();
  streetB.order('BUY', '1980', '2');
  streetB.order('SELL', '1985', '0.3');
  await s.run(3_000, 1000);
  const reverse = (await s.fills(bot.id)).slice(2);
  expect(reverse.map((fill) => `${fill.web} ${fill.side} ${fill.price} ${fill.amount}`).sort()).toEqual([
    'sandbox-a sell 1999 0.3',
    'sandbox-b buy 1985 0.3',
  ]);

  await s.runner.stop(bot.id);
  expect(await s.venueOrders(bot.id, 'sandbox-a')).toEqual([]);
  expect(await s.venueOrders(bot.id, 'sandbox-b')).toEqual([]);
  const keys = await s.logKeys(bot.id);
  expect(keys.filter((key) => key === 'arbitrageFound')).toHaveLength(2);
  expect(keys).toContain('arbitrageSettled');
  expect(s.errors).toEqual([]);
});
