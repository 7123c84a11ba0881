// Judging the answers of the protocol fuzz. Every answer must be clean: HTTP status below 500, a
// JSON body with a numeric code that is not the server-error code, no stack trace or server path
// (sealed answers are opened and read too), and the code its plan expects. Failures are collected,
// not thrown, so one run reports them all; each names the seed, the call and what was sent. The
// counts kept here (codes, requests per call, calls past the session check) feed the test's
// assertions and its summary.
import type { EnvelopeSession, SealedCall } from '../../../src/shared/protocol/envelope-session.ts';
import { type ApiResponse, CODE, SESSION_CLEARED_CODES } from '../../../src/shared/protocol/response-codes.ts';
import type { Expectation, Plan } from './fuzz-plan.ts';
import type { Answer } from './raw-request.ts';

/** A stack frame, a source position, an internal error name or a server path. */
const LEAK =
  /\bat [\w$.<>]+ \(|node_modules|\.[cm]?[jt]sx?:\d+|\b(?:TypeError|ReferenceError|RangeError|SyntaxError|ZodError|DrizzleError)\b|Cannot read propert|syntax error at or near|violates [\w -]*constraint/;

export const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

/** The failures and counts of one run. */
export class AnswerChecks {
  readonly failures: string[] = [];
  /** Answers by code. */
  readonly codes = new Map<number, number>();
  /** Answers by registered call. */
  readonly perCall = new Map<string, number>();
  /** Answers by call that got past the session check with the live session. */
  readonly pastSession = new Map<string, number>();
  /** Plans by kind (the part of the kind before the first / : or =). */
  readonly perKind = new Map<string, number>();
  /** Answers checked (a replayed plan sends two requests). */
  requests = 0;
  private readonly cwd = process.cwd();

  constructor(private readonly seed: number) {}

  /** The plan as a failure message names it: seed, id, call, kind, token, sealer and payload. */
  label(plan: Plan): string {
    let payload: string;
    try {
      payload = JSON.stringify(plan.payload) ?? 'undefined';
    } catch {
      payload = '(not serialisable)';
    }
    return `seed ${this.seed} #${plan.id} ${plan.call} ${plan.kind} [token ${plan.token.length > 12 ? `${plan.token.slice(0, 12)}…` : plan.token}, sealer ${plan.sealer}] payload ${payload.slice(0, 160)}`;
  }

  /** Checks one answer; returns its code when it is a clean JSON answer. */
  async check(plan: Plan, sealed: SealedCall, session: EnvelopeSession, result: Answer | { error: string }): Promise<number | null> {
    const { failures, cwd } = this;
    this.requests += 1;
    bump(this.perCall, plan.call);
    if ('error' in result) {
      failures.push(`${this.label(plan)}: no answer: ${result.error}`);
      return null;
    }
    const { status, text } = result;
    let body: Partial<ApiResponse> = {};
    try {
      body = JSON.parse(text) as Partial<ApiResponse>;
    } catch {
      failures.push(`${this.label(plan)}: not JSON (HTTP ${status}) ${text.slice(0, 120)}`);
      return null;
    }
    const where = () => `${this.label(plan)}: HTTP ${status} ${text.slice(0, 200)}`;
    if (typeof body.code !== 'number') {
      failures.push(`${where()}: no numeric code`);
      return null;
    }
    bump(this.codes, body.code);
    if (status >= 500 || body.code === CODE.serverError) failures.push(`${where()}: server error`);
    if (LEAK.test(text) || text.includes(cwd)) failures.push(`${where()}: stack or server path in the answer`);
    if (typeof body.data === 'string') {
      // A sealed answer: open it and read it too.
      try {
        const opened = JSON.stringify(await session.open(sealed.signature, body.data)) ?? '';
        const leak = LEAK.exec(opened);
        if (leak || opened.includes(cwd))
          failures.push(
            `${where()}: stack or server path in the sealed answer: …${opened.slice(Math.max(0, (leak?.index ?? 0) - 80), (leak?.index ?? 0) + 200)}`,
          );
      } catch (error) {
        failures.push(`${where()}: sealed answer does not open (${(error as Error).message})`);
      }
    }
    return body.code;
  }

  /** Records a failure when a clean answer's code is not what the expectation allows. */
  expectCode(plan: Plan, code: number | null, expectation: Expectation): void {
    if (code === null) return;
    const where = () => `${this.label(plan)}: answered ${code}`;
    switch (expectation.kind) {
      case 'clean':
        break;
      case 'in-session':
        if (SESSION_CLEARED_CODES.includes(code))
          this.failures.push(`${where()}: the live session was refused (did an earlier call end it?)`);
        else if (code < 1100 || code >= 1200) bump(this.pastSession, plan.call);
        break;
      case 'codes':
        if (!expectation.codes.includes(code)) this.failures.push(`${where()}, expected ${expectation.codes.join(' or ')}`);
        break;
      case 'not':
        if (code === expectation.code) this.failures.push(`${where()}, which it must not be`);
        break;
    }
  }
}
