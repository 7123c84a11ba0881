// JSON with 64-bit integers, as Solana's RPC speaks it: u64 values (lamports, rent epochs, slots)
// travel as bare integer literals that may exceed 2^53. @solana/kit writes its bigints that way and
// reads every integer back as a bigint, so the sandbox must neither round a large literal it is sent
// nor quote one it answers. Parsing turns integers beyond JavaScript's safe range into bigints;
// stringifying writes bigints as bare literals.

const TOKEN = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;
const BIG_MARK = '\u0000bigint:';
const MARKED = /"\\u0000bigint:(-?\d+)"/g;

function isUnsafeInteger(literal: string): boolean {
  if (/[.eE]/.test(literal)) return false;
  return !Number.isSafeInteger(Number(literal));
}

/** JSON.parse, except that an integer literal beyond ±(2^53 - 1) becomes a bigint. */
export function parseJson(text: string): unknown {
  let marked = false;
  const rewritten = text.replace(TOKEN, (token) => {
    if (token.startsWith('"') || !isUnsafeInteger(token)) return token;
    marked = true;
    // Escaped in the text; JSON.parse turns it back into the marker character.
    return `"\\u0000bigint:${token}"`;
  });
  if (!marked) return JSON.parse(text);
  return JSON.parse(rewritten, (_key, value) =>
    typeof value === 'string' && value.startsWith(BIG_MARK) ? BigInt(value.slice(BIG_MARK.length)) : value,
  );
}

/** JSON.stringify, except that a bigint is written as a bare integer literal. */
export function stringifyJson(value: unknown): string {
  let marked = false;
  const text = JSON.stringify(value, (_key, item) => {
    if (typeof item !== 'bigint') return item;
    marked = true;
    return `${BIG_MARK}${item}`;
  });
  return marked ? text.replace(MARKED, '$1') : text;
}

/** A u64 as a JSON value: a number while it is exact, a bigint (a bare literal) beyond. */
export function u64(value: bigint | number): number | bigint {
  const big = BigInt(value);
  return big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big;
}
