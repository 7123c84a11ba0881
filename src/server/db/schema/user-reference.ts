import { integer, serial } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The owning user; the row goes when the user does. */
export function userReference() {
  return integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}

/**
 * The key and the owner of a row that belongs to one user; src/server/modules/owned-row.ts looks
 * such rows up by both together.
 */
export function ownedRowColumns() {
  return {
    id: serial('id').primaryKey(),
    userId: userReference(),
  };
}
