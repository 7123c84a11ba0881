// Queries of the push_subscriptions table: one row per device endpoint.
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export class PushSubscriptionRepository {
  constructor(private readonly db: Db) {}

  /** Saves a device's subscription; an endpoint seen before moves to this user and takes the new keys. */
  async upsert(row: {
    userId: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    deviceId: string;
    userAgent: string;
  }): Promise<void> {
    await this.db
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, deviceId: row.deviceId, userAgent: row.userAgent },
      });
  }

  async removeOfUser(userId: number, endpoint: string): Promise<void> {
    await this.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  }

  async remove(id: number): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  }

  listOfUser(userId: number): Promise<PushSubscriptionRow[]> {
    return this.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  }

  async countOfUser(userId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    return row?.n ?? 0;
  }

  async markSent(id: number, at: Date): Promise<void> {
    await this.db.update(pushSubscriptions).set({ lastSentAt: at }).where(eq(pushSubscriptions.id, id));
  }
}
