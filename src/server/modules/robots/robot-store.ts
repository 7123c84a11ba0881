// The runner's persistence (src/engine/runner/store-port.ts) on the database: bots, their state,
// orders (written before they are sent), fills, the robot log and the running totals.
import { and, eq, gte, inArray, max, sql } from 'drizzle-orm';
import type {
  BotProgress,
  BotRecord,
  BotStatus,
  BotStore,
  FillRecord,
  LogRecord,
  OrderRecord,
  StoredState,
} from '../../../engine/runner/store-port.ts';
import { ccxtSymbol } from '../../../engine/connectors/venue-definition.ts';
import type { LogLine, VenueSlot } from '../../../engine/runner/types.ts';
import type { WriteBatch } from '../../../engine/runner/store-port.ts';
import type { Db } from '../../db/database.ts';
import { robotFills, robotLogs, robotOrders, robotState, robots } from '../../db/schema/index.ts';
import { orderProgress } from '../order-progress.ts';

type RobotRow = typeof robots.$inferSelect;
type OrderRow = typeof robotOrders.$inferSelect;

const ACTIVE: BotStatus[] = ['running', 'paused', 'queued'];

/**
 * Rows per statement: Postgres takes at most 65,535 parameters in one (orders have 18 columns), and
 * embedded PGlite runs each statement on the event loop, so shorter statements keep ticks on time.
 */
const ROWS_PER_STATEMENT = 500;

function chunks<T>(rows: T[]): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) parts.push(rows.slice(start, start + ROWS_PER_STATEMENT));
  return parts;
}

/** When a progress report's profit was made (the runner's clock), as SQL text; null without a profit. */
const profitTime = (progress: BotProgress) =>
  progress.realisedProfit === undefined ? null : new Date(progress.at ?? Date.now()).toISOString();

/** The bot's market as ccxt names it: "BTC/USDT", or "BTC/USDT:USDT" for the pair's perpetual. */
export const symbolOf = (row: Pick<RobotRow, 'base' | 'quote' | 'marketKind'>) =>
  ccxtSymbol(row.base, row.quote, row.marketKind === 'swap' ? 'swap' : 'spot');

export function botRecord(row: RobotRow): BotRecord {
  return {
    id: row.id,
    userId: row.userId,
    kind: row.kind,
    venue: row.web,
    symbol: symbolOf(row),
    secondVenue: row.secondWeb,
    params: row.params,
    status: row.status as BotStatus,
    startAt: row.startAt?.getTime() ?? null,
  };
}

const orderValues = (order: OrderRecord) => ({
  clientOrderId: order.clientOrderId,
  botId: order.botId,
  step: order.step,
  slot: order.venue,
  web: order.venueId,
  symbol: order.symbol,
  tag: order.tag,
  ...orderProgress(order),
  venueOrderId: order.venueOrderId,
  reason: order.reason,
  createdAt: new Date(order.createdAt),
  updatedAt: new Date(order.updatedAt),
});

const fillValues = (fill: FillRecord) => ({
  botId: fill.botId,
  clientOrderId: fill.clientOrderId,
  slot: fill.venue,
  web: fill.venueId,
  tag: fill.tag,
  side: fill.side,
  price: fill.price,
  amount: fill.amount,
  fee: fill.fee ?? null,
  feeAsset: fill.feeAsset ?? null,
  realisedPnl: fill.realisedPnl ?? null,
  at: new Date(fill.at),
});

const logValues = (record: LogRecord) => ({
  botId: record.botId,
  at: new Date(record.at),
  level: record.line.level ?? 'info',
  key: record.line.key,
  params: record.line.params ?? null,
  details: record.line.details ?? null,
});

