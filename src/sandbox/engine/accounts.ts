// Balances of every account on the venue, in atoms. Funds only move between accounts (and into the
// fee account) or between free and locked: apart from deposits and withdrawals, the total of each
// asset is constant.

export type AccountKind = 'user' | 'participant';

export interface Account {
  id: number;
  kind: AccountKind;
  /** Commission rates in parts per million of the amount received (1000 = 0.1%). */
  makerFeePpm: number;
  takerFeePpm: number;
  createdAt: number;
}

export interface Balance {
  free: bigint;
  locked: bigint;
}

export const DEFAULT_FEE_PPM = 1000;

export class Accounts {
  private readonly accounts = new Map<number, Account>();
  private readonly balances = new Map<number, Map<string, Balance>>();
  /** Commissions collected by the venue. */
  readonly fees = new Map<string, bigint>();
  private nextId = 1;

  open(account: Omit<Account, 'id'> & { id?: number }): Account {
    const id = account.id ?? this.nextId;
    if (this.accounts.has(id)) throw new Error(`account ${id} exists`);
    const created: Account = { ...account, id };
    this.accounts.set(id, created);
    this.balances.set(id, new Map());
    this.nextId = Math.max(this.nextId, id + 1);
    return created;
  }

  get(id: number): Account | undefined {
    return this.accounts.get(id);
  }

  all(): Account[] {
    return [...this.accounts.values()];
  }

  peekNextId(): number {
    return this.nextId;
  }

  balance(accountId: number, asset: string): Balance {
    const wallet = this.balances.get(accountId);
    if (!wallet) throw new Error(`unknown account ${accountId}`);
    let balance = wallet.get(asset);
    if (!balance) {
      balance = { free: 0n, locked: 0n };
      wallet.set(asset, balance);
    }
    return balance;
  }

  /** Every asset the account has ever held, with its balance. */
  wallet(accountId: number): Map<string, Balance> {
    return this.balances.get(accountId) ?? new Map();
  }

  /** Adds new funds (a deposit); the only way the venue's totals grow. */
  deposit(accountId: number, asset: string, amount: bigint): void {
    if (amount < 0n) throw new Error('a deposit is positive');
    this.balance(accountId, asset).free += amount;
  }

  /** Takes funds out of the venue (a withdrawal) from the free balance; its fee goes to the venue. */
  withdraw(accountId: number, asset: string, amount: bigint, fee = 0n): void {
    if (amount < 0n || fee < 0n) throw new Error('a withdrawal is positive');
    const balance = this.balance(accountId, asset);
    if (balance.free < amount + fee) throw new Error('withdrawal exceeds the free balance');
    balance.free -= amount + fee;
    if (fee > 0n) this.fees.set(asset, (this.fees.get(asset) ?? 0n) + fee);
  }

  canLock(accountId: number, asset: string, amount: bigint): boolean {
    return this.balance(accountId, asset).free >= amount;
  }

  lock(accountId: number, asset: string, amount: bigint): void {
    const balance = this.balance(accountId, asset);
    if (balance.free < amount) throw new Error('lock exceeds the free balance');
    balance.free -= amount;
    balance.locked += amount;
  }

  unlock(accountId: number, asset: string, amount: bigint): void {
    const balance = this.balance(accountId, asset);
    if (balance.locked < amount) throw new Error('unlock exceeds the locked balance');
    balance.locked -= amount;
    balance.free += amount;
  }

  /** Pays `amount` out of the payer's locked funds to the receiver, less a fee kept by the venue. */
  payFromLocked(payer: number, receiver: number, asset: string, amount: bigint, fee: bigint): void {
    const from = this.balance(payer, asset);
    if (from.locked < amount) throw new Error('payment exceeds the locked balance');
    from.locked -= amount;
    this.balance(receiver, asset).free += amount - fee;
    if (fee > 0n) this.fees.set(asset, (this.fees.get(asset) ?? 0n) + fee);
  }

  /** Sum of each asset over all accounts, free and locked, plus collected fees. */
  totals(): Map<string, bigint> {
    const totals = new Map<string, bigint>(this.fees);
    for (const wallet of this.balances.values()) {
      for (const [asset, balance] of wallet) totals.set(asset, (totals.get(asset) ?? 0n) + balance.free + balance.locked);
    }
    return totals;
  }
}

export const feeOn = (amount: bigint, feePpm: number): bigint => (amount * BigInt(feePpm)) / 1_000_000n;
