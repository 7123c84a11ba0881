// The requests the protocol fuzz sends to each registered call, in a seeded order: replayed ones,
// stale and future timestamps, no token, a made-up token and the live token from another device,
// broken envelopes (envelope-attacks.ts), and hostile payloads from the call's zod request schema
// (schema-fuzz.ts), some with hostile headers as well. Each plan says what answer it must earn.
import type { z } from 'zod';
import { HEADER, MAX_CLOCK_SKEW_MS } from '../../../src/shared/protocol/envelope-spec.ts';
import { CODE } from '../../../src/shared/protocol/response-codes.ts';
import { envelopeAttack } from './envelope-attacks.ts';
import type { Expectation, Plan } from './fuzz-plan.ts';
import type { Dice } from './hostile-values.ts';
import { hostilePayload } from './schema-fuzz.ts';

/** Calls that end the caller's session whatever the payload: never sent the live token. */
export const SESSION_ENDING = new Set(['/Api/Account/logout']);

/** Outside the ±5 minute window by a margin, and inside it by one. */
export const STALE_SKEWS = [
  -(MAX_CLOCK_SKEW_MS + 5_000),
  -(MAX_CLOCK_SKEW_MS + 3_600_000),
  -86_400_000 * 365,
  MAX_CLOCK_SKEW_MS + 5_000,
  86_400_000,
];
export const FRESH_SKEWS = [-(MAX_CLOCK_SKEW_MS - 30_000), MAX_CLOCK_SKEW_MS - 30_000];

/** Languages, versions and user agents a client should not send. */
const HOSTILE_HEADERS: ReadonlyArray<Record<string, string>> = [
  { [HEADER.language]: 'xx-YY' },
  { [HEADER.language]: "en' OR 1=1 --" },
  { [HEADER.language]: '../../../etc/passwd' },
  { [HEADER.language]: '__proto__' },
  { [HEADER.version]: '99999.99999.99999' },
  { [HEADER.version]: '<script>alert(1)</script>' },
  { [HEADER.version]: '-1' },
  { 'user-agent': 'x'.repeat(4000) },
  { 'user-agent': "'; DROP TABLE sessions; --" },
  { 'x-forwarded-for': '10.0.0.1, 127.0.0.1' },
];

/** A registered call as the fuzz sees it: where it is, who may call it, what its request must look like. */
export interface FuzzedCall {
  path: string;
  auth: string;
  request: z.ZodType;
}

/** Every request of the run, in a seeded order: `targetRequests` spread evenly over the calls (rounded up per call). */
export function makePlans(dice: Dice, calls: readonly FuzzedCall[], targetRequests: number): Plan[] {
  const registered = calls.map((call) => call.path);
  const perCall = Math.ceil(targetRequests / calls.length);
  const plans: Plan[] = [];
  let id = 0;
  const add = (plan: Omit<Plan, 'id' | 'headers'> & { headers?: Record<string, string> }) => {
    plans.push({ headers: {}, ...plan, id: id++ });
  };
  for (const call of calls) {
    const user = call.auth === 'user';
    const liveToken = SESSION_ENDING.has(call.path) ? 'none' : 'live';
    const hostile = () => hostilePayload(call.request, dice);
    // Where the answer is a given refusal, the payload stays far under the body limit (else the answer is 1107).
    const small = () => hostilePayload(call.request, dice, { small: true });
    const payloadExpectation: Expectation = user && liveToken === 'live' ? { kind: 'in-session' } : { kind: 'clean' };
    let requests = 0;
    // Replayed: the second must be refused, whether it follows the first or races it.
    for (const replay of ['after', 'together'] as const) {
      const payload = small();
      add({
        call: call.path,
        kind: `replayed-${replay}/${payload.kind}`,
        sealPath: call.path,
        payload: payload.payload,
        sealer: 'live',
        token: liveToken,
        expect: payloadExpectation,
        replay,
      });
      requests += 2;
    }
    // Stale and future timestamps, correctly signed: refused before anything else; inside the window: not stale.
    for (const skew of [dice.pick(STALE_SKEWS.filter((s) => s < 0)), dice.pick(STALE_SKEWS.filter((s) => s > 0))]) {
      const payload = small();
      add({
        call: call.path,
        kind: `stale:${skew}/${payload.kind}`,
        sealPath: call.path,
        payload: payload.payload,
        sealer: skew,
        token: liveToken,
        expect: { kind: 'codes', codes: [CODE.staleTimestamp] },
      });
      requests += 1;
    }
    {
      const skew = dice.pick(FRESH_SKEWS);
      const payload = small();
      add({
        call: call.path,
        kind: `skewed:${skew}/${payload.kind}`,
        sealPath: call.path,
        payload: payload.payload,
        sealer: skew,
        token: 'none',
        expect: { kind: 'not', code: CODE.staleTimestamp },
      });
      requests += 1;
    }
    // Without a session, with a made-up token, with the live token from another device.
    const refusals: Array<{ token: string; sealer: Plan['sealer']; name: string; codes: readonly number[] }> = [
      { token: 'none', sealer: 'live', name: 'no-token', codes: [CODE.notLoggedIn] },
      { token: dice.base64url(43), sealer: 'live', name: 'made-up-token', codes: [CODE.sessionInvalid] },
      { token: dice.junk(1 + dice.int(300)), sealer: 'live', name: 'garbage-token', codes: [CODE.sessionInvalid] },
      { token: "' OR 1=1 --", sealer: 'live', name: 'sql-token', codes: [CODE.sessionInvalid] },
      { token: 'live', sealer: 'foreign', name: 'foreign-device', codes: [CODE.sessionInvalid] },
    ];
    for (const refusal of refusals) {
      const payload = small();
      const codes = user ? refusal.codes : null;
      add({
        call: call.path,
        kind: `${refusal.name}/${payload.kind}`,
        sealPath: call.path,
        payload: payload.payload,
        sealer: refusal.sealer,
        token: refusal.token === 'live' && SESSION_ENDING.has(call.path) ? 'none' : refusal.token,
        expect: codes ? { kind: 'codes', codes } : { kind: 'clean' },
      });
      requests += 1;
    }
    // Broken envelopes.
    for (let i = 0; i < 16; i++) {
      const attack = envelopeAttack(dice, call.path, registered);
      add({
        call: call.path,
        kind: `envelope:${attack.kind}`,
        sealPath: attack.sealPath ?? call.path,
        payload: small().payload,
        sealer: 'live',
        token: liveToken,
        tamper: attack.tamper,
        expect: { kind: 'codes', codes: attack.codes },
      });
      requests += 1;
    }
    // Hostile payloads, sealed correctly, some with hostile headers as well.
    while (requests < perCall) {
      const payload = hostile();
      const headers = dice.chance(0.15) ? dice.pick(HOSTILE_HEADERS) : {};
      add({
        call: call.path,
        kind: `payload/${payload.kind}`,
        sealPath: call.path,
        payload: payload.payload,
        sealer: 'live',
        token: liveToken,
        headers,
        expect: payloadExpectation,
      });
      requests += 1;
    }
  }
  return dice.shuffle(plans);
}
