import { integer } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The owning user; the row goes when the user does. */
export function userReference() {
  return integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}
