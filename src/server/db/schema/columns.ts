import { doublePrecision, text, timestamp } from 'drizzle-orm/pg-core';

// Column sets several tables share. Each helper returns fresh column builders (a builder belongs to
// one table), and the names and types are those the migrations already hold: reusing them must not
// change the generated SQL.

/** A point in time with its zone, the only way the schema stores one. */
export function instant(name: string) {
  return timestamp(name, { withTimezone: true });
}

/** Created and last changed, both set by the database on insert. */
export function rowTimestamps() {
  return {
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  };
}

/** A market of a venue: the venue id (web) and the pair. */
export function marketColumns() {
  return {
    web: text('web').notNull(),
    base: text('base').notNull(),
    quote: text('quote').notNull(),
  };
}

/** An order at a venue as the console tracks it, from before it is sent until it ends. */
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
  };
}
