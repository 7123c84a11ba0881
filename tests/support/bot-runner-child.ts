// A bot runner in its own process, on a database folder and one sandbox exchange, for the restart
// test: it resumes every running bot and prints "ready"; SIGTERM closes it cleanly, SIGKILL does not.
// Env: DATA_DIR, VENUE_URL, API_KEY, SECRET.
import { systemClock } from '../../src/engine/clock.ts';
import { ConnectorPool } from '../../src/engine/connectors/connector-pool.ts';
import { VenueRegistry } from '../../src/engine/connectors/venue-registry.ts';
import { MarketDataHub } from '../../src/engine/market-data/market-data-hub.ts';
import { BotRunner } from '../../src/engine/runner/runner.ts';
import { STRATEGIES } from '../../src/engine/strategies/index.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { sandboxVenueDefinition } from '../../src/server/embedded/sandbox-venues.ts';
import { RobotStore } from '../../src/server/modules/robots/robot-store.ts';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const database = await openDatabase({ dataDir: env('DATA_DIR') });
const registry = new VenueRegistry({ includeCcxt: false });
registry.register(await sandboxVenueDefinition('sandbox-a', env('VENUE_URL')));
const pool = new ConnectorPool(registry);
const hub = new MarketDataHub({ connectorFor: (venue) => pool.publicConnector(venue) });
const credentials = { api_key: env('API_KEY'), secret: env('SECRET') };
const runner = new BotRunner({
  store: new RobotStore(database.db),
  clock: systemClock,
  market: hub,
  venues: { connector: async (_bot, venueId) => pool.accountConnector(venueId, credentials) },
  strategies: STRATEGIES,
  onError: (error) => console.error('runner error', error),
});
const resumed = await runner.resumeAll();
console.log(`ready ${resumed}`);
// The engine's timers do not hold a process open (a server's listener does): this one is held until a signal.
const keepAlive = setInterval(() => undefined, 60_000);

process.on('SIGTERM', async () => {
  clearInterval(keepAlive);
  await runner.close();
  hub.close();
  pool.close();
  await database.close();
  process.exit(0);
});
