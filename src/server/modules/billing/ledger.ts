// The wallet ledger: entries are only ever added, each under its idempotency key (a second add
// with the same key changes nothing), and the balance is their sum. Not all of a balance is cash:
// referral rewards still pending can be neither spent nor withdrawn, and what plan changes credit
// back pays for plans but leaves as cash only up to what the user brought in (deposits and vested
// rewards, less what it took out).
import { and, eq, inArray, sum } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ledgerEntries } from '../../db/schema/index.ts';
import { pendingRewardMicros } from './referral-vesting.ts';

export type LedgerKind =
  | 'deposit'
  | 'renew'
  | 'auto_renew'
  | 'change'
  | 'change_credit'
  | 'referral_reward'
  | 'referral_clawback'
  | 'withdrawal'
  | 'withdrawal_fee'
  | 'withdrawal_refund';

const REFERRAL_KINDS: LedgerKind[] = ['referral_reward', 'referral_clawback'];
/** Money that came in from outside or went out to it: the ceiling of what may leave as cash. */
const CASH_KINDS: LedgerKind[] = ['deposit', 'withdrawal', 'withdrawal_fee', 'withdrawal_refund', ...REFERRAL_KINDS];

export interface LedgerEntry {
  userId: number;
  kind: LedgerKind;
  amountMicros: number;
  idempotencyKey: string;
  paymentId?: number;
  withdrawalId?: number;
}

/** Adds the entry unless its key is already there; true when it was added. */
export async function appendEntry(db: Db, entry: LedgerEntry): Promise<boolean> {
  const rows = await db
    .insert(ledgerEntries)
    .values(entry)
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
    .returning({ id: ledgerEntries.id });
  return rows.length > 0;
}

async function sumOf(db: Db, userId: number, kinds?: LedgerKind[]): Promise<number> {
  const [row] = await db
    .select({ total: sum(ledgerEntries.amountMicros) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), kinds ? inArray(ledgerEntries.kind, kinds) : undefined));
  return Number(row?.total ?? 0);
}

/** Every entry of the user, pending referral rewards included. */
export const balanceMicros = (db: Db, userId: number): Promise<number> => sumOf(db, userId);

/** What the user has earned from referrals, in micros: rewards less what was taken back. */
export const earnedMicros = (db: Db, userId: number): Promise<number> => sumOf(db, userId, REFERRAL_KINDS);

export interface WalletAmounts {
  /** Every entry, pending referral rewards included. */
  balance: number;
  /** What may pay for plans: the balance less referral rewards still pending. */
  spendable: number;
  /**
   * What may be withdrawn: the spendable balance, but no more than the cash the user brought in
   * and has not taken out. Change credits beyond that stay in the wallet for plans.
   */
  withdrawable: number;
}

/** The user's balance and what of it may be spent or withdrawn at `now`, from one read of each sum. */
export async function walletAmounts(db: Db, userId: number, now: number): Promise<WalletAmounts> {
  // One after the other: `db` may be a transaction, whose queries share one connection.
  const balance = await sumOf(db, userId);
  const cash = await sumOf(db, userId, CASH_KINDS);
  const pending = await pendingRewardMicros(db, userId, now);
  const spendable = balance - pending;
  return { balance, spendable, withdrawable: Math.max(0, Math.min(spendable, cash - pending)) };
}

/** What may pay for plans at `now`: the balance less referral rewards still pending. */
export async function spendableMicros(db: Db, userId: number, now: number): Promise<number> {
  return (await balanceMicros(db, userId)) - (await pendingRewardMicros(db, userId, now));
}

export const withdrawableMicros = async (db: Db, userId: number, now: number): Promise<number> =>
  (await walletAmounts(db, userId, now)).withdrawable;
