// The console's record of the orders it placed (trade_orders): written as 'pending' before a
// single order is sent, updated with what the venue answered, and read by the order history.
import { and, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { OrderState } from '../../../engine/connectors/types.ts';
import type { MarketKind } from '../../../engine/connectors/venue-definition.ts';
import type { Db } from '../../db/database.ts';
import { tradeOrders } from '../../db/schema/index.ts';
import { orderProgress } from '../order-progress.ts';

export type TradeOrderRow = typeof tradeOrders.$inferSelect;

export interface OrderOwner {
  userId: number;
  web: string;
  base: string;
  quote: string;
  scheduleCode: string | null;
  /** Spot unless said: a futures order names its perpetual market. */
  marketKind?: MarketKind;
}

export interface OrderFilter {
  userId: number;
  web?: string | undefined;
  base?: string | undefined;
  quote?: string | undefined;
  side?: string | undefined;
  status?: string | undefined;
  from: number;
  to: number;
}

const conditionsOf = (filter: OrderFilter): SQL[] => {
  const where: SQL[] = [
    eq(tradeOrders.userId, filter.userId),
    gte(tradeOrders.createdAt, new Date(filter.from)),
    lte(tradeOrders.createdAt, new Date(filter.to)),
  ];
  if (filter.web) where.push(eq(tradeOrders.web, filter.web));
  if (filter.base) where.push(eq(tradeOrders.base, filter.base));
  if (filter.quote) where.push(eq(tradeOrders.quote, filter.quote));
  if (filter.side) where.push(eq(tradeOrders.side, filter.side));
  // A pending order is shown as open (it is on its way to the venue).
  if (filter.status)
    where.push(filter.status === 'open' ? inArray(tradeOrders.status, ['open', 'pending']) : eq(tradeOrders.status, filter.status));
  return where;
};

export function orderRepository(db: Db, now: () => number) {
  return {
    async byClientOrderId(clientOrderId: string): Promise<TradeOrderRow | undefined> {
      const [row] = await db.select().from(tradeOrders).where(eq(tradeOrders.clientOrderId, clientOrderId));
      return row;
    },

    /** The intent of a single order, before it is sent. */
    async insertPending(
      owner: OrderOwner,
      intent: { clientOrderId: string; side: string; type: string; price: number | null; amount: number },
    ) {
      const at = new Date(now());
      await db
        .insert(tradeOrders)
        .values({ ...owner, ...intent, status: 'pending', createdAt: at, updatedAt: at })
        .onConflictDoNothing();
    },

    /** What the venue says of an order the console placed. */
    async record(owner: OrderOwner, order: OrderState, clientOrderId: string): Promise<void> {
      const at = new Date(now());
      const values = { ...orderProgress(order), venueOrderId: order.id, updatedAt: at };
      await db
        .insert(tradeOrders)
        .values({ ...owner, clientOrderId, ...values, createdAt: order.timestamp ? new Date(order.timestamp) : at })
        .onConflictDoUpdate({ target: tradeOrders.clientOrderId, set: values });
    },

    async markStatus(clientOrderId: string, status: string): Promise<void> {
      await db
        .update(tradeOrders)
        .set({ status, updatedAt: new Date(now()) })
        .where(eq(tradeOrders.clientOrderId, clientOrderId));
    },

    async page(filter: OrderFilter, page: number, pageSize: number): Promise<{ rows: TradeOrderRow[]; total: number }> {
      const where = and(...conditionsOf(filter));
      const [counted] = await db.select({ n: count() }).from(tradeOrders).where(where);
      const rows = await db
        .select()
        .from(tradeOrders)
        .where(where)
        .orderBy(desc(tradeOrders.createdAt), desc(tradeOrders.clientOrderId))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { rows, total: counted?.n ?? 0 };
    },

    all(filter: OrderFilter, limit: number): Promise<TradeOrderRow[]> {
      return db
        .select()
        .from(tradeOrders)
        .where(and(...conditionsOf(filter)))
        .orderBy(desc(tradeOrders.createdAt))
        .limit(limit);
    },
  };
}

export type OrderRepository = ReturnType<typeof orderRepository>;
