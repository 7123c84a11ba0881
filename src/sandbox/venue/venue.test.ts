import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../tests/support/temp-dirs.ts';
import { createRng } from '../random.ts';
import { Journal } from '../store/journal.ts';
import { SecretBox } from '../store/secret-box.ts';
import { VenueError } from '../venue-error.ts';
import { Venue } from './venue.ts';

const freshDir = tempDirs('sandbox-venue-');

function openVenue(dir: string, now: () => number) {
  const { journal, contents } = Journal.open(dir);
  const venue = new Venue({ now, journal, secretBox: SecretBox.fromFile(join(dir, 'secret.key')) });
  venue.load(contents);
  return { venue, journal };
}

/** The snapshot with key secrets opened, so two encodings of the same state compare equal. */
function comparable(venue: Venue) {
  const snapshot = venue.snapshot();
  return { ...snapshot, keys: snapshot.keys.map((key) => ({ ...key, secret: venue.secretBox.open(key.secret) })) };
}

function trade(venue: Venue, accounts: number[], steps: number, seed: string) {
  const rng = createRng(seed);
  for (let i = 0; i < steps; i++) {
    const accountId = accounts[rng.int(accounts.length)]!;
    const side = rng.next() < 0.5 ? 'BUY' : 'SELL';
    const roll = rng.next();
    try {
      if (roll < 0.2) {
        const open = venue.engine.openOrders(accountId, 'BTCUSDT');
        const victim = open[rng.int(open.length)];
        if (victim) venue.cancelOrder(accountId, 'BTCUSDT', { orderId: victim.id });
      } else if (roll < 0.35) {
        venue.placeOrder(accountId, { symbol: 'BTCUSDT', side, type: 'MARKET', quantity: '0.01' });
      } else {
        const price = (65000 + rng.int(40) - 20).toFixed(2);
        venue.placeOrder(accountId, { symbol: 'BTCUSDT', side, type: 'LIMIT', timeInForce: 'GTC', price, quantity: '0.01' });
      }
    } catch (error) {
      if (!(error instanceof VenueError)) throw error;
    }
  }
}

describe('venue persistence', () => {
  it('rebuilds exactly the same state from a snapshot plus the journal after it', () => {
    const dir = freshDir();
    let time = 1_700_000_000_000;
    const now = () => (time += 250);
    const { venue, journal } = openVenue(dir, now);
    const user = venue.createAccount({ label: 'user', balances: { USDT: '1000000', BTC: '20' } });
    const maker = venue.createAccount({ kind: 'participant', label: 'lp', balances: { USDT: '1000000', BTC: '20' } });
    venue.createApiKey(user.id, { trade: true, withdraw: true });
    trade(venue, [user.id, maker.id], 400, 'first');
    journal.writeSnapshot(venue.snapshot());
    trade(venue, [user.id, maker.id], 400, 'second');

    const before = comparable(venue);
    // Reopen without closing, as after kill -9.
    const { venue: restarted } = openVenue(dir, now);
    expect(comparable(restarted)).toEqual(before);
    expect(restarted.history.myTrades(user.id, 'BTCUSDT', { limit: 1000 }).length).toBeGreaterThan(10);
    expect(restarted.accountByLabel('lp')?.id).toBe(maker.id);
  });

  it('keeps full history for user accounts and none for closed orders of simulated participants', () => {
    let time = 0;
    const venue = new Venue({ now: () => ++time, secretBox: SecretBox.ephemeral() });
    const user = venue.createAccount({ balances: { USDT: '100000' } });
    const lp = venue.createAccount({ kind: 'participant', balances: { BTC: '1' } });
    const ask = venue.placeOrder(lp.id, {
      symbol: 'BTCUSDT',
      side: 'SELL',
      type: 'LIMIT',
      timeInForce: 'GTC',
      price: '60000',
      quantity: '0.5',
    });
    const buy = venue.placeOrder(user.id, { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.5' });
    expect(venue.findOrder(user.id, 'BTCUSDT', { orderId: buy.order.id })?.status).toBe('FILLED');
    expect(venue.findOrder(lp.id, 'BTCUSDT', { orderId: ask.order.id })).toBeUndefined();
    expect(venue.history.myTrades(user.id, 'BTCUSDT', { limit: 10 })).toHaveLength(1);
  });

  it('refuses cancel-all on a symbol without open orders as an unknown order', () => {
    const venue = new Venue({ now: () => 0, secretBox: SecretBox.ephemeral() });
    const user = venue.createAccount({ balances: { USDT: '100' } });
    expect(() => venue.cancelAllOrders(user.id, 'BTCUSDT')).toThrow(expect.objectContaining({ code: -2011 }));
  });
});
