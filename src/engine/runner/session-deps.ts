// What a bot session needs from outside: the store, the clock, the shared market data, the venues
// and the batched writers. The runner builds one set and hands it to every session.
import type { Clock } from '../clock.ts';
import type { ExchangeConnector } from '../connectors/types.ts';
import type { IntentWriter } from './intent-writer.ts';
import type { MarketFeedSource } from './market-watch.ts';
import type { BotRecord, BotStore } from './store-port.ts';
import type { WriteBehind } from './write-behind.ts';

export interface VenueAccess {
  /** The connector trading with the bot owner's account on this venue. */
  connector(bot: BotRecord, venueId: string): Promise<ExchangeConnector>;
}

export interface TickMetrics {
  /** Milliseconds between a tick's due time and its start. */
  lag(ms: number): void;
}

export interface SessionDeps {
  store: BotStore;
  clock: Clock;
  market: MarketFeedSource;
  venues: VenueAccess;
  /** State, order updates, fills, progress and log lines, written in batches. */
  writes: WriteBehind;
  /** Order intents, written (group-committed) before the orders leave. */
  intents: IntentWriter;
  metrics?: TickMetrics;
  /** Failures of the runner itself (the database), for the process log. */
  onError(error: unknown, botId: number): void;
  /** The session has ended (`session` is the one ending: the bot may have a newer one by then). */
  onHalted(botId: number, session: object): void;
}
