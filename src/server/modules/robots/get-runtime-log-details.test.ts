// A summary line of the robot log on a real database (in-memory PGlite): the list says it has
// details and does not carry them; the details call answers its lines in the caller's language, in
// the order they were written, and only to the bot's owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRuntimeLog, getRuntimeLogDetails } from '../../../shared/contracts/robot/index.ts';
import { type Database, openDatabase } from '../../db/database.ts';
import { robots, users } from '../../db/schema/index.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/call-registry.ts';
import { translatorFor } from '../../i18n.ts';
import { createVenueServices } from '../../venues/venue-services.ts';
import { getRuntimeLogCall } from './get-runtime-log.ts';
import { getRuntimeLogDetailsCall } from './get-runtime-log-details.ts';
import type { RobotDeps } from './robot-deps.ts';
import { RobotStore } from './robot-store.ts';

let database: Database;
let deps: RobotDeps;
let owner: number;
let stranger: number;
let botId: number;

async function user(name: string): Promise<number> {
  const [row] = await database.db
    .insert(users)
    .values({ userName: name, email: `${name}@example.com`, passwordHash: 'x', availableUntil: new Date(Date.now() + 86_400_000) })
    .returning({ id: users.id });
  return row!.id;
}

const contextOf = (userId: number, language: 'en' | 'zh' = 'en') =>
  ({ user: { userId, account: 'x', sessionId: 's' }, t: translatorFor(language), language }) as unknown as CallContext;

const details = (userId: number, id: number, language: 'en' | 'zh' = 'en') =>
  getRuntimeLogDetailsCall(deps)
    .handle(getRuntimeLogDetails.request.parse({ robot_id: botId, id, utc_offset: 0 }), contextOf(userId, language))
    .then((answer) => getRuntimeLogDetails.response.parse(answer));

beforeAll(async () => {
  database = await openDatabase({});
  deps = { db: database.db, venues: createVenueServices({ includeCcxt: false }) } as unknown as RobotDeps;
  owner = await user('owner01');
  stranger = await user('stranger01');
  const [bot] = await database.db
    .insert(robots)
    .values({ userId: owner, kind: 'draw', web: 'sandbox-a', base: 'ETH', quote: 'USDT', params: {} })
    .returning({ id: robots.id });
  botId = bot!.id;
  await new RobotStore(database.db).appendLogs([
    { botId, at: Date.UTC(2026, 0, 5, 12), line: { key: 'started', level: 'info' } },
    {
      botId,
      at: Date.UTC(2026, 0, 5, 12, 0, 5),
      line: {
        key: 'drawMoved',
        level: 'info',
        params: { from: 2000, to: 2002, quote: 'USDT', placed: 2, filled: 2, volume: 200.1 },
        details: [
          { key: 'orderPlaced', level: 'info', params: { side: 'buy', amount: 0.05, price: 2001, tag: 'draw:take' } },
          { key: 'orderFilled', level: 'info', params: { side: 'buy', amount: 0.05, price: 2001, tag: 'draw:take' } },
          { key: 'orderRejected', level: 'warn', params: { side: 'buy', amount: 0.05, price: 2002, reason: 'insufficientFunds' } },
        ],
      },
    },
  ]);
});

afterAll(async () => {
  await database?.close();
});

describe('a summary line of the robot log', () => {
  it('is listed as having details, without them', async () => {
    const answer = getRuntimeLog.response.parse(
      await getRuntimeLogCall(deps).handle(getRuntimeLog.request.parse({ robot_id: botId, utc_offset: 0 }), contextOf(owner)),
    );
    expect(answer.list.map((entry) => [entry.key, entry.has_details])).toEqual([
      ['drawMoved', true],
      ['started', false],
    ]);
    expect(answer.list[0]!.text).toBe('Charting: moved the price from 2000 to 2002 (2 placed, 2 filled, volume 200.1 USDT).');
  });

  it('opens to its lines in the reader’s language, in the order they were written', async () => {
    const summary = getRuntimeLog.response.parse(
      await getRuntimeLogCall(deps).handle(getRuntimeLog.request.parse({ robot_id: botId, utc_offset: 0 }), contextOf(owner)),
    ).list[0]!;
    const en = await details(owner, summary.id);
    expect(en.list.map((line) => [line.key, line.level])).toEqual([
      ['orderPlaced', 'info'],
      ['orderFilled', 'info'],
      ['orderRejected', 'warn'],
    ]);
    expect(en.list[0]!.text).toBe('Placed a buy order: 0.05 at 2001.');
    const zh = await details(owner, summary.id, 'zh');
    expect(zh.list[0]!.text).not.toBe(en.list[0]!.text);
    // A line without details has none to show.
    expect((await details(owner, summary.id - 1)).list).toEqual([]);
  });

  it('is not found for another user', async () => {
    await expect(details(stranger, 1)).rejects.toEqual(new ApiError(CODE.botNotFound));
  });
});
