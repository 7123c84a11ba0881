import { describe, expect, it } from 'vitest';
import { parseJson, stringifyJson, u64 } from './json-bigint.ts';

describe('JSON with 64-bit integers', () => {
  it('reads integers beyond 2^53 as bigints and leaves everything else as JSON.parse does', () => {
    expect(parseJson('{"lamports":18446744073709551615,"slot":42,"price":1.5,"memo":"12345678901234567890"}')).toEqual({
      lamports: 18446744073709551615n,
      slot: 42,
      price: 1.5,
      memo: '12345678901234567890',
    });
    expect(parseJson('[1e20, -3]')).toEqual([1e20, -3]);
  });

  it('writes bigints as bare integer literals', () => {
    expect(stringifyJson({ rentEpoch: 2n ** 64n - 1n, list: [1n, 'x'] })).toBe('{"rentEpoch":18446744073709551615,"list":[1,"x"]}');
    expect(parseJson(stringifyJson({ value: 9007199254740993n }))).toEqual({ value: 9007199254740993n });
  });

  it('keeps a u64 a number while it is exact', () => {
    expect(u64(5000n)).toBe(5000);
    expect(u64(2n ** 60n)).toBe(2n ** 60n);
  });
});
