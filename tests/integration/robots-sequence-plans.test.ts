// Sequence plans over real HTTP on the embedded server (spec §3, §5): saved by name and reused;
// an existing name asks to overwrite (7008) until confirmed; times ascending; expired points are
// dropped; a price too far outside the bot's range is refused; a range that excludes the last
// price is a warning; a draw bot saved on a plan keeps the plan's points.
import { expect, it } from 'vitest';
import { expectCode } from '../support/accounts.ts';
import { fileExchangeServer } from '../support/exchange-server.ts';
import type { CallResult } from '../support/start-test-server.ts';

interface Plan {
  id: number;
  name: string;
  points: Array<{ time: number; price: number }>;
}
interface Saved {
  plan: Plan;
  dropped: number;
  warnings: string[];
}

const server = fileExchangeServer();

const call = <T>(path: string, payload: unknown): Promise<CallResult<T>> => server.demo.call<T>(path, payload);
const save = (payload: Record<string, unknown>) => call<Saved>('/Api/Robot/save_sequence_plan', payload);

it('saves, refuses, overwrites and lists sequence plans, and a draw bot keeps its plan’s points', { timeout: 120_000 }, async () => {
  const now = Date.now();
  const points = [
    { time: now - 60_000, price: 60_000 },
    { time: now + 3_600_000, price: 61_000 },
    { time: now + 7_200_000, price: 62_000 },
  ];
  const first = expectCode(await save({ name: 'Morning ramp', points }), 1000).data;
  expect(first.dropped).toBe(1);
  expect(first.plan.points.map((point) => point.price)).toEqual([61_000, 62_000]);

  // The same name asks to overwrite; confirmed, it replaces the points.
  const again = expectCode(await save({ name: 'Morning ramp', points: points.slice(1, 2) }), 7008);
  expect(again.msg).toBe('A sequence plan with this name already exists. Overwrite it?');
  const replaced = expectCode(await save({ name: 'Morning ramp', points: points.slice(1, 2), overwrite: true }), 1000).data;
  expect(replaced.plan.id).toBe(first.plan.id);
  expect(replaced.plan.points).toHaveLength(1);

  // Times must ascend; a plan of expired points only is refused.
  const descending = expectCode(await save({ name: 'Down', points: [points[2], points[1]] }), 1010);
  expect(descending.msg).toBe('Time points must be in ascending order.');
  expect(expectCode(await save({ name: 'Old', points: [points[0]] }), 1010).msg).toBe(
    'The sequence plan has no time points in the future.',
  );

  // Against a bot's range of 60,000-62,000: a price more than three range widths outside is refused,
  // and a range that excludes the last price is a warning.
  const far = await save({ name: 'Far', points: [{ time: now + 60_000, price: 80_000 }], price_lower: 60_000, price_upper: 62_000 });
  expect(expectCode(far, 1010).msg).toBe('A price in the sequence plan is too far outside the range.');
  const warned = expectCode(
    await save({
      name: 'Near',
      points: [{ time: now + 60_000, price: 61_500 }],
      price_lower: 60_000,
      price_upper: 62_000,
      last_price: 65_000,
    }),
    1000,
  ).data;
  expect(warned.warnings).toEqual(['validation.bots.rangeExcludesLast']);

  const list = expectCode(await call<{ list: Plan[] }>('/Api/Robot/get_sequence_plans', {}), 1000).data.list;
  expect(list.map((plan) => plan.name)).toEqual(['Morning ramp', 'Near']);

  // A draw bot on the plan keeps its points in its parameters.
  const bot = await call<{ robot: { params: Record<string, unknown> } }>('/Api/Robot/save_robot', {
    web: 'sandbox-a',
    yenUnit1: 'BTC',
    yenUnit2: 'USDT',
    kind: 'draw',
    params: { path: 'sequence', price_lower: 60_000, price_upper: 62_000, sequence_plan_id: first.plan.id, single_amount: 0.001 },
  });
  expect(expectCode(bot, 1000).data.robot.params['sequence_points']).toEqual(replaced.plan.points);
});