function orderRecord(row: OrderRow): OrderRecord {
  return {
    clientOrderId: row.clientOrderId,
    botId: row.botId,
    step: row.step,
    venue: row.slot as VenueSlot,
    venueId: row.web,
    symbol: row.symbol,
    tag: row.tag,
    side: row.side as OrderRecord['side'],
    type: row.type as OrderRecord['type'],
    price: row.price,
    amount: row.amount,
    filled: row.filled,
    average: row.average,
    status: row.status as OrderRecord['status'],
    venueOrderId: row.venueOrderId,
    reason: row.reason,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

export class RobotStore implements BotStore {
  constructor(private readonly db: Db) {}

  async activeBots(): Promise<BotRecord[]> {
    const rows = await this.db.select().from(robots).where(inArray(robots.status, ACTIVE));
    return rows.map(botRecord);
  }

  async bot(botId: number): Promise<BotRecord | null> {
    const [row] = await this.db.select().from(robots).where(eq(robots.id, botId));
    return row ? botRecord(row) : null;
  }

  async stoppedWithOrdersLeft(withinMs: number): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ id: robots.id })
      .from(robots)
      .innerJoin(robotOrders, eq(robotOrders.botId, robots.id))
      .where(
        and(
          eq(robots.status, 'stopped'),
          gte(robots.stoppedAt, new Date(Date.now() - withinMs)),
          inArray(robotOrders.status, ['pending', 'open']),
        ),
      );
    return rows.map((row) => row.id);
  }

  async loadState(botId: number): Promise<StoredState | null> {
    const [state] = await this.db.select().from(robotState).where(eq(robotState.botId, botId));
    const [step] = await this.db
      .select({ step: max(robotOrders.step) })
      .from(robotOrders)
      .where(eq(robotOrders.botId, botId));
    if (!state && step?.step == null) return null;
    return { state: state?.state ?? null, step: step?.step ?? 0 };
  }

  async saveState(botId: number, state: unknown): Promise<void> {
    await this.db
      .insert(robotState)
      .values({ botId, state, updatedAt: new Date() })
      .onConflictDoUpdate({ target: robotState.botId, set: { state, updatedAt: new Date() } });
  }

  async openOrders(botId: number): Promise<OrderRecord[]> {
    const rows = await this.db
      .select()
      .from(robotOrders)
      .where(and(eq(robotOrders.botId, botId), inArray(robotOrders.status, ['pending', 'open'])));
    return rows.map(orderRecord);
  }

  async recordIntents(orders: OrderRecord[]): Promise<void> {
    for (const part of chunks(orders.map(orderValues))) await this.db.insert(robotOrders).values(part);
  }

  async updateOrders(orders: OrderRecord[]): Promise<void> {
    if (orders.length === 0) return;
    // One statement for the batch: the last word on each order wins.
    const latest = new Map(orders.map((order) => [order.clientOrderId, order]));
    for (const part of chunks([...latest.values()])) await this.upsertOrders(part);
  }

  private async upsertOrders(orders: OrderRecord[]): Promise<void> {
    await this.db
      .insert(robotOrders)
      .values(orders.map(orderValues))
      .onConflictDoUpdate({
        target: robotOrders.clientOrderId,
        set: {
          filled: sql`excluded.filled`,
          average: sql`excluded.average`,
          status: sql`excluded.status`,
          price: sql`excluded.price`,
          venueOrderId: sql`excluded.venue_order_id`,
          reason: sql`excluded.reason`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }

  async recordFills(fills: FillRecord[]): Promise<void> {
    for (const part of chunks(fills.map(fillValues))) await this.db.insert(robotFills).values(part);
  }

  async appendLogs(lines: LogRecord[]): Promise<void> {
    for (const part of chunks(lines.map(logValues))) await this.db.insert(robotLogs).values(part);
  }

  async setStatus(
    botId: number,
    status: BotStatus,
    details: { startAt?: number | null; startedAt?: number; reason?: LogLine | null } = {},
  ): Promise<void> {
    await this.db
      .update(robots)
      .set({
        status,
        updatedAt: new Date(),
        ...(details.startAt !== undefined ? { startAt: details.startAt === null ? null : new Date(details.startAt) } : {}),
        ...(details.startedAt !== undefined ? { startedAt: new Date(details.startedAt) } : {}),
        ...(details.reason !== undefined ? { statusReason: details.reason } : {}),
        ...(status === 'stopped' ? { stoppedAt: new Date(), startAt: null } : {}),
      })
      .where(eq(robots.id, botId));
  }

  /** One transaction for a batch of the runner's writes, one statement per kind of row. */
  async writeBatch(batch: WriteBatch): Promise<void> {
    await this.db.transaction(async (tx) => {
      const store = new RobotStore(tx as unknown as Db);
      for (const states of chunks(batch.states)) {
        await tx
          .insert(robotState)
          .values(states.map(({ botId, state }) => ({ botId, state, updatedAt: new Date() })))
          .onConflictDoUpdate({ target: robotState.botId, set: { state: sql`excluded.state`, updatedAt: sql`excluded.updated_at` } });
      }
      await store.updateOrders(batch.orders);
      await store.recordFills(batch.fills);
      for (const progress of chunks(batch.progress)) {
        const rows = sql.join(
          progress.map(
            (entry) =>
              sql`(${entry.botId}::int, ${entry.orders}::int, ${entry.volume}::float8, ${entry.realisedProfit ?? null}::float8, ${profitTime(entry)}::timestamptz)`,
          ),
          sql`, `,
        );
        // A new profit moves updated_at to the runner's time of it: /data books the change at that hour.
        await tx.execute(sql`update robots set
            orders_count = robots.orders_count + v.orders,
            volume = robots.volume + v.volume,
            realised_profit = coalesce(v.profit, robots.realised_profit),
            updated_at = coalesce(v.at, robots.updated_at)
          from (values ${rows}) as v(id, orders, volume, profit, at)
          where robots.id = v.id`);
      }
      await store.appendLogs(batch.logs);
    });
  }

  async addProgress(botId: number, progress: BotProgress): Promise<void> {
    await this.db
      .update(robots)
      .set({
        ordersCount: sql`${robots.ordersCount} + ${progress.orders}`,
        volume: sql`${robots.volume} + ${progress.volume}`,
        ...(progress.realisedProfit !== undefined
          ? { realisedProfit: progress.realisedProfit, updatedAt: new Date(progress.at ?? Date.now()) }
          : {}),
      })
      .where(eq(robots.id, botId));
  }
}
