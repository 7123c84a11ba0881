// What one request of the protocol fuzz is: the plan (which call, which payload, sealed by which
// key pair with which token, what is broken afterwards) and the answer it must earn. Shared by the
// modules that make plans (request-kinds.ts, envelope-attacks.ts), check answers and send them.
import type { SealedCall } from '../../../src/shared/protocol/envelope-session.ts';

/** A request as it goes on the wire, after sealing and any tampering. */
export interface Outgoing {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
}

export type Expectation =
  /** Any clean answer, success included. */
  | { kind: 'clean' }
  /** Clean, and the live session still good (not a session-cleared code). */
  | { kind: 'in-session' }
  /** One of these codes. */
  | { kind: 'codes'; codes: readonly number[] }
  /** Clean, but not this code. */
  | { kind: 'not'; code: number };

export interface Plan {
  id: number;
  /** The registered call this request is about (counts per call). */
  call: string;
  kind: string;
  /** Sealed for this path; sent to `call` unless tampered. */
  sealPath: string;
  payload: unknown;
  /** Which key pair seals it: the live device, another device, or a clock skewed by that many ms. */
  sealer: 'live' | 'foreign' | number;
  token: 'live' | 'none' | string;
  headers: Record<string, string>;
  /** Breaks the sealed request; `other` is the signature of another request of the same device. */
  tamper?: (out: Outgoing, sealed: SealedCall, other: string) => void;
  expect: Expectation;
  /** The same sealed request sent again after the answer, or twice at once. */
  replay?: 'after' | 'together';
}
