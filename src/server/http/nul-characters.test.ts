import { describe, expect, it } from 'vitest';
import { nulFailure, pathOfNul } from './nul-characters.ts';

describe('pathOfNul', () => {
  it('finds a NUL character in a nested string, an array item or a key', () => {
    expect(pathOfNul({ a: 'fine', b: { c: 'x\u0000y' } })).toEqual(['b', 'c']);
    expect(pathOfNul({ list: ['ok', 'bad\u0000'] })).toEqual(['list', 1]);
    expect(pathOfNul({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
    expect(pathOfNul('\u0000')).toEqual([]);
  });

  it('passes anything without one, a written "\\u0000" included', () => {
    expect(pathOfNul({ a: '\\u0000', b: [1, null, true, { c: 'text' }] })).toBeNull();
  });
});

describe('nulFailure', () => {
  it('names the field in the message', () => {
    const t = (key: string, values?: Record<string, unknown>) => `${key}:${String(values?.field)}`;
    expect(nulFailure(['b', 'c'], t as never)).toEqual({
      message: 'validation.nulCharacter:b.c',
      issues: [{ path: 'b.c', message: 'validation.nulCharacter:b.c' }],
    });
  });
});
