import { bigint, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { appendedRowId, createdNow, instant, rowTimestamps } from './columns.ts';
import { userReference } from './user-reference.ts';
import { users } from './users.ts';

// The in-product USDT wallet (docs/billing.md). Amounts are micro-USDT (6 decimals) as exact
// integers; a JS number holds them exactly up to 9 billion USDT.

/**
 * The wallet ledger: append-only, the balance is the sum of a user's entries. Every entry carries
 * an idempotency key (the deposit's log, the payment, the withdrawal and its step), so whatever
 * runs twice after a crash credits or debits once.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: appendedRowId(),
    userId: userReference(),
    /** deposit | renew | auto_renew | change | change_credit | referral_reward | referral_clawback | withdrawal | withdrawal_fee | withdrawal_refund */
    kind: text('kind').notNull(),
    /** Signed: credits positive, debits negative. */
    amountMicros: bigint('amount_micros', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    paymentId: integer('payment_id'),
    withdrawalId: integer('withdrawal_id'),
    createdAt: createdNow(),
  },
  (t) => [uniqueIndex('ledger_entries_idempotency').on(t.idempotencyKey), index('ledger_entries_user').on(t.userId, t.kind)],
);

/**
 * Recharge and renew records (spec §4): deposits (collecting → success | failed), renewals by the
 * user or automatic, and package changes (paying → success | failed).
 */
export const billingPayments = pgTable(
  'billing_payments',
  {
    id: serial('id').primaryKey(),
    userId: userReference(),
    /** deposit | renew | auto_renew | change */
    kind: text('kind').notNull(),
    /** paying | collecting | success | failed */
    state: text('state').notNull(),
    amountMicros: bigint('amount_micros', { mode: 'number' }).notNull(),
    level: text('level'),
    period: text('period'),
    chain: text('chain'),
    txHash: text('tx_hash'),
    idempotencyKey: text('idempotency_key').notNull(),
    ...rowTimestamps(),
  },
  (t) => [uniqueIndex('billing_payments_idempotency').on(t.idempotencyKey), index('billing_payments_user').on(t.userId, t.createdAt)],
);

/** A user's deposit address on a billing chain: child `userId` of the chain's deposit branch of the billing seed. */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    userId: userReference(),
    chain: text('chain').notNull(),
    /** Lower case. */
    address: text('address').notNull(),
    createdAt: createdNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.chain] }), uniqueIndex('deposit_addresses_address').on(t.chain, t.address)],
);

/** A USDT transfer to a deposit address, from its first sighting until it is swept to the treasury. */
export const chainDeposits = pgTable(
  'chain_deposits',
  {
    id: serial('id').primaryKey(),
    userId: userReference(),
    chain: text('chain').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    address: text('address').notNull(),
    /** The token's base units, as a decimal string. */
    amountUnits: text('amount_units').notNull(),
    paymentId: integer('payment_id').notNull(),
    /** seen | credited | failed | sweeping | swept | sweep_failed */
    state: text('state').notNull(),
    ...rowTimestamps(),
  },
  (t) => [uniqueIndex('chain_deposits_log').on(t.chain, t.txHash, t.logIndex), index('chain_deposits_state').on(t.state)],
);

/** How far each billing chain's USDT transfers have been read with enough confirmations. */
export const billingCursors = pgTable('billing_cursors', {
  chain: text('chain').primaryKey(),
  block: bigint('block', { mode: 'number' }).notNull(),
});

/** A Recharge and Renew waiting for its deposit: while the row exists the wallet is locked. */
export const pendingOrders = pgTable('pending_orders', {
  userId: userReference().primaryKey(),
  kind: text('kind').notNull(),
  level: text('level').notNull(),
  period: text('period').notNull(),
  chain: text('chain'),
  createdAt: createdNow(),
});

/**
 * The part of an invitee's referral rewards that has not vested yet (docs/billing.md "Referral"):
 * `pending_micros` at `since`, running down evenly to 0 at `until`, as the invitee's plan value
 * does. Pending rewards can be neither spent nor withdrawn; a plan change that credits plan value
 * back to the wallet takes the same share of them back from the referrer.
 */
export const referralVesting = pgTable(
  'referral_vesting',
  {
    inviteeId: integer('invitee_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pendingMicros: bigint('pending_micros', { mode: 'number' }).notNull(),
    since: instant('since').notNull(),
    until: instant('until').notNull(),
  },
  (t) => [index('referral_vesting_referrer').on(t.referrerId)],
);

/**
 * Withdrawals (spec §4, §5): applying → review_passed → paying → success | failed, each step by
 * compare-and-set. "paying" (shown to the user as review passed) is set before the treasury's
 * transfer is signed: from then on only the transfer's outcome on the chain moves it on.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: userReference(),
    chain: text('chain').notNull(),
    address: text('address').notNull(),
    amountMicros: bigint('amount_micros', { mode: 'number' }).notNull(),
    feeMicros: bigint('fee_micros', { mode: 'number' }).notNull(),
    /** applying | review_passed | paying | success | failed */
    state: text('state').notNull(),
    txHash: text('tx_hash'),
    reviewedAt: instant('reviewed_at'),
    /** Who passed or refused it: an operator's name, or "auto" in embedded mode. */
    reviewedBy: text('reviewed_by'),
    failReason: text('fail_reason'),
    ...rowTimestamps(),
  },
  (t) => [index('withdrawals_user').on(t.userId, t.createdAt), index('withdrawals_state').on(t.state)],
);

/**
 * The deployment's billing seed (docs/billing.md "The billing key"): one row, written by the first
 * process to start (insert-if-absent, so processes starting together agree on it). The mnemonic is
 * sealed with MASTER_KEY, or absent when the operator gives it as BILLING_MNEMONIC; the fingerprint
 * (an address derived from it, no secret) tells every process whether its seed is this one.
 */
export const billingSeed = pgTable('billing_seed', {
  /** Always 1: a deployment has one seed. */
  id: integer('id').primaryKey(),
  sealed: text('sealed'),
  fingerprint: text('fingerprint').notNull(),
  createdAt: createdNow(),
});
