import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listeningIn, markedOrGrouped, readListening, socketOwners } from './_proc.ts';

// Two lines of /proc/net/tcp and /proc/net/tcp6 as Linux writes them (state 0A is LISTEN, 01 ESTABLISHED).
const TCP = `  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 0100007F:6448 00000000:0000 0A 00000000:00000000 00:00000000 00000000   106        0 5353 1 0000000000000000 100 0 0 10 0
   1: 0100007F:A93D 0100007F:6448 01 00000000:00000000 00:00000000 00000000     0        0 19807 1 0000000000000000 100 0 0 10 0
   2: 00000000:0050 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 777 1 0000000000000000 100 0 0 10 0
`;
const TCP6 = `  sl  local_address                         remote_address                        st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 00000000000000000000000001000000:1F90 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 4242 1 0000000000000000 100 0 0 10 0
   1: 00000000000000000000000000000000:0016 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 4243 1 0000000000000000 100 0 0 10 0
`;

describe('reading /proc for what a bench left behind', () => {
  it('reads the listening sockets of /proc/net/tcp and tcp6, with address, port and inode', () => {
    expect(listeningIn(TCP)).toEqual([
      { address: '127.0.0.1', port: 25672, inode: 5353 },
      { address: '0.0.0.0', port: 80, inode: 777 },
    ]);
    expect(listeningIn(TCP6)).toEqual([
      { address: '::1', port: 8080, inode: 4242 },
      { address: '::', port: 22, inode: 4243 },
    ]);
  });

  it('finds a process by the mark in its environment and by its process group, and the socket it listens on', async () => {
    const mark = randomBytes(8).toString('hex');
    const before = new Set(readListening().map((socket) => socket.inode));
    const server = spawn(process.execPath, ['-e', "require('node:net').createServer().listen(0, '127.0.0.1', () => console.log('up'))"], {
      detached: true,
      env: { ...process.env, BENCH_LEFTOVER_MARK: mark },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise((resolve) => server.stdout?.once('data', resolve));
      const pid = server.pid!;
      expect(markedOrGrouped(-1, mark).map((found) => found.pid)).toEqual([pid]);
      expect(markedOrGrouped(pid, 'not-this-mark').map((found) => found.pid)).toEqual([pid]);
      expect(markedOrGrouped(-1, 'not-this-mark')).toEqual([]);
      const fresh = readListening().filter((socket) => !before.has(socket.inode) && socket.address === '127.0.0.1');
      const owners = socketOwners(new Set(fresh.map((socket) => socket.inode)));
      expect([...owners.values()]).toContain(pid);
    } finally {
      server.kill('SIGKILL');
    }
  });
});
