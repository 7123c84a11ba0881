import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../clock.ts';
import { SecretBox } from '../store/secret-box.ts';
import { Venue } from '../venue/venue.ts';
import { Participants } from './participants.ts';

function simulatedVenue(seed: string, start: number, offsetBps = 0, referenceSeed = 'shared') {
  const clock = new VirtualClock(start);
  const venue = new Venue({ now: () => clock.now(), secretBox: SecretBox.ephemeral() });
  const errors: unknown[] = [];
  const participants = new Participants({ venue, clock, seed, referenceSeed, priceOffsetBps: offsetBps, onError: (e) => errors.push(e) });
  participants.start();
  return { clock, venue, participants, errors };
}

const mid = (venue: Venue, symbol: string) => {
  const book = venue.engine.state(symbol).book;
  return (book.bids.best()!.priceTicks + book.asks.best()!.priceTicks) / 2;
};

describe('simulated participants', () => {
  it('fill every book on start, deep for majors and thin for project tokens', () => {
    const { venue } = simulatedVenue('s', Date.UTC(2025, 0, 1));
    const btc = venue.engine.state('BTCUSDT').book;
    const demo = venue.engine.state('DEMOUSDT').book;
    expect(btc.bids.depth).toBeGreaterThanOrEqual(15);
    expect(btc.asks.depth).toBeGreaterThanOrEqual(15);
    expect(demo.bids.depth).toBeGreaterThan(0);
    expect(demo.bids.depth).toBeLessThanOrEqual(6);
    for (const symbol of venue.markets.keys()) expect(venue.engine.state(symbol).book.asks.best()).toBeDefined();
  });

  it('trade, move prices and refill the book over an hour of virtual time, without errors', () => {
    const { clock, venue, errors } = simulatedVenue('s', Date.UTC(2025, 0, 1));
    const firstMid = mid(venue, 'BTCUSDT');
    const totals = venue.accounts.totals();
    clock.advance(3_600_000);
    expect(errors).toEqual([]);
    const tape = venue.marketData.market('BTCUSDT').tape;
    expect(tape.length).toBeGreaterThan(500);
    expect(mid(venue, 'BTCUSDT')).not.toBe(firstMid);
    expect(venue.engine.state('BTCUSDT').book.bids.depth).toBeGreaterThanOrEqual(15);
    expect(venue.marketData.market('DEMOUSDT').tape.length).toBeGreaterThan(20);
    expect(venue.accounts.totals()).toEqual(totals);
  });

  it('keeps the traded price close to the reference price', () => {
    const { clock, venue, participants } = simulatedVenue('s', Date.UTC(2025, 0, 1));
    clock.advance(1_800_000);
    for (const symbol of ['BTCUSDT', 'ETHUSDT', 'DEMOUSDT', 'CAKEBNB']) {
      const reference = participants.reference(symbol, clock.now());
      const tick = Number(venue.markets.get(symbol)!.tickAtoms) / 1e8;
      expect(Math.abs(mid(venue, symbol) * tick - reference) / reference).toBeLessThan(0.01);
    }
  });

  it('runs identically under the same seed and virtual clock', () => {
    const a = simulatedVenue('same', Date.UTC(2025, 0, 1));
    const b = simulatedVenue('same', Date.UTC(2025, 0, 1));
    a.clock.advance(600_000);
    b.clock.advance(600_000);
    const tape = (venue: Venue) => venue.marketData.market('ETHUSDT').tape.map((t) => [t.id, t.time, t.priceTicks, t.lots]);
    expect(tape(a.venue)).toEqual(tape(b.venue));
    expect(tape(a.venue).length).toBeGreaterThan(50);
  });

  it('puts two venues sharing a reference seed a fixed offset apart', () => {
    const a = simulatedVenue('a', Date.UTC(2025, 0, 1), 0);
    const b = simulatedVenue('b', Date.UTC(2025, 0, 1), 20);
    const t = Date.UTC(2025, 0, 1) + 123_456;
    expect(b.participants.reference('BTCUSDT', t) / a.participants.reference('BTCUSDT', t)).toBeCloseTo(1.002, 10);
  });
});
