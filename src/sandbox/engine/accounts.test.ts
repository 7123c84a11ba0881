import { describe, expect, it } from 'vitest';
import { Accounts, feeOn } from './accounts.ts';

const open = (accounts: Accounts) => accounts.open({ kind: 'user', makerFeePpm: 1000, takerFeePpm: 1000, createdAt: 0 });

describe('account balances', () => {
  it('moves funds between free and locked without changing the total', () => {
    const accounts = new Accounts();
    const a = open(accounts);
    accounts.deposit(a.id, 'USDT', 1_000n);
    accounts.lock(a.id, 'USDT', 400n);
    expect(accounts.balance(a.id, 'USDT')).toEqual({ free: 600n, locked: 400n });
    accounts.unlock(a.id, 'USDT', 150n);
    expect(accounts.balance(a.id, 'USDT')).toEqual({ free: 750n, locked: 250n });
    expect(accounts.totals().get('USDT')).toBe(1_000n);
  });

  it('refuses to lock more than is free', () => {
    const accounts = new Accounts();
    const a = open(accounts);
    accounts.deposit(a.id, 'BTC', 10n);
    expect(accounts.canLock(a.id, 'BTC', 11n)).toBe(false);
    expect(() => accounts.lock(a.id, 'BTC', 11n)).toThrow();
  });

  it('pays from locked funds to another account and keeps the fee for the venue', () => {
    const accounts = new Accounts();
    const payer = open(accounts);
    const receiver = open(accounts);
    accounts.deposit(payer.id, 'USDT', 10_000n);
    accounts.lock(payer.id, 'USDT', 10_000n);
    accounts.payFromLocked(payer.id, receiver.id, 'USDT', 10_000n, feeOn(10_000n, 1000));
    expect(accounts.balance(receiver.id, 'USDT').free).toBe(9_990n);
    expect(accounts.fees.get('USDT')).toBe(10n);
    expect(accounts.totals().get('USDT')).toBe(10_000n);
  });

  it('rounds fees down to the atom', () => {
    expect(feeOn(999n, 1000)).toBe(0n);
    expect(feeOn(1_000n, 1000)).toBe(1n);
  });
});
