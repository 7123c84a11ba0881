// The wallet ledger: entries are only ever added, each under its idempotency key (a second add
// with the same key changes nothing), and the balance is their sum.
import { and, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ledgerEntries } from '../../db/schema/index.ts';

export type LedgerKind =
  | 'deposit'
  | 'renew'
  | 'auto_renew'
  | 'change'
  | 'change_credit'
  | 'referral_reward'
  | 'withdrawal'
  | 'withdrawal_fee'
  | 'withdrawal_refund';

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

export async function balanceMicros(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(ledgerEntries.amountMicros) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  return Number(row?.total ?? 0);
}

/** What the user has earned from referrals, in micros. */
export async function earnedMicros(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${ledgerEntries.amountMicros})` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, 'referral_reward')));
  return Number(row?.total ?? 0);
}
