// The loopback guard every test process loads: loopback names and addresses pass, anything else is
// refused before a name is looked up, as an unreachable host fails.
import { execFile } from 'node:child_process';
import { connect, Socket } from 'node:net';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from '../support/loopback-only.mjs';

describe('tests reach this machine only', () => {
  it('tells loopback hosts from the rest', () => {
    for (const host of [undefined, '', 'localhost', '127.0.0.1', '127.8.9.10', '::1', '[::1]', '::ffff:127.0.0.1', 'api.localhost'])
      expect(isLoopbackHost(host), String(host)).toBe(true);
    for (const host of [
      '10.0.0.1',
      '192.168.1.1',
      '172.16.0.1',
      '8.8.8.8',
      'jmt17.google.com',
      'example.com',
      '::ffff:10.0.0.1',
      '2001:db8::1',
    ])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it('refuses a socket to another host with an error, and the test that tried fails', async () => {
    const attempts = (globalThis as { nonLoopbackAttempts?: string[] }).nonLoopbackAttempts!;
    // Without the guard this test must not try: it would send a packet out.
    expect(Socket.prototype.connect.name).toBe('connectLoopbackOnly');
    const error = await new Promise<NodeJS.ErrnoException>((resolve) => connect(443, '192.0.2.1').once('error', resolve));
    expect(error.code).toBe('ENETUNREACH');
    // The setup's check after each test would fail this one: taken here, so it passes.
    expect(attempts.splice(0)).toEqual(['192.0.2.1']);
  });

  it('is loaded into the Node processes a test starts', async () => {
    // The child connects only when guarded, and says how it ended.
    const script = `const net = require('node:net');
      if (net.Socket.prototype.connect.name !== 'connectLoopbackOnly') console.log('unguarded');
      else net.connect(443, '192.0.2.1').once('error', (error) => console.log(error.code));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', script], { env: process.env });
    expect(stdout.trim()).toBe('ENETUNREACH');
  });
});
