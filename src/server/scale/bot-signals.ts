// Scaled-out mode: the API process tells the workers about bots through Redis pub/sub. "claim"
// wakes them to take up a bot just started; "stop" asks whichever worker runs a bot to stop it
// (cancelling its orders). Signals only hasten what the workers' lease passes would find anyway:
// a lost message delays a start or a stop by one pass, it loses nothing.
import { Redis } from 'ioredis';
import type { LogLine } from '../../engine/runner/types.ts';
import type { Logger } from '../logger.ts';

export type BotSignal = { type: 'claim' } | { type: 'stop'; botId: number; reason: LogLine };

export class BotSignals {
  private readonly publisher: Redis;
  private subscriber: Redis | null = null;
  private readonly channel: string;

  constructor(
    private readonly redisUrl: string,
    prefix: string,
    private readonly log: Logger,
  ) {
    this.channel = `${prefix}:bot-signals`;
    this.publisher = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
    this.publisher.on('error', (error) => log.warn({ part: 'bot-signals', error: error.message }, 'redis connection failed'));
  }

  async publish(signal: BotSignal): Promise<void> {
    await this.publisher.publish(this.channel, JSON.stringify(signal));
  }

  /** Calls `onSignal` for every signal from now on. */
  async listen(onSignal: (signal: BotSignal) => void): Promise<void> {
    const subscriber = new Redis(this.redisUrl);
    subscriber.on('error', (error) => this.log.warn({ part: 'bot-signals', error: error.message }, 'redis connection failed'));
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        onSignal(JSON.parse(message) as BotSignal);
      } catch (error) {
        this.log.warn({ err: error }, 'unreadable bot signal');
      }
    });
    await subscriber.subscribe(this.channel);
    this.subscriber = subscriber;
  }

  async close(): Promise<void> {
    this.subscriber?.disconnect();
    this.subscriber = null;
    await this.publisher.quit().catch(() => this.publisher.disconnect());
  }
}
