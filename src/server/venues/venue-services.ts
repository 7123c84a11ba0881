// The server's home of the engine's exchange layer: the venue registry (every ccxt exchange plus
// the venues registered at start), the connector pool with its per-key rate governors, and the
// shared market-data feeds. One instance per process, handed to the modules that need venues.
import { type Clock, systemClock } from '../../engine/clock.ts';
import { ConnectorPool } from '../../engine/connectors/connector-pool.ts';
import { VenueRegistry } from '../../engine/connectors/venue-registry.ts';
import { MarketDataHub } from '../../engine/market-data/market-data-hub.ts';

export interface VenueServices {
  registry: VenueRegistry;
  pool: ConnectorPool;
  hub: MarketDataHub;
  close(): void;
}

export function createVenueServices(options: { includeCcxt?: boolean; clock?: Clock } = {}): VenueServices {
  const clock = options.clock ?? systemClock;
  const registry = new VenueRegistry({ includeCcxt: options.includeCcxt ?? true });
  const pool = new ConnectorPool(registry, { clock });
  const hub = new MarketDataHub({ connectorFor: (venue) => pool.publicConnector(venue), clock });
  return {
    registry,
    pool,
    hub,
    close() {
      hub.close();
      pool.close();
    },
  };
}
