import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { type Database, openDatabase } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { ApiError } from '../../http/api-error.ts';
import { translatorFor } from '../../i18n.ts';
import { batchTradeCoin } from '../../../shared/contracts/trade/batch-trade-coin.ts';
import { tradeCancel } from '../../../shared/contracts/trade/trade-cancel.ts';
import type { CallContext } from '../../http/call-registry.ts';
import { requireActivePlan, requiringActivePlan } from './plan-guard.ts';

let database: Database;
const now = Date.parse('2026-05-01T00:00:00Z');

beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(async () => {
  await database.close();
});

async function userWithPlanUntil(until: number, name: string): Promise<number> {
  const [row] = await database.db
    .insert(users)
    .values({ userName: name, email: `${name}@test.example.com`, passwordHash: 'x', availableUntil: new Date(until) })
    .returning({ id: users.id });
  return row?.id ?? 0;
}

describe('paid actions and the plan', () => {
  it('pass while the plan (or trial) runs', async () => {
    const id = await userWithPlanUntil(now + 1000, 'active01');
    expect(await requireActivePlan(database.db, id, now)).toMatchObject({ level: 'personal' });
  });

  it('answer 3001 with the renewal message once it has ended', async () => {
    const id = await userWithPlanUntil(now, 'expired01');
    const error = await requireActivePlan(database.db, id, now).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(CODE.planExpired);
    expect(translatorFor('en')((error as ApiError).messageKey)).toBe('Your plan has expired. Please renew to continue using the service.');
  });

  it('guard the paid tools only: batch orders answer 3001 after expiry, a cancel still goes through', async () => {
    const id = await userWithPlanUntil(now, 'expired02');
    const ctx = { user: { userId: id, account: 'expired02', sessionId: 's' } } as CallContext;
    const handle = async () => 'handled';
    const batch = requiringActivePlan(database.db, () => now, { contract: batchTradeCoin, handle });
    const cancel = requiringActivePlan(database.db, () => now, { contract: tradeCancel, handle });
    await expect(batch.handle({}, ctx)).rejects.toMatchObject({ code: CODE.planExpired });
    expect(await cancel.handle({}, ctx)).toBe('handled');
  });
});
