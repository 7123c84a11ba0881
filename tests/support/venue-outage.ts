// A sandbox venue endpoint that stops answering for a while, the way a venue's outage looks to the
// console: every request to it gets 503 Service Unavailable until the outage is lifted.
import type { FaultInjector } from '../../src/sandbox/faults/faults.ts';

interface FaultyVenue {
  faults: Pick<FaultInjector, 'add' | 'remove'>;
}

/**
 * Runs `during` while `path` of the venue answers 503, then lifts the outage, also when `during`
 * throws, so a failed expectation never leaves the venue broken for the tests after it.
 */
export async function withOutage<T>(venue: FaultyVenue, path: string, during: () => Promise<T>): Promise<T> {
  const fault = venue.faults.add({ kind: 'error', status: 503, path });
  try {
    return await during();
  } finally {
    venue.faults.remove(fault);
  }
}

/** The order book (GET /api/v3/depth) cannot be fetched while `during` runs. */
export function withDepthOutage<T>(venue: FaultyVenue, during: () => Promise<T>): Promise<T> {
  return withOutage(venue, '/api/v3/depth', during);
}
