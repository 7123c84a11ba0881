// After a bench file's process has exited: what of it is still running. Its process group and its
// environment mark find the processes (_proc.ts); the listening sockets that were not there before
// it started, held by one of those processes, say which servers they are. A process still closing
// gets `graceMs` to finish; what is left after that is named, then ended (SIGTERM, then SIGKILL), so
// it does not weigh on the next file's figures.
import { alive, type FoundProcess, markedOrGrouped, readListening, socketOwners } from './_proc.ts';

export interface Watch {
  /** The file's process group (its process's pid: the runner starts it as a group leader). */
  group: number;
  mark: string;
  /** Inodes of the sockets listening before the file started. */
  listeningBefore: ReadonlySet<number>;
}

const POLL_MS = 100;
const TERM_GRACE_MS = 2000;

export const listeningInodes = (): Set<number> => new Set(readListening().map((socket) => socket.inode));

/** "process <pid>: <command>" and "listening <address>:<port> (pid <pid>)" for what is left; ends it. */
export async function leftoversAfter(watch: Watch, graceMs: number): Promise<string[]> {
  const found = await waitForEmpty(() => markedOrGrouped(watch.group, watch.mark), graceMs);
  if (found.length === 0) return [];
  const pids = new Set(found.map((process) => process.pid));
  const fresh = readListening().filter((socket) => !watch.listeningBefore.has(socket.inode));
  const owners = socketOwners(new Set(fresh.map((socket) => socket.inode)));
  const sockets = fresh.flatMap((socket) => {
    const owner = owners.get(socket.inode);
    if (owner === undefined || !pids.has(owner)) return [];
    const address = socket.address.includes(':') ? `[${socket.address}]` : socket.address;
    return [`listening ${address}:${socket.port} (pid ${owner})`];
  });
  await end([...pids]);
  return [...found.map((process) => `process ${process.pid}: ${process.command}`), ...sockets];
}

async function waitForEmpty(find: () => FoundProcess[], graceMs: number): Promise<FoundProcess[]> {
  const deadline = Date.now() + graceMs;
  for (;;) {
    const found = find();
    if (found.length === 0 || Date.now() >= deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function end(pids: number[]): Promise<void> {
  signal(pids, 'SIGTERM');
  const deadline = Date.now() + TERM_GRACE_MS;
  while (pids.some(alive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  signal(pids.filter(alive), 'SIGKILL');
}

function signal(pids: number[], name: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // Gone meanwhile.
    }
  }
}
