// Tests send traffic to this machine only. Loaded into every test process (Vitest's setup, and
// `--import` for the servers and scripts tests start), it refuses any socket to an address outside
// the loopback range before a name is even looked up, the way an unreachable host fails: the
// socket ends with an error. Each refusal is kept in globalThis.nonLoopbackAttempts and said on
// stderr, so the test that caused it can be found (Vitest fails it; see vitest-loopback.ts).
import net from 'node:net';

const attempts = [];
globalThis.nonLoopbackAttempts = attempts;

const LOOPBACK_NAMES = new Set(['localhost', '::1', '0:0:0:0:0:0:0:1', '::', '0.0.0.0']);

/** A host this machine answers for itself: a loopback name or address (no host means localhost). */
export function isLoopbackHost(host) {
  if (host === undefined || host === null || host === '') return true;
  const name = String(host)
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (LOOPBACK_NAMES.has(name) || name.endsWith('.localhost')) return true;
  const v4 = name.startsWith('::ffff:') ? name.slice(7) : name;
  return net.isIPv4(v4) && v4.startsWith('127.');
}

/** The host a Socket#connect call names, or null for a local (unix) socket path. */
function hostOf(args) {
  const [first, second] = Array.isArray(args[0]) ? args[0] : args;
  if (first && typeof first === 'object') return first.path !== undefined ? null : first.host;
  if (typeof first === 'string' && Number.isNaN(Number(first))) return null;
  return typeof second === 'string' ? second : undefined;
}

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function connectLoopbackOnly(...args) {
  const host = hostOf(args);
  if (host === null || isLoopbackHost(host)) return connect.apply(this, args);
  attempts.push(String(host));
  process.stderr.write(`loopback-only: a connection to ${host} was refused (tests reach this machine only)\n`);
  const error = Object.assign(new Error(`connect ENETUNREACH ${host}: tests reach this machine only`), {
    code: 'ENETUNREACH',
    host,
  });
  process.nextTick(() => this.destroy(error));
  return this;
};
