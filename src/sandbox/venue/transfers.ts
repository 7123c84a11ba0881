// Deposits and withdrawals of the venue's accounts: money that came in from outside or left for
// outside (an admin deposit or withdrawal, or Venue.deposit), kept per account so the capital
// endpoints (/sapi/v1/capital/deposit/hisrec, /sapi/v1/capital/withdraw/history) can answer them.
// An account's opening balances are not deposits and are not listed here. Every transfer is
// complete the moment it is recorded: a deposit has Binance's status 1 (success), a withdrawal 6
// (completed).
import { createHash } from 'node:crypto';

export type TransferKind = 'deposit' | 'withdrawal';

export interface CapitalTransfer {
  /** Unique on the venue across both kinds. */
  id: number;
  kind: TransferKind;
  accountId: number;
  asset: string;
  /** What the account was credited (deposit) or what was sent out (withdrawal), in atoms. */
  atoms: bigint;
  /** Withdrawal fee, in atoms of the same asset, debited on top of `atoms` (0 for deposits). */
  feeAtoms: bigint;
  at: number;
  network: string;
  address: string;
  txId: string;
}

export interface TransferQuery {
  asset?: string;
  startTime?: number;
  endTime?: number;
  limit: number;
  offset?: number;
}

const NINETY_DAYS = 90 * 86_400_000;

/** A deterministic stand-in for a chain's transaction hash or address, so replays repeat exactly. */
export function pseudoHash(seed: string, bytes = 32): string {
  return `0x${createHash('sha256')
    .update(seed)
    .digest('hex')
    .slice(0, bytes * 2)}`;
}

export class Transfers {
  private readonly byAccount = new Map<number, CapitalTransfer[]>();
  private nextIdValue = 1;

  get nextId(): number {
    return this.nextIdValue;
  }

  add(transfer: CapitalTransfer): void {
    let list = this.byAccount.get(transfer.accountId);
    if (!list) {
      list = [];
      this.byAccount.set(transfer.accountId, list);
    }
    list.push(transfer);
    this.nextIdValue = Math.max(this.nextIdValue, transfer.id + 1);
  }

  /**
   * The account's transfers of one kind, newest first as Binance lists them, in [startTime,
   * endTime] (by default the 90 days up to `now`, or the 90 days from startTime), paged by offset.
   */
  list(accountId: number, kind: TransferKind, query: TransferQuery, now: number): CapitalTransfer[] {
    const end = query.endTime ?? (query.startTime === undefined ? now : query.startTime + NINETY_DAYS);
    const start = query.startTime ?? end - NINETY_DAYS;
    return (this.byAccount.get(accountId) ?? [])
      .filter((t) => t.kind === kind && t.at >= start && t.at <= end && (query.asset === undefined || t.asset === query.asset))
      .sort((a, b) => b.at - a.at || b.id - a.id)
      .slice(query.offset ?? 0, (query.offset ?? 0) + query.limit);
  }

  all(): CapitalTransfer[] {
    return [...this.byAccount.values()].flat().sort((a, b) => a.id - b.id);
  }
}
