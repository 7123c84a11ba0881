import { describe, expect, it } from 'vitest';
import { parseKeyLines, parsePrivateKey } from './private-keys.ts';

const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

describe('private key lines', () => {
  it('accepts a key with or without 0x and in either case', () => {
    expect(parsePrivateKey(KEY)?.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(parsePrivateKey(KEY.slice(2).toUpperCase())?.privateKey).toBe(KEY);
  });

  it('refuses zero, the curve order and what is not 64 hex digits', () => {
    expect(parsePrivateKey(`0x${'0'.repeat(64)}`)).toBeNull();
    expect(parsePrivateKey('0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141')).toBeNull();
    expect(parsePrivateKey(KEY.slice(0, 40))).toBeNull();
    expect(parsePrivateKey(`${KEY}00`)).toBeNull();
  });

  it('reports bad lines by number, skips blank lines and counts a repeated key once', () => {
    const text = [KEY, '', 'not a key', `  ${KEY.toUpperCase().replace('0X', '0x')}  `, '0x01'].join('\n');
    const parsed = parseKeyLines(text);
    expect(parsed.keys.map((key) => key.line)).toEqual([1]);
    expect(parsed.invalid).toEqual([3, 5]);
    expect(parsed.repeated).toEqual([4]);
  });
});
