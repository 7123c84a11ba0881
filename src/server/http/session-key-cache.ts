// ECDH + HKDF per request would dominate the envelope's cost, so derived keys are cached per
// channel (a client key pair lives for a page's lifetime). Least-recently-used entries are dropped.
import type { NodeSessionKeys } from './envelope-node.ts';

export class SessionKeyCache {
  private readonly entries = new Map<string, NodeSessionKeys>();

  constructor(private readonly capacity = 20_000) {}

  get(channel: string, derive: () => NodeSessionKeys): NodeSessionKeys {
    const hit = this.entries.get(channel);
    if (hit) {
      this.entries.delete(channel);
      this.entries.set(channel, hit);
      return hit;
    }
    const keys = derive();
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(channel, keys);
    return keys;
  }
}
