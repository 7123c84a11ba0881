// Rows a user owns are always looked up by the user and the id together, so an id guessed or taken
// from another account matches nothing instead of someone else's row.
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';

/** A table of rows that each have an id and belong to one user (ownedRowColumns() in the schema). */
type OwnedTable = PgTable & {
  id: PgColumn;
  userId: PgColumn;
};

/** The condition for row `id` of `table`, when `userId` owns it. */
export function ownedRow(table: OwnedTable, userId: number, id: number): SQL {
  return and(eq(table.userId, userId), eq(table.id, id)) as SQL;
}

/** Row `id` of `table` when `userId` owns it. */
export async function findOwned<T extends OwnedTable>(
  db: Db,
  table: T,
  userId: number,
  id: number,
): Promise<T['$inferSelect'] | undefined> {
  // Drizzle cannot type a select from a table only known to be owned, so the row gets its table's type here.
  const [row] = await db
    .select()
    .from(table as OwnedTable)
    .where(ownedRow(table, userId, id));
  return row as T['$inferSelect'] | undefined;
}

/** Deletes row `id` of `table` when `userId` owns it; false when there was no such row. */
export async function deleteOwned(db: Db, table: OwnedTable, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(table)
    .where(ownedRow(table, userId, id))
    .returning({ id: table.id });
  return rows.length > 0;
}
