import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { favouritePairs } from '../../db/schema/index.ts';

export type FavouriteRow = typeof favouritePairs.$inferSelect;
export type FavouriteRepository = ReturnType<typeof favouriteRepository>;

export interface FavouriteKey {
  userId: number;
  web: string;
  webType: number;
  base: string;
  quote: string;
}

/** Queries on favourite pairs; the rules live in the callers. */
export function favouriteRepository(db: Db) {
  const matches = (key: FavouriteKey) =>
    and(
      eq(favouritePairs.userId, key.userId),
      eq(favouritePairs.web, key.web),
      eq(favouritePairs.webType, key.webType),
      eq(favouritePairs.base, key.base),
      eq(favouritePairs.quote, key.quote),
    );
  return {
    ofUser(userId: number): Promise<FavouriteRow[]> {
      return db.select().from(favouritePairs).where(eq(favouritePairs.userId, userId)).orderBy(desc(favouritePairs.createdAt));
    },
    async add(key: FavouriteKey, at: Date): Promise<void> {
      await db
        .insert(favouritePairs)
        .values({ ...key, createdAt: at })
        .onConflictDoNothing();
    },
    async remove(key: FavouriteKey): Promise<void> {
      await db.delete(favouritePairs).where(matches(key));
    },
  };
}
