// A price-management bot whose balance cannot pay for its move pauses and says which asset is
// short, instead of running on silently with nothing sent.
import { expect, it } from 'vitest';
import { fileBotScenario } from '../support/bot-scenario.ts';

// The owner holds neither side of ETH/USDT.
const s = fileBotScenario({ seed: 'move-funds', balances: { BTC: '1' } });

it('a draw bot without the funds for its move pauses, saying which asset is short', { timeout: 120_000 }, async () => {
  s.street().quote('1990.00', '2010.00', '5');
  const bot = await s.addBot('draw', {
    path: 'random',
    price_lower: 1950,
    price_upper: 2050,
    single_amount: 0.05,
    interval_min: 4,
    interval_max: 6,
  });
  await s.start(bot);
  await s.run(12_000, 1000);

  const { status, reason } = await s.botStatus(bot.id);
  expect(status).toBe('paused');
  expect(reason).toMatchObject({ key: 'notEnoughBalance', level: 'warn' });
  expect(['ETH', 'USDT']).toContain((reason as { params: { asset: string } }).params.asset);
  expect(await s.orders(bot.id)).toEqual([]);
  await s.runner.stop(bot.id);
  expect(s.errors).toEqual([]);
});
