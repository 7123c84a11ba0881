// Fault injection for tests: make the venue slow, fail with 5xx, answer 429, drop connections, or
// serve frozen market data, for all requests or those matching a path, always, with a probability,
// or a given number of times. Probabilistic faults draw from a seeded stream, so a test that uses
// them repeats. Rules come from the in-process API or the guarded admin route (same schema).
import { z } from 'zod';
import { createRng, type Rng } from '../random.ts';

export const faultRuleSchema = z
  .object({
    kind: z.enum(['latency', 'error', 'rateLimit', 'drop', 'stale']),
    /** Requests whose path starts with this (e.g. "/api/v3/order"); all requests when absent. */
    path: z.string().startsWith('/').optional(),
    method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).optional(),
    /** Chance that a matching request is affected (default 1). */
    probability: z.number().min(0).max(1).optional(),
    /** Affect this many requests, then retire (default: until removed). */
    times: z.number().int().positive().optional(),
    /** latency: milliseconds added before the request is handled. */
    latencyMs: z.number().int().min(0).max(120_000).optional(),
    /** error: the HTTP status answered (default 503). */
    status: z.number().int().min(500).max(599).optional(),
    /** error and drop: strike after the venue handled the request, so its effect stands but the reply is lost. */
    after: z.boolean().optional(),
    /** rateLimit: the Retry-After announced (default 1 second). */
    retryAfterSeconds: z.number().int().min(0).max(3_600).optional(),
    /** stale: markets whose public data freezes (default: all). */
    symbols: z.array(z.string()).optional(),
  })
  .strict();

export type FaultRule = z.infer<typeof faultRuleSchema>;

export type FaultStrike = { kind: 'drop' } | { kind: 'error'; status: number } | { kind: 'rateLimit'; retryAfterSeconds: number };

export interface FaultDecision {
  latencyMs: number;
  before: FaultStrike | null;
  after: FaultStrike | null;
}

interface ActiveRule {
  id: string;
  rule: FaultRule;
  remaining: number;
}

export class FaultInjector {
  private readonly rules: ActiveRule[] = [];
  private readonly rng: Rng;
  private nextId = 1;

  constructor(seed = 'faults') {
    this.rng = createRng(seed, 'faults');
  }

  /** Adds a rule and returns its id. Throws on an invalid rule. */
  add(rule: FaultRule): string {
    const parsed = faultRuleSchema.parse(rule);
    const id = `fault-${this.nextId++}`;
    this.rules.push({ id, rule: parsed, remaining: parsed.times ?? Number.POSITIVE_INFINITY });
    return id;
  }

  remove(id: string): boolean {
    const index = this.rules.findIndex((active) => active.id === id);
    if (index >= 0) this.rules.splice(index, 1);
    return index >= 0;
  }

  clear(): void {
    this.rules.length = 0;
  }

  list(): Array<{ id: string; rule: FaultRule; remaining: number | null }> {
    return this.rules.map(({ id, rule, remaining }) => ({ id, rule, remaining: Number.isFinite(remaining) ? remaining : null }));
  }

  /** What happens to one request. Rules that strike use up one of their `times`. */
  decide(method: string, path: string): FaultDecision {
    const decision: FaultDecision = { latencyMs: 0, before: null, after: null };
    for (const active of [...this.rules]) {
      const { rule } = active;
      if (rule.kind === 'stale') continue;
      if (rule.method && rule.method !== method) continue;
      if (rule.path && !path.startsWith(rule.path)) continue;
      if (rule.probability !== undefined && this.rng.next() >= rule.probability) continue;
      if (rule.kind === 'latency') decision.latencyMs += rule.latencyMs ?? 0;
      else {
        const phase = rule.after && rule.kind !== 'rateLimit' ? 'after' : 'before';
        if (decision[phase]) continue;
        decision[phase] =
          rule.kind === 'drop'
            ? { kind: 'drop' }
            : rule.kind === 'error'
              ? { kind: 'error', status: rule.status ?? 503 }
              : { kind: 'rateLimit', retryAfterSeconds: rule.retryAfterSeconds ?? 1 };
      }
      active.remaining -= 1;
      if (active.remaining <= 0) this.remove(active.id);
    }
    return decision;
  }

  /** True while a stale-data rule covers the market. */
  isStale(symbol: string): boolean {
    return this.rules.some(({ rule }) => rule.kind === 'stale' && (!rule.symbols || rule.symbols.includes(symbol)));
  }
}
