// Envelope malformations for the protocol fuzz: what is done to a correctly sealed request, and the
// refusal it earns. Envelopes come broken in every way: not JSON, bad base64, bad ciphertext, wrong
// signature, huge, unknown path, garbage headers, garbage timestamps, sealed for another call,
// another server key, wrong method or content type. A broken envelope must be refused with its
// protocol code.
import { HEADER } from '../../../src/shared/protocol/envelope-spec.ts';
import { CODE } from '../../../src/shared/protocol/response-codes.ts';
import type { Outgoing, Plan } from './fuzz-plan.ts';
import { type Dice, POLLUTION_MARK } from './hostile-values.ts';

const setBody =
  (body: string | ((out: Outgoing) => string)) =>
  (out: Outgoing): void => {
    out.body = typeof body === 'string' ? body : body(out);
  };
const setHeader =
  (name: string, value: string) =>
  (out: Outgoing): void => {
    out.headers[name] = value;
  };

/** Envelope malformations: what is done to a correctly sealed request, and the refusal it earns. */
export function envelopeAttack(
  dice: Dice,
  call: string,
  registered: readonly string[],
): { kind: string; tamper: Plan['tamper']; codes: readonly number[]; sealPath?: string } {
  const kinds = [
    'not-json',
    'wrong-types',
    'bad-base64',
    'bad-ciphertext',
    'flipped-ciphertext',
    'wrong-signature',
    'swapped-signature',
    'huge',
    'unknown-path',
    'garbage-channel',
    'unknown-server-key',
    'garbage-timestamp',
    'missing-header',
    'wrong-method',
    'wrong-content-type',
    'empty',
    'moved',
    'array-body',
    'polluting-body',
    'deep-body',
  ] as const;
  const kind = dice.pick(kinds);
  const json = (value: unknown) => JSON.stringify(value);
  switch (kind) {
    case 'not-json': {
      const body = dice.pick(['{', '{"data":', "{'data':'x'}", 'data=x', 'NaN', '{"data":"x",}']) + dice.junk(dice.int(200));
      return { kind, codes: [CODE.malformedRequest], tamper: setBody(body) };
    }
    case 'wrong-types': {
      const data = dice.pick<unknown>([42, null, true, [], { nested: 'x' }, 1.5e308, -0, '']);
      return { kind, codes: [CODE.malformedRequest, CODE.badSignature], tamper: setBody(json({ data })) };
    }
    case 'bad-base64': {
      const data = `${dice.junk(40)}!@#$%`;
      return { kind, codes: [CODE.badSignature], tamper: setBody(json({ data })) };
    }
    case 'bad-ciphertext': {
      const data = dice.base64url(16 + dice.int(400));
      return { kind, codes: [CODE.badSignature], tamper: setBody(json({ data })) };
    }
    case 'flipped-ciphertext': {
      const at = dice.next();
      return {
        kind,
        codes: [CODE.badSignature],
        tamper: (out, sealed) => {
          const data = sealed.body.data;
          const i = Math.floor(at * data.length);
          out.body = json({ data: `${data.slice(0, i)}${data[i] === 'A' ? 'B' : 'A'}${data.slice(i + 1)}` });
        },
      };
    }
    case 'wrong-signature': {
      const signature = dice.pick([dice.base64url(43), dice.junk(10), dice.base64url(200), 'A'.repeat(43), dice.base64url(42)]);
      return { kind, codes: [CODE.badSignature], tamper: setHeader(HEADER.signature, signature) };
    }
    case 'swapped-signature':
      // A genuine signature of the same device, made for another request.
      return { kind, codes: [CODE.badSignature], tamper: (out, _sealed, other) => setHeader(HEADER.signature, other)(out) };
    case 'huge': {
      const size = dice.pick([300 * 1024, 257 * 1024, 1024 * 1024]);
      return { kind, codes: [CODE.payloadTooLarge], tamper: setBody(json({ data: 'A'.repeat(size) })) };
    }
    case 'unknown-path': {
      const path = dice.pick([
        '/Api/',
        '/Api/Nope/x',
        `/Api/${dice.base64url(5)}/y`,
        '/Api/System/../../etc/passwd',
        '/Api/%2e%2e/%2e%2e/etc/passwd',
        `${call}/extra`,
        `${call}/`,
        `${call}%00`,
        call.toLowerCase() === call ? `${call}X` : call.toLowerCase(),
        `${call}.json`,
      ]);
      return {
        kind,
        codes: [CODE.unknownCall],
        tamper: (out) => {
          out.path = path;
        },
      };
    }
    case 'garbage-channel': {
      const channel = dice.pick([
        '.x',
        'x.',
        '..',
        `${dice.base64url(20)}.${dice.base64url(20)}.x`,
        dice.base64url(500),
        ` ${dice.base64url(10)}`,
      ]);
      return { kind, codes: [CODE.malformedRequest, CODE.unknownServerKey], tamper: setHeader(HEADER.channel, channel) };
    }
    case 'unknown-server-key': {
      const kid = dice.base64url(1 + dice.int(16));
      return {
        kind,
        codes: [CODE.unknownServerKey],
        tamper: (out) => {
          const channel = out.headers[HEADER.channel] ?? '';
          out.headers[HEADER.channel] = `${kid}${channel.slice(channel.indexOf('.'))}`;
        },
      };
    }
    case 'garbage-timestamp': {
      const timestamp = dice.pick(['abc', '-1', '1e20', '99999999999999999999', '0', '0x1', ' 1', '1.5', String(Date.now() + 3_600_000)]);
      return { kind, codes: [CODE.staleTimestamp], tamper: setHeader(HEADER.timestamp, timestamp) };
    }
    case 'missing-header': {
      const name = dice.pick([HEADER.channel, HEADER.timestamp, HEADER.signature]);
      const empty = dice.chance(0.5);
      return {
        kind: `${kind}:${name}${empty ? '=empty' : ''}`,
        codes: [CODE.malformedRequest],
        tamper: (out) => {
          if (empty) out.headers[name] = '';
          else delete out.headers[name];
        },
      };
    }
    case 'wrong-method': {
      const method = dice.pick(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
      return {
        kind: `${kind}:${method}`,
        codes: [CODE.unknownCall, CODE.malformedRequest],
        tamper: (out) => {
          out.method = method;
          if (method === 'GET' || method === 'DELETE' || method === 'OPTIONS') out.body = undefined;
        },
      };
    }
    case 'wrong-content-type': {
      const type = dice.pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/jsonx',
      ]);
      return { kind, codes: [CODE.malformedRequest], tamper: setHeader('content-type', type) };
    }
    case 'empty':
      return { kind, codes: [CODE.malformedRequest], tamper: setBody('') };
    case 'moved': {
      // Signed correctly, but sealed for another call: the path is authenticated data, so it does not open.
      const others = registered.filter((path) => path !== call);
      return { kind, codes: [CODE.undecryptable], sealPath: dice.pick(others), tamper: undefined };
    }
    case 'array-body':
      return { kind, codes: [CODE.malformedRequest], tamper: setBody((out) => `[${out.body}]`) };
    case 'polluting-body':
      return {
        kind,
        codes: [CODE.malformedRequest],
        tamper: setBody((out) => `{"__proto__":{"${POLLUTION_MARK}":true},${(out.body ?? '{}').slice(1)}`),
      };
    case 'deep-body': {
      const depth = dice.pick([1000, 20_000, 100_000]);
      return {
        kind: `${kind}:${depth}`,
        codes: [CODE.malformedRequest],
        tamper: setBody(`{"data":${'['.repeat(depth)}${']'.repeat(depth)}}`),
      };
    }
  }
}
