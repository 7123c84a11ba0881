import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';
import { users } from '../db/schema/index.ts';
import { AlarmRepository } from './alarms/alarm-repository.ts';

let database: Database;
let alarms: AlarmRepository;

beforeAll(async () => {
  database = await openDatabase({});
  alarms = new AlarmRepository(database.db);
});
afterAll(async () => {
  await database.close();
});

async function user(name: string): Promise<number> {
  const [row] = await database.db
    .insert(users)
    .values({ userName: name, email: `${name}@test.example.com`, passwordHash: 'x', availableUntil: new Date() })
    .returning({ id: users.id });
  return row?.id ?? 0;
}

describe('rows a user owns', () => {
  it('are found, changed and deleted by their owner only, whatever id another user sends', async () => {
    const owner = await user('owner01');
    const other = await user('other01');
    const alarm = await alarms.insert(owner, { web: 'binance', base: 'BTC', quote: 'USDT', channels: 'push' }, new Date());

    expect(await alarms.findOfUser(other, alarm.id)).toBeNull();
    expect(await alarms.update(other, alarm.id, { remark: 'not yours' })).toBeNull();
    expect(await alarms.delete(other, alarm.id)).toBe(false);

    expect(await alarms.findOfUser(owner, alarm.id)).toMatchObject({ id: alarm.id, remark: '' });
    expect(await alarms.delete(owner, alarm.id)).toBe(true);
    expect(await alarms.findOfUser(owner, alarm.id)).toBeNull();
    expect(await alarms.delete(owner, alarm.id)).toBe(false);
  });
});
