// The protocol fuzz: more than 10,000 malformed or hostile requests spread over every call the
// server registers (runtime.calls, so a call added later is fuzzed without touching this file).
// Payloads come from each call's zod request schema (wrong types, huge strings, negative and
// NaN-like amounts, unicode, SQL and script payloads, missing and extra keys, prototype-polluting
// keys, deep nesting), with the demo user's live token, without one, with a bad one and from
// another device; envelopes come broken in every way (not JSON, bad base64, bad ciphertext, wrong
// signature, huge, unknown path, garbage headers, stale and future timestamps, replayed, sealed for
// another call, another server key, wrong method or content type).
//
// Every answer must be clean: HTTP status below 500, a JSON body with a numeric code that is not
// the server-error code, no stack trace or server path (sealed answers are opened and read too).
// A broken envelope must be refused with its protocol code; a well-formed hostile payload may be
// accepted (a remark may hold any text). The server keeps answering a valid echo throughout.
// FUZZ_SEED=<n> replays a run; failure messages name the seed, the call and what was sent.
//
// The pieces live in tests/support/fuzz/: request-kinds.ts makes the plans (envelope-attacks.ts,
// schema-fuzz.ts), raw-request.ts sends them, answer-checks.ts judges the answers, fuzz-report.ts
// prints the summary. This file runs them against a test server and asserts on the outcome.
import { Agent } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HEADER } from '../../src/shared/protocol/envelope-spec.ts';
import { EnvelopeSession, type ServerKeyInfo } from '../../src/shared/protocol/envelope-session.ts';
import { type ApiResponse, CODE } from '../../src/shared/protocol/response-codes.ts';
import { demoClient } from '../support/accounts.ts';
import { AnswerChecks, bump } from '../support/fuzz/answer-checks.ts';
import type { Outgoing, Plan } from '../support/fuzz/fuzz-plan.ts';
import { fuzzSummary } from '../support/fuzz/fuzz-report.ts';
import { Dice, POLLUTION_MARK } from '../support/fuzz/hostile-values.ts';
import { send } from '../support/fuzz/raw-request.ts';
import { FRESH_SKEWS, makePlans, SESSION_ENDING, STALE_SKEWS } from '../support/fuzz/request-kinds.ts';
import { startTestServer, TestClient, type TestServer } from '../support/start-test-server.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** Requests to send, spread evenly over the registered calls (rounded up per call). */
const TARGET_REQUESTS = 10_300;
const CONCURRENCY = 24;
/** A request unanswered this long is a hang. */
const ANSWER_TIMEOUT_MS = 20_000;
/** A valid echo every this many plans: the server must keep serving throughout. */
const HEALTH_EVERY = 250;

let server: TestServer;
let live: TestClient;
let foreign: TestClient;
const skewed = new Map<number, EnvelopeSession>();
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY + 8 });

/** A session whose clock runs `skewMs` off the server's once its keys are agreed. */
async function skewedSession(url: string, skewMs: number): Promise<EnvelopeSession> {
  let agreed = false;
  const session = new EnvelopeSession({
    fetchServerKey: async () => ((await (await fetch(`${url}/Api/System/server_key`)).json()) as ApiResponse<ServerKeyInfo>).data,
    now: () => Date.now() + (agreed ? skewMs : 0),
  });
  await session.seal('/Api/System/echo', {});
  agreed = true;
  return session;
}

beforeAll(async () => {
  server = await startTestServer();
  live = await demoClient(server.url);
  foreign = new TestClient(server.url);
  for (const skew of [...STALE_SKEWS, ...FRESH_SKEWS]) skewed.set(skew, await skewedSession(server.url, skew));
});
afterAll(async () => {
  agent.destroy();
  await server?.stop();
});

const JSON_TYPE = { 'content-type': 'application/json' };

