import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { appendedRowId, createdNow, instant } from './columns.ts';
import { robots } from './bots.ts';
import { tradeTasks } from './trade.ts';
import { ownedRowColumns, userReference } from './user-reference.ts';

/**
 * One HD seed (BIP-39 mnemonic, sealed) per user and chain: system-created trading wallets are
 * derived from it at m/44'/60'/0'/0/index, `nextIndex` being the next index to use.
 */
export const walletSeeds = pgTable(
  'wallet_seeds',
  {
    userId: userReference(),
    chain: text('chain').notNull(),
    sealedMnemonic: text('sealed_mnemonic').notNull(),
    nextIndex: integer('next_index').notNull().default(0),
    createdAt: createdNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.chain] })],
);

/** Wallet groups (spec §3): per user and chain, names unique. */
export const walletGroups = pgTable(
  'wallet_groups',
  {
    ...ownedRowColumns(),
    chain: text('chain').notNull(),
    name: text('name').notNull(),
    /** The bot whose new-wallet mode made the group (spec §4): its fresh wallets of each run, the current ones enabled. */
    robotId: integer('robot_id').references(() => robots.id, { onDelete: 'set null' }),
    createdAt: createdNow(),
  },
  (t) => [uniqueIndex('wallet_groups_user_chain_name').on(t.userId, t.chain, t.name)],
);

/**
 * The user's main (funding) and trading wallets (spec §3 "Wallets"). The private key is sealed
 * with the secret box under the context "wallet:<address>"; the address is stored in lower case.
 */
export const wallets = pgTable(
  'wallets',
  {
    ...ownedRowColumns(),
    chain: text('chain').notNull(),
    /** 'main' | 'trading' */
    role: text('role').notNull(),
    address: text('address').notNull(),
    sealedKey: text('sealed_key').notNull(),
    /** 'system' | 'imported' */
    source: text('source').notNull(),
    /** The HD index of a system-created wallet. */
    derivationIndex: integer('derivation_index'),
    groupId: integer('group_id').references(() => walletGroups.id, { onDelete: 'set null' }),
    enabled: boolean('enabled').notNull().default(true),
    ordering: boolean('ordering').notNull().default(true),
    /** 'unlimited' | 'buy' | 'sell' */
    restriction: text('restriction').notNull().default('unlimited'),
    createdAt: createdNow(),
  },
  (t) => [
    uniqueIndex('wallets_user_chain_address').on(t.userId, t.chain, t.address),
    uniqueIndex('wallets_one_main').on(t.userId, t.chain).where(sql`${t.role} = 'main'`),
    index('wallets_user_chain_group').on(t.userId, t.chain, t.groupId),
  ],
);

