import { describe, expect, it } from 'vitest';
import { keepInvalidLines, keyCount, lineList } from './import-result.ts';

const KEY_A = `0x${'a'.repeat(64)}`;
const KEY_B = `0x${'b'.repeat(64)}`;

describe('the import box after an import', () => {
  it('keeps only the lines the server could not read, in their order', () => {
    const typed = [KEY_A, 'not a key', KEY_B, '0x123'].join('\n');
    expect(keepInvalidLines(typed, [2, 4])).toBe('not a key\n0x123');
  });

  it('numbers lines as sent, blank lines and CRLF breaks included', () => {
    const typed = `${KEY_A}\r\n\r\nbad line\r\n${KEY_B}`;
    expect(keepInvalidLines(typed, [3])).toBe('bad line');
  });

  it('is empty when every line was a key (imported or already held)', () => {
    expect(keepInvalidLines(`${KEY_A}\n${KEY_B}`, [])).toBe('');
  });

  it('lists the first line numbers in order, and marks that there are more', () => {
    expect(lineList([9, 2, 5])).toBe('2, 5, 9');
    expect(lineList([1, 2, 3, 4], 2)).toBe('1, 2, …');
  });

  it('counts the keys typed, not the blank lines', () => {
    expect(keyCount(`${KEY_A}\n\n  \n${KEY_B}\n`)).toBe(2);
  });
});
