// /data's export on a real database (in-memory PGlite): bot fills, manual orders that filled and
// settled swaps of the range, oldest first, times in the reader's zone, each bot by its kind and
// number; nothing older than 3 months; the spec's refusals without an e-mail or without data. The
// mail is caught by a mailer of the test's own (the adapter), the CSV read from its attachment.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportTransactions } from '../../../../shared/contracts/data/index.ts';
import { formatDateTime } from '../../../../shared/trade/date-time.ts';
import { type Database, openDatabase } from '../../../db/database.ts';
import { dexSwaps, robotFills, robots, tradeOrders, users } from '../../../db/schema/index.ts';
import { ApiError } from '../../../http/api-error.ts';
import type { CallContext } from '../../../http/call-registry.ts';
import { translatorFor } from '../../../i18n.ts';
import type { Mailer, MailMessage } from '../../../notify/mail/mailer.ts';
import { createVenueServices, type VenueServices } from '../../../venues/venue-services.ts';
import { exportTransactionsCall } from './export-transactions.ts';
import { transactionsRepository } from './transactions-repository.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 5, 20, 12);
/** UTC+9. */
const OFFSET = 540;
const at = (ms: number) => new Date(ms);

let database: Database;
let venues: VenueServices;
const sent: MailMessage[] = [];
const mailer: Mailer = {
  kind: 'outbox',
  send: async (message) => {
    sent.push(message);
  },
  close: async () => undefined,
};
let userId: number;
let grid: number;
let dexBot: number;

beforeAll(async () => {
  database = await openDatabase({});
  venues = createVenueServices({ includeCcxt: false });
  const db = database.db;
  const [user] = await db
    .insert(users)
    .values({ userName: 'exporter01', email: 'exporter@example.com', passwordHash: 'x', availableUntil: at(NOW + DAY) })
    .returning({ id: users.id });
  userId = user!.id;
  const bot = async (values: Pick<typeof robots.$inferInsert, 'kind' | 'web' | 'base' | 'quote'>) =>
    (
      await db
        .insert(robots)
        .values({ userId, params: {}, ...values })
        .returning({ id: robots.id })
    )[0]!.id;
  grid = await bot({ kind: 'grid', web: 'sandbox-a', base: 'ETH', quote: 'USDT' });
  dexBot = await bot({ kind: 'shua_dex', web: 'pancakeswap', base: 'CAKE', quote: 'BNB' });
  const fill = { botId: grid, slot: 'primary', web: 'sandbox-a', tag: 'grid', amount: 0.5 };
  await db.insert(robotFills).values([
    { ...fill, clientOrderId: 'g1', side: 'buy', price: 2000, fee: 0.0005, feeAsset: 'ETH', at: at(NOW - 2 * DAY) },
    { ...fill, clientOrderId: 'g2', side: 'sell', price: 2010, fee: 1, feeAsset: 'USDT', at: at(NOW - DAY) },
    // 95 days old: never exported.
    { ...fill, clientOrderId: 'g0', side: 'buy', price: 1500, at: at(NOW - 95 * DAY) },
  ]);
  const order = {
    userId,
    web: 'sandbox-a',
    base: 'BTC',
    quote: 'USDT',
    type: 'limit',
    amount: 1,
    price: 60_000,
    createdAt: at(NOW - 3 * DAY),
  };
  await db.insert(tradeOrders).values([
    {
      ...order,
      clientOrderId: 'm1',
      side: 'sell',
      filled: 0.25,
      average: 60_100,
      status: 'canceled',
      updatedAt: at(NOW - 3 * DAY + 60_000),
    },
    { ...order, clientOrderId: 'm2', side: 'buy', filled: 0, status: 'open', updatedAt: at(NOW - 3 * DAY) },
  ]);
  const swap = {
    userId,
    source: 'bot',
    robotId: dexBot,
    chain: 'BSC',
    web: 'pancakeswap',
    base: 'CAKE',
    quote: 'BNB',
    walletAddress: '0x1',
  };
  await db.insert(dexSwaps).values([
    {
      ...swap,
      step: 1,
      side: 'buy',
      requested: 0.5,
      status: 'done',
      baseAmount: 10,
      quoteAmount: 0.5,
      price: 0.05,
      gasFee: 0.001,
      createdAt: at(NOW - DAY / 2),
      settledAt: at(NOW - DAY / 2),
    },
    {
      ...swap,
      step: 2,
      side: 'sell',
      requested: 10,
      status: 'failed',
      gasFee: 0.001,
      createdAt: at(NOW - DAY / 2),
      settledAt: at(NOW - DAY / 2),
    },
    {
      ...swap,
      step: 3,
      side: 'sell',
      requested: 0,
      tag: 'nft:approve',
      status: 'done',
      baseAmount: 0,
      quoteAmount: 0,
      createdAt: at(NOW - DAY / 2),
      settledAt: at(NOW - DAY / 2),
    },
  ]);
});

