import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../tests/support/temp-dirs.ts';
import { Journal } from '../store/journal.ts';
import { SecretBox } from '../store/secret-box.ts';
import { VenueError } from '../venue-error.ts';
import { Venue } from './venue.ts';

const freshDir = tempDirs('sandbox-transfers-');

function openVenue(dir: string, now: () => number) {
  const { journal, contents } = Journal.open(dir);
  const venue = new Venue({ now, journal, secretBox: SecretBox.fromFile(join(dir, 'secret.key')) });
  venue.load(contents);
  return { venue, journal };
}

const listAll = (venue: Venue, accountId: number, kind: 'deposit' | 'withdrawal') =>
  venue.transfers.list(accountId, kind, { limit: 1000, startTime: 0, endTime: Number.MAX_SAFE_INTEGER }, 0);

describe('deposits and withdrawals of the sandbox venue', () => {
  it('credits and debits the account, lists them, and does not list opening balances', () => {
    let now = 1_700_000_000_000;
    const venue = new Venue({ now: () => now, secretBox: SecretBox.ephemeral() });
    const account = venue.createAccount({ balances: { USDT: '1000' } });
    expect(listAll(venue, account.id, 'deposit')).toEqual([]);

    now += 1_000;
    const deposit = venue.deposit(account.id, 'BTC', '0.5', { txId: 'tx-1' });
    now += 1_000;
    const withdrawal = venue.withdraw(account.id, 'USDT', '100', { fee: '1', address: '0xabc' });
    expect(deposit).toMatchObject({ id: 1, kind: 'deposit', asset: 'BTC', atoms: 50_000_000n, txId: 'tx-1', at: now - 1_000 });
    expect(withdrawal).toMatchObject({ id: 2, kind: 'withdrawal', asset: 'USDT', atoms: 10_000_000_000n, feeAtoms: 100_000_000n });
    expect(venue.accounts.balance(account.id, 'BTC').free).toBe(50_000_000n);
    expect(venue.accounts.balance(account.id, 'USDT').free).toBe(89_900_000_000n);
    expect(venue.accounts.fees.get('USDT')).toBe(100_000_000n);
    expect(listAll(venue, account.id, 'deposit')).toEqual([deposit]);
    expect(listAll(venue, account.id, 'withdrawal')).toEqual([withdrawal]);

    expect(() => venue.withdraw(account.id, 'USDT', '899', { fee: '1' })).toThrow(VenueError);
    expect(venue.accounts.balance(account.id, 'USDT').free).toBe(89_900_000_000n);
  });

  it('lists newest first within the time range, by coin, limit and offset', () => {
    let now = 1_700_000_000_000;
    const venue = new Venue({ now: () => now, secretBox: SecretBox.ephemeral() });
    const account = venue.createAccount();
    const ids = [];
    for (let i = 0; i < 5; i++) {
      now += 60_000;
      ids.push(venue.deposit(account.id, i % 2 ? 'ETH' : 'BTC', '1').id);
    }
    const list = (query: Parameters<Venue['transfers']['list']>[2]) =>
      venue.transfers.list(account.id, 'deposit', query, now).map((t) => t.id);
    expect(list({ limit: 1000 })).toEqual([...ids].reverse());
    expect(list({ limit: 2, offset: 1 })).toEqual([ids[3], ids[2]]);
    expect(list({ limit: 1000, asset: 'ETH' })).toEqual([ids[3], ids[1]]);
    expect(list({ limit: 1000, startTime: now - 120_000, endTime: now - 60_000 })).toEqual([ids[3], ids[2]]);
    // Binance's default window is the 90 days before now.
    expect(venue.transfers.list(account.id, 'deposit', { limit: 1000 }, now + 91 * 86_400_000)).toEqual([]);
  });

  it('survives a restart, from the journal and from a snapshot', async () => {
    const dir = freshDir();
    let now = 1_700_000_000_000;
    const first = openVenue(dir, () => now);
    const account = first.venue.createAccount({ balances: { USDT: '500' } });
    now += 1_000;
    first.venue.deposit(account.id, 'ETH', '2');
    now += 1_000;
    first.venue.withdraw(account.id, 'USDT', '50', { fee: '0.5' });
    const expected = { deposits: listAll(first.venue, account.id, 'deposit'), withdrawals: listAll(first.venue, account.id, 'withdrawal') };
    await first.journal.close();

    const replayed = openVenue(dir, () => now);
    expect(listAll(replayed.venue, account.id, 'deposit')).toEqual(expected.deposits);
    expect(listAll(replayed.venue, account.id, 'withdrawal')).toEqual(expected.withdrawals);
    expect(replayed.venue.accounts.balance(account.id, 'USDT').free).toBe(44_950_000_000n);
    replayed.journal.writeSnapshot(replayed.venue.snapshot());
    await replayed.journal.close();

    const restored = openVenue(dir, () => now);
    expect(listAll(restored.venue, account.id, 'deposit')).toEqual(expected.deposits);
    expect(listAll(restored.venue, account.id, 'withdrawal')).toEqual(expected.withdrawals);
    // Ids go on from where they were.
    expect(restored.venue.deposit(account.id, 'BTC', '1').id).toBe(3);
    await restored.journal.close();
  });
});
