// The line an API process of the scaled-out mode logs at start: it runs neither bots nor jobs, so
// it says how many workers are there to run them, loudly when there are none.
import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { DEFAULT_LEASE_TIMINGS } from './bot-lease-keeper.ts';
import { botLeaseRepository } from './bot-lease-repository.ts';

export async function logApiRole(db: Db, workerId: string, logger: Logger): Promise<void> {
  const live = await botLeaseRepository(db, workerId).liveWorkers(DEFAULT_LEASE_TIMINGS.ttlMs);
  const line = `scaled-out mode: this process serves the app and the calls; bots and jobs run on workers (npm run worker), ${live} running now`;
  if (live === 0) logger.warn(line);
  else logger.info(line);
}