afterAll(async () => {
  venues?.close();
  await database?.close();
});

async function exportRange(from: number, to: number, market: Record<string, string> = {}) {
  const ctx = { user: { userId, account: 'exporter01', sessionId: 's' }, t: translatorFor('en'), language: 'en' } as unknown as CallContext;
  const call = exportTransactionsCall({ db: database.db, venues, mailer, now: () => NOW }, transactionsRepository(database.db));
  const request = exportTransactions.request.parse({
    utc_offset: OFFSET,
    start_time: formatDateTime(from, OFFSET),
    end_time: formatDateTime(to, OFFSET),
    ...market,
  });
  return call.handle(request, ctx);
}

async function refusal(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
  throw new Error('exported');
}

const csvOf = (message: MailMessage) =>
  message
    .attachments!.find((file) => file.filename.endsWith('.csv'))!
    .content.toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('the transactions export', () => {
  it('mails bot fills, filled manual orders and settled swaps of the range, oldest first, in the reader zone', async () => {
    expect(await exportRange(NOW - 7 * DAY, NOW)).toEqual({ email_masked: 'ex***@example.com', rows: 4 });
    const message = sent.at(-1)!;
    expect(message.to).toBe('exporter@example.com');
    expect(message.subject).toBe('Your Transactions export');
    expect(message.attachments!.map((file) => file.filename)).toEqual([
      `transactions-${formatDateTime(NOW - 7 * DAY, OFFSET).slice(0, 10)}-${formatDateTime(NOW, OFFSET).slice(0, 10)}.csv`,
      `transactions-${formatDateTime(NOW - 7 * DAY, OFFSET).slice(0, 10)}-${formatDateTime(NOW, OFFSET).slice(0, 10)}.xlsx`,
    ]);
    expect(csvOf(message)).toEqual([
      'Time,Exchange,Pair,Bot,Side,Price,Amount,Volume,Fee (quote)',
      `${formatDateTime(NOW - 3 * DAY + 60_000, OFFSET)},sandbox-a,BTC/USDT,Manual,Sell,60100,0.25,15025,`,
      `${formatDateTime(NOW - 2 * DAY, OFFSET)},sandbox-a,ETH/USDT,Grid #${grid},Buy,2000,0.5,1000,1`,
      `${formatDateTime(NOW - DAY, OFFSET)},sandbox-a,ETH/USDT,Grid #${grid},Sell,2010,0.5,1005,1`,
      `${formatDateTime(NOW - DAY / 2, OFFSET)},pancakeswap,CAKE/BNB,DEX Volume #${dexBot},Buy,0.05,10,0.5,0.001`,
    ]);
  });

  it('keeps to the market asked for', async () => {
    expect(await exportRange(NOW - 7 * DAY, NOW, { web: 'pancakeswap', yenUnit1: 'CAKE', yenUnit2: 'BNB' })).toMatchObject({ rows: 1 });
  });

  it('never exports records older than 3 months, and says there is no data', async () => {
    expect(await refusal(exportRange(NOW - 97 * DAY, NOW - 93 * DAY))).toBe(4306);
  });

  it('needs an e-mail on file', async () => {
    await database.db.update(users).set({ email: '' }).where(eq(users.id, userId));
    expect(await refusal(exportRange(NOW - 7 * DAY, NOW))).toBe(4305);
  });
});
