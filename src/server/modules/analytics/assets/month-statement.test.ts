// A month's statement from stored snapshots and trade_hourly rows (in-memory PGlite with the
// product's migrations): values from the month's first and last snapshot, results converted from
// each market's quote at the closing snapshot's prices, by venue (a DEX venue's trades belong to its
// chain's wallets) and by bot, and nothing from outside the month.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDexVenue } from '../../../embedded/sandbox-dex-venue.ts';
import { type Database, openDatabase } from '../../../db/database.ts';
import { tradeHourly, users } from '../../../db/schema/index.ts';
import { createVenueServices, type VenueServices } from '../../../venues/venue-services.ts';
import type { AssetServices } from './asset-services.ts';
import { monthStatement } from './month-statement.ts';
import { reportMonths } from './report-months.ts';
import { snapshotRepository } from './snapshot-repository.ts';
import { tradeHourlyRepository } from './trade-hourly-repository.ts';
import { UsdtPricer } from './usdt-pricer.ts';

const now = Date.parse('2026-05-25T12:00:00Z');
const [may] = reportMonths(now, 1, 0);
const at = (iso: string) => new Date(iso);

let database: Database;
let venues: VenueServices;
let services: AssetServices;
let userId: number;

beforeAll(async () => {
  database = await openDatabase({});
  venues = createVenueServices({ includeCcxt: false });
  const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as const;
  venues.dex.register(
    sandboxDexVenue({
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:9',
      contracts: { router: address(1), factory: address(2), tokens: { WBNB: address(3), USDT: address(4), CAKE: address(5) } },
    } as unknown as Parameters<typeof sandboxDexVenue>[0]),
  );
  const [user] = await database.db
    .insert(users)
    .values({ userName: 'statement01', email: 'statement01@example.com', passwordHash: 'x', availableUntil: new Date(now + 86_400_000) })
    .returning();
  userId = user!.id;

  const snapshot = (takenAt: string, usdt: number, bnbPrice: number) => [
    { userId, takenAt: at(takenAt), sourceType: 'cex', source: 'sandbox-a', asset: 'USDT', amount: usdt, priceUsdt: 1, valueUsdt: usdt },
    {
      userId,
      takenAt: at(takenAt),
      sourceType: 'dex',
      source: 'SANDBOX',
      asset: 'BNB',
      amount: 2,
      priceUsdt: bnbPrice,
      valueUsdt: 2 * bnbPrice,
    },
  ];
  await snapshotRepository(database.db).insert([
    ...snapshot('2026-04-30T23:50:00Z', 900, 590),
    ...snapshot('2026-05-02T00:00:00Z', 1_000, 600),
    ...snapshot('2026-05-10T00:00:00Z', 1_200, 620),
    ...snapshot('2026-05-20T00:00:00Z', 1_500, 650),
  ]);
  const hour = (iso: string) => ({ userId, hour: at(iso) });
  await database.db.insert(tradeHourly).values([
    {
      ...hour('2026-05-03T10:00:00Z'),
      web: 'sandbox-a',
      base: 'BTC',
      quote: 'USDT',
      botId: 7,
      kind: 'grid',
      buyVolume: 60,
      sellVolume: 70,
      realisedProfit: 12,
    },
    {
      ...hour('2026-05-04T10:00:00Z'),
      web: 'sandbox-a',
      base: 'BTC',
      quote: 'USDT',
      botId: 7,
      kind: 'grid',
      buyVolume: 40,
      sellVolume: 50,
      realisedProfit: 8,
    },
    { ...hour('2026-05-04T11:00:00Z'), web: 'sandbox-a', base: 'BTC', quote: 'USDT', botId: 0, buyVolume: 10, realisedProfit: 5 },
    {
      ...hour('2026-05-05T00:00:00Z'),
      web: 'sandbox-dex',
      base: 'CAKE',
      quote: 'BNB',
      botId: 9,
      kind: 'shua_dex',
      buyVolume: 1,
      sellVolume: 2,
      realisedProfit: 0.1,
    },
    // April's: not this month's result.
    {
      ...hour('2026-04-30T22:00:00Z'),
      web: 'sandbox-a',
      base: 'BTC',
      quote: 'USDT',
      botId: 7,
      kind: 'grid',
      buyVolume: 999,
      realisedProfit: 999,
    },
  ]);
  services = {
    deps: { venues },
    snapshots: snapshotRepository(database.db),
    pricer: new UsdtPricer(venues, () => now),
  } as unknown as AssetServices;
});
afterAll(async () => {
  venues.close();
  await database.close();
});

describe("a month's asset statement", () => {
  it('opens and closes with the first and last snapshot of the month, per venue and in total', async () => {
    const statement = await monthStatement(services, tradeHourlyRepository(database.db), userId, may!, []);
    expect(statement).toMatchObject({ month: '2026-05', opening_usdt: 1_000 + 1_200, closing_usdt: 1_500 + 1_300 });
    expect(statement?.by_venue).toEqual([
      { source_type: 'cex', source: 'sandbox-a', name: 'sandbox-a', opening_usdt: 1_000, closing_usdt: 1_500, trading_result_usdt: 25 },
      { source_type: 'dex', source: 'SANDBOX', name: 'Sandbox chain', opening_usdt: 1_200, closing_usdt: 1_300, trading_result_usdt: 65 },
    ]);
  });

  it("converts each market's result and volume to USDT at the month's closing prices, by bot and in total", async () => {
    const statement = await monthStatement(services, tradeHourlyRepository(database.db), userId, may!, []);
    expect(statement?.trading_result_usdt).toBeCloseTo(12 + 8 + 5 + 0.1 * 650, 9);
    expect(statement?.by_bot).toEqual([
      { bot_id: 7, kind: 'grid', web: 'sandbox-a', yenUnit1: 'BTC', yenUnit2: 'USDT', volume_usdt: 220, trading_result_usdt: 20 },
      {
        bot_id: 9,
        kind: 'shua_dex',
        web: 'sandbox-dex',
        yenUnit1: 'CAKE',
        yenUnit2: 'BNB',
        volume_usdt: 3 * 650,
        trading_result_usdt: expect.closeTo(65, 9),
      },
    ]);
  });

  it('adds the transfers of the month only, and has no statement for a month without snapshots', async () => {
    const transfers = [
      { direction: 'in' as const, at: Date.parse('2026-05-07T00:00:00Z'), valueUsdt: 300 },
      { direction: 'out' as const, at: Date.parse('2026-05-08T00:00:00Z'), valueUsdt: 120 },
      { direction: 'in' as const, at: Date.parse('2026-04-07T00:00:00Z'), valueUsdt: 5_000 },
    ];
    const statement = await monthStatement(services, tradeHourlyRepository(database.db), userId, may!, transfers);
    expect(statement).toMatchObject({ deposits_usdt: 300, withdrawals_usdt: 120 });
    const [, , march] = reportMonths(now, 3, 0);
    expect(await monthStatement(services, tradeHourlyRepository(database.db), userId, march!, transfers)).toBeNull();
  });
});