it(`answers more than 10,000 malformed and hostile requests to every registered call with clean codes, and keeps serving (seed ${SEED})`, async () => {
  const started = performance.now();
  const calls = server.runtime.calls.map((call) => ({
    path: call.contract.path,
    auth: call.contract.auth,
    request: call.contract.request,
  }));
  const plans = makePlans(new Dice(SEED), calls, TARGET_REQUESTS);
  const generatedMs = performance.now() - started;

  const checks = new AnswerChecks(SEED);
  const { failures } = checks;
  let healthChecks = 0;
  const target = { url: server.url, agent, timeoutMs: ANSWER_TIMEOUT_MS };

  const sessionOf = (plan: Plan) =>
    plan.sealer === 'live' ? live.session : plan.sealer === 'foreign' ? foreign.session : skewed.get(plan.sealer)!;

  async function run(plan: Plan) {
    bump(checks.perKind, plan.kind.split(/[/:=]/, 1)[0] ?? plan.kind);
    const session = sessionOf(plan);
    const token = plan.token === 'live' ? live.token! : plan.token;
    const sealed = await session.seal(plan.sealPath, plan.payload, {
      [HEADER.language]: 'en',
      [HEADER.version]: '6.3.1',
      ...(plan.token === 'none' ? {} : { [HEADER.token]: token }),
      ...plan.headers,
    });
    const out: Outgoing = {
      method: 'POST',
      path: plan.call,
      headers: { ...JSON_TYPE, ...sealed.headers },
      body: JSON.stringify(sealed.body),
    };
    plan.tamper?.(out, sealed, otherSignature);
    if (plan.sealer === 'live') otherSignature = sealed.signature;
    if (plan.replay === 'after') {
      checks.expectCode(plan, await checks.check(plan, sealed, session, await send(out, target)), plan.expect);
      checks.expectCode(plan, await checks.check(plan, sealed, session, await send(out, target)), {
        kind: 'codes',
        codes: [CODE.replayed],
      });
    } else if (plan.replay === 'together') {
      const answers = await Promise.all([send({ ...out }, target), send({ ...out }, target)]);
      const both = [await checks.check(plan, sealed, session, answers[0]!), await checks.check(plan, sealed, session, answers[1]!)];
      const replays = both.filter((code) => code === CODE.replayed).length;
      if (!both.includes(null) && replays !== 1)
        failures.push(`${checks.label(plan)}: sent twice at once, answered ${both.join(' and ')}: exactly one must be ${CODE.replayed}`);
      const first = both.find((code) => code !== CODE.replayed);
      if (first !== undefined) checks.expectCode(plan, first, plan.expect);
    } else {
      checks.expectCode(plan, await checks.check(plan, sealed, session, await send(out, target)), plan.expect);
    }
  }

  async function health(at: number) {
    healthChecks += 1;
    const message = `still here ${at}`;
    try {
      const answer = await live.call<{ message: string }>('/Api/System/echo', { message });
      if (answer.code !== CODE.success || answer.data.message !== message)
        failures.push(`seed ${SEED}: health echo after ${at} plans answered ${answer.code} ${answer.msg}`);
    } catch (error) {
      failures.push(`seed ${SEED}: health echo after ${at} plans failed: ${(error as Error).message}`);
    }
  }

  let otherSignature = (await live.session.seal('/Api/System/echo', { message: 'unsent' })).signature;
  let nextPlan = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (nextPlan < plans.length) {
        const at = nextPlan++;
        if (at % HEALTH_EVERY === 0) await health(at);
        const plan = plans[at]!;
        try {
          await run(plan);
        } catch (error) {
          failures.push(`${checks.label(plan)}: the test could not send it: ${(error as Error).stack ?? error}`);
        }
      }
    }),
  );
  const elapsedMs = performance.now() - started;

  console.log(fuzzSummary(checks, { seed: SEED, calls: calls.length, elapsedMs, generatedMs, healthChecks }));

  // Still serving: the live session, and a new device. Nothing was polluted (the server runs in this process).
  const echo = await live.call<{ message: string }>('/Api/System/echo', { message: 'still here' });
  if (echo.code !== CODE.success || echo.data.message !== 'still here')
    failures.push(`after the run, echo answered ${echo.code} ${echo.msg}`);
  const info = await live.call('/Api/Account/get_account_info', {});
  if (info.code !== CODE.success) failures.push(`after the run, the live session answered ${info.code} ${info.msg}`);
  const newcomer = await new TestClient(server.url).call<{ message: string }>('/Api/System/echo', { message: 'hello' });
  if (newcomer.data?.message !== 'hello') failures.push(`after the run, a new device's echo answered ${newcomer.code} ${newcomer.msg}`);
  if (POLLUTION_MARK in {} || 'isAdmin' in {}) failures.push('Object.prototype was polluted');

  expect(failures.slice(0, 40), `${failures.length} failures`).toEqual([]);
  expect(checks.requests).toBeGreaterThanOrEqual(10_000);
  // Every registered call got its share, and every call behind a login got past the session check.
  for (const call of calls) {
    expect(checks.perCall.get(call.path) ?? 0, call.path).toBeGreaterThanOrEqual(80);
    if (call.auth === 'user' && !SESSION_ENDING.has(call.path))
      expect(checks.pastSession.get(call.path) ?? 0, `${call.path} past the session check`).toBeGreaterThanOrEqual(30);
  }
  // Every refusal the protocol has was earned.
  for (const code of [
    CODE.invalidParams,
    CODE.malformedRequest,
    CODE.undecryptable,
    CODE.badSignature,
    CODE.staleTimestamp,
    CODE.replayed,
    CODE.unknownServerKey,
    CODE.unknownCall,
    CODE.payloadTooLarge,
    CODE.notLoggedIn,
    CODE.sessionInvalid,
  ]) {
    expect(checks.codes.get(code) ?? 0, `code ${code}`).toBeGreaterThan(0);
  }
}, 120_000);
