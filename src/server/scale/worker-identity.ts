import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/** A worker's id: its host and pid for the operator, and a random tail that keeps it unique across restarts. */
export function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(2).toString('hex')}`;
}

/** How a bot's log names a worker: the id's random tail, which the worker's own start line also shows (hosts stay out of users' sight). */
export const workerLabel = (workerId: string): string => workerId.slice(workerId.lastIndexOf(':') + 1);
