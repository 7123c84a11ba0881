import { describe, expect, it } from 'vitest';
import { VenueCatalogue } from './venue-catalogue.ts';

interface Venue {
  id: string;
  url: string;
}

function catalogue() {
  const closed: string[] = [];
  const made = { connectors: 0, sources: 0 };
  const venues = new VenueCatalogue<Venue, { url: string }, { url: string; close(): void }>(
    'test venue',
    (venue) => {
      made.connectors += 1;
      return { url: venue.url };
    },
    (venue, connector) => {
      made.sources += 1;
      return { url: connector.url, close: () => closed.push(venue.url) };
    },
  );
  return { venues, closed, made };
}

describe('VenueCatalogue', () => {
  it('makes a venue’s connector and source once, the source through the connector', () => {
    const { venues, made } = catalogue();
    venues.register({ id: 'a', url: 'http://127.0.0.1:1' });
    expect(venues.marketSource('a')).toBe(venues.marketSource('a'));
    expect(venues.connector('a')).toBe(venues.connector('a'));
    expect(made).toEqual({ connectors: 1, sources: 1 });
    expect(() => venues.connector('b')).toThrow('unknown test venue b');
  });

  it('closes and forgets the source of a venue replaced or taken away, so the next is made anew', () => {
    const { venues, closed } = catalogue();
    venues.register({ id: 'a', url: 'http://127.0.0.1:1' });
    venues.marketSource('a');
    venues.register({ id: 'a', url: 'http://127.0.0.1:2' });
    expect(closed).toEqual(['http://127.0.0.1:1']);
    expect(venues.marketSource('a').url).toBe('http://127.0.0.1:2');
    venues.unregister('a');
    expect(closed).toEqual(['http://127.0.0.1:1', 'http://127.0.0.1:2']);
    expect(venues.has('a')).toBe(false);
    expect(venues.values()).toEqual([]);
  });
});
