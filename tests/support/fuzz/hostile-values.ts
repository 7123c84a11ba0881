// The hostile values the protocol fuzz test puts into requests: wrong types, huge strings,
// negative and NaN-like amounts, unicode trouble, SQL and script payloads, and a seeded dice so a
// failure can be replayed with the same seed. Each value carries a name for failure messages.
//
// None of these values may look like a stack trace or a server file path: the fuzz test reads
// every answer (echo sends the payload back) for such leaks.

/** mulberry32: a small seeded generator, so a failure can be reproduced. */
export function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Dice {
  readonly next: () => number;

  constructor(readonly seed: number) {
    this.next = mulberry32(seed);
  }

  /** 0 ≤ n < count */
  int(count: number): number {
    return Math.floor(this.next() * count);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from nothing');
    return items[this.int(items.length)] as T;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [items[i], items[j]] = [items[j] as T, items[i] as T];
    }
    return items;
  }

  /** Printable ASCII (no control characters: header values must stay sendable). */
  junk(length: number): string {
    let text = '';
    for (let i = 0; i < length; i++) text += String.fromCharCode(32 + this.int(95));
    return text;
  }

  base64url(length: number): string {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    let text = '';
    for (let i = 0; i < length; i++) text += alphabet[this.int(64)];
    return text;
  }
}

export interface Hostile {
  /** Short name for failure messages and counts: "sql", "nan-text", "huge-emoji"... */
  name: string;
  value: unknown;
}

const KB = 1024;
/** A huge string field: 100 KB, well under the body limit once sealed, far over every max length. */
export const HUGE_BYTES = 100 * KB;

const fill = (unit: string, bytes: number) => unit.repeat(Math.ceil(bytes / Buffer.byteLength(unit)));

export const SQL_STRINGS: readonly string[] = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "admin'--",
  "' UNION SELECT password_hash, email FROM users --",
  "'; SELECT pg_sleep(30); --",
  "1' AND SLEEP(5)#",
  "%' OR '%'='",
  '$1',
  "\\'; COPY users TO '/tmp/x'; --",
  "'); DELETE FROM sessions; --",
  '1 OR 1=1',
  '" OR ""="',
  "';--",
];

export const SCRIPT_STRINGS: readonly string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(1)',
  "{{constructor.constructor('alert(1)')()}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, on purpose
  '${process.exit(1)}',
  '{{7*7}}',
  '<!--',
  ']]><x>',
  '<iframe src="data:text/html,<script>alert(1)</script>">',
  "';alert(String.fromCharCode(88,83,83))//",
];

export const UNICODE_STRINGS: readonly string[] = [
  '\u202eRTL override\u202c',
  '\u200f\u200e mixed marks',
  '\u200b\u200c\u200d\ufeff',
  '😀🔥💸👨‍👩‍👧‍👦',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'lone \udfff surrogate',
  '\ud83d',
  'e\u0301\u0301\u0301',
  'Ω≈ç√∫˜µ≤≥÷',
  'ＡＢＣ１２３',
  '١٢٣٤٥٦',
  '𝟏𝟐𝟑𝟒𝟓𝟔',
  '१२३४५६',
  'İıßẞ',
  '\u0085\u2028\u2029',
  '\t\r\n\v\f',
  'раураl',
  'Z̸̢̧̛̤̫̝a̷̛̗l̶̢̛g̷̨̛o̸̧̜',
  '\u001b[31mred\u001b[0m',
  '\ufffd\ufffe\uffff',
];

export const NUMERIC_TEXT: readonly string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '-1e309',
  '1e309',
  '-0',
  '-1',
  '-0.5',
  '0x10',
  '1e-400',
  '9'.repeat(400),
  '+1',
  ' 1 ',
  '1_000',
  '1,5',
  '.5',
  '1.',
  '0.0000000000000000000001',
  '１',
];

export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '{"$gt":""}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%s%s%s%n',
  '\r\nSet-Cookie: a=b',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'a'.repeat(255),
  'a'.repeat(10_001),
  ' '.repeat(300),
];

export const HUGE_STRINGS: readonly Hostile[] = [
  { name: 'huge-ascii', value: fill('A', HUGE_BYTES) },
  { name: 'huge-emoji', value: fill('😀', HUGE_BYTES) },
  { name: 'huge-sql', value: fill("' OR 1=1 -- ", HUGE_BYTES) },
  { name: 'huge-script', value: fill('<script>alert(1)</script>', HUGE_BYTES) },
];

