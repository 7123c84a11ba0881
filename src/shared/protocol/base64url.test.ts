import { describe, expect, it } from 'vitest';
import { btoaBase64Url, fromBase64Url, toBase64Url } from './base64url.ts';

describe('base64url', () => {
  it("encodes as the browser's btoa path does, for every length, a view into a larger buffer and more than one chunk", () => {
    const lengths = [...Array.from({ length: 40 }, (_, index) => index), 0x8000 - 1, 0x8000, 0x8000 + 7, 100_000];
    for (const length of lengths) {
      const backing = Uint8Array.from({ length: length + 10 }, (_, index) => (index * 7919 + length) % 256);
      const bytes = backing.subarray(3, 3 + length);
      const encoded = toBase64Url(bytes);
      expect(encoded, `length ${length}`).toBe(btoaBase64Url(bytes));
      expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(fromBase64Url(encoded)).toEqual(new Uint8Array(bytes));
    }
  });

  it('refuses text that is not base64url', () => {
    expect(fromBase64Url('ab+c')).toBeNull();
    expect(fromBase64Url('abcde')).toBeNull();
    expect(fromBase64Url('ab=')).toBeNull();
  });
});