/** The last balance read from the chain per wallet and token ("native" or the contract), in base units. */
export const walletBalances = pgTable(
  'wallet_balances',
  {
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
    readAt: instant('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.walletId, t.token] })],
);

/**
 * The journal of transactions a task signs (one per item and step), written before the transaction
 * is broadcast: after a crash the task finds each one on the chain by its hash, or broadcasts the
 * same signed bytes again, so a transfer is neither lost nor sent twice.
 */
export const chainSends = pgTable(
  'chain_sends',
  {
    id: appendedRowId(),
    /** The task that sends it, or (robot_id) the bot whose swap it is. */
    taskId: integer('task_id').references(() => tradeTasks.id, { onDelete: 'cascade' }),
    robotId: integer('robot_id').references(() => robots.id, { onDelete: 'cascade' }),
    /** Or the billing operation it belongs to (a sweep, a withdrawal), e.g. "withdrawal:12". */
    billingRef: text('billing_ref'),
    itemIndex: integer('item_index').notNull(),
    step: integer('step').notNull(),
    chain: text('chain').notNull(),
    fromAddress: text('from_address').notNull(),
    nonce: integer('nonce').notNull(),
    hash: text('hash').notNull(),
    /** The signed transaction, as broadcast. */
    raw: text('raw').notNull(),
    /** 'sent' until its receipt is read: then 'mined' or 'reverted'. */
    state: text('state').notNull().default('sent'),
    /** The transactions at the same nonce this one replaced (a dearer fee, a release), [{hash, raw}]: any may be the one mined. */
    replaced: jsonb('replaced').$type<Array<{ hash: string; raw: string }>>().notNull().default([]),
    createdAt: createdNow(),
  },
  (t) => [
    uniqueIndex('chain_sends_item_step').on(t.taskId, t.itemIndex, t.step),
    uniqueIndex('chain_sends_robot_step').on(t.robotId, t.itemIndex, t.step),
    uniqueIndex('chain_sends_billing_step').on(t.billingRef, t.itemIndex, t.step),
    index('chain_sends_sender').on(t.chain, t.fromAddress, t.nonce),
  ],
);

/**
 * The journal of Solana transactions a task or a bot signs (one per item and step), written before the
 * transaction is broadcast. A Solana transaction is its signature: after a crash the task looks it
 * up, or broadcasts the same bytes again while its blockhash is valid; only once the chain's block
 * height has passed `last_valid_block_height` with no trace of it (it can never land) is a new one
 * signed in its place.
 */
export const solanaSends = pgTable(
  'solana_sends',
  {
    id: appendedRowId(),
    /** The task that sends it, or (robot_id) the bot whose swap it is. */
    taskId: integer('task_id').references(() => tradeTasks.id, { onDelete: 'cascade' }),
    robotId: integer('robot_id').references(() => robots.id, { onDelete: 'cascade' }),
    itemIndex: integer('item_index').notNull(),
    step: integer('step').notNull(),
    chain: text('chain').notNull(),
    /** The wallet that pays the fee (base58): the item's sender, or the main wallet in a collection. */
    feePayer: text('fee_payer').notNull(),
    signature: text('signature').notNull(),
    /** The signed transaction, base64, as broadcast. */
    wire: text('wire').notNull(),
    lastValidBlockHeight: bigint('last_valid_block_height', { mode: 'bigint' }).notNull(),
    /** 'sent' until the chain settles it: then 'landed' or 'failed'. */
    state: text('state').notNull().default('sent'),
    createdAt: createdNow(),
  },
  (t) => [
    uniqueIndex('solana_sends_item_step').on(t.taskId, t.itemIndex, t.step),
    uniqueIndex('solana_sends_robot_step').on(t.robotId, t.itemIndex, t.step),
  ],
);

/** The user's own remark on a holder of a token (spec §3 "Holder list entry"). */
export const holderRemarks = pgTable(
  'holder_remarks',
  {
    ...ownedRowColumns(),
    chain: text('chain').notNull(),
    token: text('token').notNull(),
    address: text('address').notNull(),
    remark: text('remark').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('holder_remarks_key').on(t.userId, t.chain, t.token, t.address)],
);

/** How far a token's Transfer events have been read into token_holders. */
export const holderScans = pgTable(
  'holder_scans',
  {
    chain: text('chain').notNull(),
    token: text('token').notNull(),
    symbol: text('symbol').notNull(),
    decimals: integer('decimals').notNull(),
    fromBlock: bigint('from_block', { mode: 'number' }).notNull(),
    toBlock: bigint('to_block', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chain, t.token] })],
);

/** A token's holders as its Transfer events left them: balance in base units and the block of its last change. */
export const tokenHolders = pgTable(
  'token_holders',
  {
    chain: text('chain').notNull(),
    token: text('token').notNull(),
    address: text('address').notNull(),
    balance: numeric('balance', { precision: 78, scale: 0 }).notNull(),
    updatedBlock: bigint('updated_block', { mode: 'number' }).notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chain, t.token, t.address] }), index('token_holders_rank').on(t.chain, t.token, t.balance)],
);