/** Numbers and what JSON makes of NaN and Infinity (null), and the NaN-like texts. */
export const HOSTILE_NUMBERS: readonly Hostile[] = [
  { name: 'negative', value: -1 },
  { name: 'negative-tiny', value: -0.000001 },
  { name: 'negative-huge', value: -1e308 },
  { name: 'zero', value: 0 },
  { name: 'minus-zero', value: -0 },
  { name: 'float-error', value: 0.1 + 0.2 },
  { name: 'denormal', value: 5e-324 },
  { name: 'huge', value: 1e308 },
  { name: 'max-value', value: Number.MAX_VALUE },
  { name: 'unsafe-integer', value: Number.MAX_SAFE_INTEGER + 2 },
  { name: 'negative-unsafe-integer', value: -(2 ** 53 + 2) },
  { name: 'int32-overflow', value: 2 ** 31 },
  { name: 'uint32-overflow', value: 2 ** 32 },
  { name: 'int64-overflow', value: 2 ** 63 },
  { name: 'fraction', value: 1.5 },
  { name: 'nearly-one', value: 0.9999999999999999 },
  { name: 'exponent', value: 1e21 },
  { name: 'nan-as-null', value: Number.NaN },
  { name: 'infinity-as-null', value: Number.POSITIVE_INFINITY },
  { name: 'nan-text', value: 'NaN' },
  { name: 'infinity-text', value: 'Infinity' },
  { name: 'overflow-text', value: '-1e309' },
  { name: 'minus-zero-text', value: '-0' },
  { name: 'numeric-text', value: '1' },
  { name: 'negative-text', value: '-1' },
];

/** Values of every JSON type, for a field that wants another. */
export const WRONG_TYPES: readonly Hostile[] = [
  { name: 'number', value: 42 },
  { name: 'negative', value: -1 },
  { name: 'true', value: true },
  { name: 'false', value: false },
  { name: 'null', value: null },
  { name: 'empty-array', value: [] },
  { name: 'array', value: [1, 'two', null] },
  { name: 'empty-object', value: {} },
  { name: 'object', value: { nested: 'x', $gt: '' } },
  { name: 'string', value: 'text' },
  { name: 'numeric-string', value: '1' },
  { name: 'boolean-string', value: 'true' },
];

const named = (prefix: string, values: readonly string[]): Hostile[] => values.map((value, i) => ({ name: `${prefix}-${i}`, value }));

/** Every hostile string, grouped by kind. */
export const HOSTILE_STRING_GROUPS: Readonly<Record<string, readonly Hostile[]>> = {
  sql: named('sql', SQL_STRINGS),
  script: named('script', SCRIPT_STRINGS),
  unicode: named('unicode', UNICODE_STRINGS),
  'numeric-text': named('numeric-text', NUMERIC_TEXT),
  odd: named('odd', ODD_STRINGS),
  huge: HUGE_STRINGS,
};

/** The same, without the huge ones: for requests that put many of them in one payload. */
export const SMALL_HOSTILE_STRINGS: readonly Hostile[] = Object.entries(HOSTILE_STRING_GROUPS)
  .filter(([group]) => group !== 'huge')
  .flatMap(([, values]) => values);

/** Marks what a prototype-polluting payload would plant on Object.prototype. */
export const POLLUTION_MARK = 'mmcFuzzPolluted';

/** `{"__proto__":{...},"constructor":{"prototype":{...}}, ...rest}` as an object whose __proto__ is an own key. */
export function withPollutingKeys(rest: Record<string, unknown>): Record<string, unknown> {
  const poison = `{"${POLLUTION_MARK}":true,"isAdmin":true,"userId":1}`;
  const text = `{"__proto__":${poison},"constructor":{"prototype":${poison}},"prototype":${poison}`;
  const tail = JSON.stringify(rest).slice(1);
  return JSON.parse(tail === '}' ? `${text}}` : `${text},${tail}`) as Record<string, unknown>;
}

/** An array nested `depth` deep, built without recursion. */
export function deepNesting(depth: number, kind: 'array' | 'object' = 'array'): unknown {
  return JSON.parse(kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
}
