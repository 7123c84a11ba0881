import { describe, expect, it } from 'vitest';
import { sameParameters } from './same-parameters.ts';

describe('sameParameters', () => {
  it('ignores key order and keys left undefined, at any depth', () => {
    expect(sameParameters({ a: 1, b: { c: [1, { d: 2, e: 3 }] } }, { b: { c: [1, { e: 3, d: 2 }] }, a: 1, f: undefined })).toBe(true);
  });

  it('tells different values, array orders and present-but-null keys apart', () => {
    expect(sameParameters({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameParameters({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameParameters({ a: 1 }, { a: 1, b: null })).toBe(false);
  });
});
