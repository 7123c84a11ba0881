import { bigserial, doublePrecision, integer, text, timestamp } from 'drizzle-orm/pg-core';

// Column sets several tables share. Each helper returns fresh column builders (a builder belongs to
// one table), and the names and types are those the migrations already hold: reusing them must not
// change the generated SQL.

/** A point in time with its zone, the only way the schema stores one. */
export function instant(name: string) {
  return timestamp(name, { withTimezone: true });
}

/** When the row was created, set by the database on insert. */
export function createdNow() {
  return instant('created_at').notNull().defaultNow();
}

/** Created and last changed, both set by the database on insert. */
export function rowTimestamps() {
  return {
    createdAt: createdNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  };
}

/**
 * The key of an append-mostly table (logs, fills, records): counted by the database and read as a
 * JS number, which stays exact far beyond any row count these tables reach.
 */
export function appendedRowId() {
  return bigserial('id', { mode: 'number' }).primaryKey();
}

/** A market of a venue: the venue id (web) and the pair. */
export function marketColumns() {
  return {
    web: text('web').notNull(),
    base: text('base').notNull(),
    quote: text('quote').notNull(),
  };
}

/** Where a request came from: its address, the device the wire protocol derived, the browser it named. */
export function clientColumns() {
  return {
    ip: text('ip').notNull(),
    deviceId: text('device_id').notNull(),
    userAgent: text('user_agent').notNull().default(''),
  };
}

/**
 * An order at a venue as the console tracks it, from before it is sent until it ends. The writer
 * sets both times (its own clock, or the venue's time of the order), not the database.
 */
export function orderColumns() {
  return {
    side: text('side').notNull(),
    type: text('type').notNull(),
    price: doublePrecision('price'),
    amount: doublePrecision('amount').notNull(),
    filled: doublePrecision('filled').notNull().default(0),
    average: doublePrecision('average'),
    /** 'pending' | 'open' | 'closed' | 'canceled' | 'expired' | 'rejected' */
    status: text('status').notNull(),
    venueOrderId: text('venue_order_id'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  };
}

/** The id of a table that holds one row (settings, a key pair, a cursor). */
export function singleRowId() {
  return integer('id').primaryKey().default(1);
}
