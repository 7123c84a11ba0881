// What Linux's /proc says about processes and listening sockets, for the bench runner's check that a
// bench file left nothing running (_leftovers.ts). A process counts as the file's when it is in the
// process group the runner gave the file's process, or carries the mark the runner put in that
// process's environment (inherited by everything it starts, even what leaves the group). A listening
// socket is found by its inode, and its owner by the process holding a descriptor on that inode.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

export interface ListeningSocket {
  address: string;
  port: number;
  inode: number;
}

export interface FoundProcess {
  pid: number;
  command: string;
}

/** The environment variable the runner marks a bench file's process tree with. */
export const MARK_VARIABLE = 'BENCH_LEFTOVER_MARK';

const LISTEN = '0A';

/** The sockets in LISTEN state of one /proc/net/tcp or /proc/net/tcp6 text. */
export function listeningIn(table: string): ListeningSocket[] {
  const sockets: ListeningSocket[] = [];
  for (const row of table.split('\n').slice(1)) {
    const fields = row.trim().split(/\s+/);
    if (fields.length < 10 || fields[3] !== LISTEN) continue;
    const [hexAddress, hexPort] = fields[1]!.split(':');
    sockets.push({ address: addressOf(hexAddress!), port: Number.parseInt(hexPort!, 16), inode: Number(fields[9]) });
  }
  return sockets;
}

/** The machine's listening TCP sockets, IPv4 and IPv6. */
export function readListening(): ListeningSocket[] {
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((path) => listeningIn(readOrEmpty(path)));
}

/** Live processes (zombies aside) in process group `group` or carrying `mark` in their environment. */
export function markedOrGrouped(group: number, mark: string): FoundProcess[] {
  const marked = `${MARK_VARIABLE}=${mark}\0`;
  const found: FoundProcess[] = [];
  for (const pid of processIds()) {
    if (pid === process.pid) continue;
    const stat = statOf(pid);
    if (!stat || stat.state === 'Z') continue;
    if (stat.group === group || readOrEmpty(`/proc/${pid}/environ`).includes(marked)) found.push({ pid, command: commandOf(pid) });
  }
  return found;
}

/** Whether `pid` is a live process (a zombie is not). */
export function alive(pid: number): boolean {
  const stat = statOf(pid);
  return stat !== null && stat.state !== 'Z';
}

/** The process holding each of these socket inodes (the processes this user may look into). */
export function socketOwners(inodes: ReadonlySet<number>): Map<number, number> {
  const owners = new Map<number, number>();
  if (inodes.size === 0) return owners;
  for (const pid of processIds()) {
    let descriptors: string[];
    try {
      descriptors = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const descriptor of descriptors) {
      const inode = socketInode(`/proc/${pid}/fd/${descriptor}`);
      if (inode !== null && inodes.has(inode) && !owners.has(inode)) owners.set(inode, pid);
    }
  }
  return owners;
}

function socketInode(path: string): number | null {
  try {
    const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(path));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

function processIds(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

/** State and process group from /proc/<pid>/stat (the fields after the command, which may hold spaces). */
function statOf(pid: number): { state: string; group: number } | null {
  const stat = readOrEmpty(`/proc/${pid}/stat`);
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields.length >= 3 ? { state: fields[0]!, group: Number(fields[2]) } : null;
}

function commandOf(pid: number): string {
  return readOrEmpty(`/proc/${pid}/cmdline`).split('\0').filter(Boolean).join(' ').slice(0, 160);
}

function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** /proc/net's address: IPv4 as one little-endian word, IPv6 as four. */
function addressOf(hex: string): string {
  const bytes = (hex.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16));
  const words = Array.from({ length: bytes.length / 4 }, (_, index) => bytes.slice(index * 4, index * 4 + 4).reverse());
  const ordered = words.flat();
  if (ordered.length === 4) return ordered.join('.');
  const groups = Array.from({ length: 8 }, (_, index) => ((ordered[index * 2]! << 8) | ordered[index * 2 + 1]!).toString(16));
  return compressZeros(groups);
}

/** An IPv6 address with its longest run of zero groups written as "::". */
function compressZeros(groups: string[]): string {
  let bestStart = -1;
  let bestLength = 0;
  for (let start = 0; start < groups.length; start++) {
    let length = 0;
    while (groups[start + length] === '0') length++;
    if (length > bestLength) [bestStart, bestLength] = [start, length];
  }
  if (bestLength < 2) return groups.join(':');
  return `${groups.slice(0, bestStart).join(':')}::${groups.slice(bestStart + bestLength).join(':')}`;
}
