// The start checks on a real database (in-memory PGlite): a designated test account may start any
// kind within its plan's markets at once; a DEX bot needs its wallet group on the venue's chain, not
// an exchange account; an exchange the bot trades on still needs one.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotRunner } from '../../../engine/runner/runner.ts';
import { PUBLIC_DEX_VENUES } from '../../../engine/connectors/evm/dex-venues.ts';
import { TEST_ACCOUNT_TYPE } from '../../../shared/catalogue/test-accounts.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { type Database, openDatabase } from '../../db/database.ts';
import { exchangeAccounts, users, walletGroups } from '../../db/schema/index.ts';
import { ApiError } from '../../http/api-error.ts';
import { createLogger } from '../../logger.ts';
import { SecretBox } from '../../security/secret-box.ts';
import { createVenueServices, type VenueServices } from '../../venues/venue-services.ts';
import type { RobotDeps } from './robot-deps.ts';
import { robotRepository } from './robot-repository.ts';
import { checkStart } from './robot-rules.ts';

const now = Date.parse('2026-05-01T00:00:00Z');
const DEX = 'test-dex';
const DEX_CHAIN = 'SANDBOX';

let database: Database;
let venues: VenueServices;
let deps: RobotDeps;

beforeAll(async () => {
  database = await openDatabase({});
  venues = createVenueServices({ includeCcxt: false });
  const model = PUBLIC_DEX_VENUES[0]!;
  venues.dex.register({ ...model, id: DEX, chain: { ...model.chain, key: DEX_CHAIN } });
  deps = {
    db: database.db,
    secretBox: new SecretBox([randomBytes(32)]),
    venues,
    runner: { canRun: () => true } as unknown as BotRunner,
    now: () => now,
    log: createLogger('silent'),
  };
});
afterAll(async () => {
  venues.close();
  await database.close();
});

let names = 0;
async function user(level: string, type = 0): Promise<number> {
  const name = `rules${++names}`;
  const [row] = await database.db
    .insert(users)
    .values({
      userName: name,
      email: `${name}@test.example.com`,
      passwordHash: 'x',
      level,
      type,
      availableUntil: new Date(now + 86_400_000),
    })
    .returning({ id: users.id });
  return row!.id;
}

async function group(userId: number, chain = DEX_CHAIN): Promise<number> {
  const [row] = await database.db
    .insert(walletGroups)
    .values({ userId, chain, name: `group ${++names}` })
    .returning();
  return row!.id;
}

async function bindAccount(userId: number, web: string): Promise<void> {
  await database.db.insert(exchangeAccounts).values({ userId, web, remark: web, credentialsSealed: 'x' });
}

const dexVolume = { target_volume: 5, single_amount: 0.1, interval_min: 30, interval_max: 60 };

function bot(userId: number, kind: string, params: Record<string, unknown>, market: { web: string; base: string; secondWeb?: string }) {
  return robotRepository(database.db).insert({
    userId,
    kind,
    web: market.web,
    base: market.base,
    quote: market.web === DEX ? 'BNB' : 'USDT',
    secondWeb: market.secondWeb ?? null,
    params,
  });
}

async function refusal(promise: Promise<unknown>): Promise<number | 'started'> {
  try {
    await promise;
    return 'started';
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}

describe('starting a bot', () => {
  it('lets a test account on Pro start a DEX bot from its wallet group, with no exchange account', async () => {
    const demo = await user('flagship', TEST_ACCOUNT_TYPE);
    const row = await bot(demo, 'shua_dex', { ...dexVolume, wallet_group_id: await group(demo) }, { web: DEX, base: 'CAKE' });
    expect(await refusal(checkStart(deps, row, true))).toBe('started');
    // Its volume kind still asks for the legal notice first.
    expect(await refusal(checkStart(deps, row, false))).toBe(CODE.botConfirmationNeeded);
    const nft = await bot(demo, 'shua_nft', { wallet_group_id: await group(demo) }, { web: DEX, base: 'SAPE' });
    expect(await refusal(checkStart(deps, nft, true))).toBe('started');
  });

  it('refuses a DEX bot to an ordinary Pro account: DEX kinds are the DEX plan’s', async () => {
    const pro = await user('flagship');
    const row = await bot(pro, 'shua_dex', { ...dexVolume, wallet_group_id: await group(pro) }, { web: DEX, base: 'CAKE' });
    expect(await refusal(checkStart(deps, row, true))).toBe(CODE.botNotInPlan);
    const onDexPlan = await user('dex');
    const own = await bot(onDexPlan, 'shua_dex', { ...dexVolume, wallet_group_id: await group(onDexPlan) }, { web: DEX, base: 'CAKE' });
    expect(await refusal(checkStart(deps, own, true))).toBe('started');
  });

  it('grants a test account on Basic the expert kinds but keeps Basic’s one market at once', async () => {
    const tester = await user('personal', TEST_ACCOUNT_TYPE);
    await bindAccount(tester, 'sandbox-a');
    const book = await bot(tester, 'budan_new', { order_amount: 0.001, levels_per_side: 3 }, { web: 'sandbox-a', base: 'BTC' });
    expect(await refusal(checkStart(deps, book, true))).toBe('started');
    await robotRepository(database.db).update(book.id, { status: 'running' });
    const dex = await bot(tester, 'shua_dex', { ...dexVolume, wallet_group_id: await group(tester) }, { web: DEX, base: 'CAKE' });
    expect(await refusal(checkStart(deps, dex, true))).toBe(CODE.botMarketLimit);
  });

  it('refuses a DEX bot whose wallet group is missing, another user’s or on another chain', async () => {
    const demo = await user('flagship', TEST_ACCOUNT_TYPE);
    const other = await user('dex');
    const cases = [undefined, await group(other), await group(demo, 'BSC')];
    for (const groupId of cases) {
      const row = await bot(
        demo,
        'shua_dex',
        { ...dexVolume, ...(groupId ? { wallet_group_id: groupId } : {}) },
        { web: DEX, base: 'CAKE' },
      );
      expect(await refusal(checkStart(deps, row, true))).toBe(CODE.groupNotFound);
    }
    const unknownVenue = await bot(
      demo,
      'shua_dex',
      { ...dexVolume, wallet_group_id: await group(demo) },
      { web: 'gone-dex', base: 'CAKE' },
    );
    expect(await refusal(checkStart(deps, unknownVenue, true))).toBe(CODE.unknownExchange);
  });

  it('still needs an exchange account on each exchange a bot trades, a DEX arbitrage’s exchange too', async () => {
    const demo = await user('flagship', TEST_ACCOUNT_TYPE);
    const grid = await bot(
      demo,
      'grid',
      { lower_price: 1, upper_price: 2, grid_count: 4, order_amount: 1 },
      { web: 'sandbox-b', base: 'ETH' },
    );
    expect(await refusal(checkStart(deps, grid, true))).toBe(CODE.botNoAccount);
    const arbitrage = await bot(
      demo,
      'banzhuan_dex',
      { wallet_group_id: await group(demo), cex_web: 'sandbox-b' },
      { web: DEX, base: 'CAKE', secondWeb: 'sandbox-b' },
    );
    expect(await refusal(checkStart(deps, arbitrage, true))).toBe(CODE.botNoAccount);
    await bindAccount(demo, 'sandbox-b');
    expect(await refusal(checkStart(deps, arbitrage, true))).toBe('started');
    expect(await refusal(checkStart(deps, grid, true))).toBe('started');
  });
});
