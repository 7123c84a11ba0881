import { describe, expect, it } from 'vitest';
import { onlyRow } from './only-row.ts';

describe('onlyRow', () => {
  it('gives back the row a returning statement produced', () => {
    expect(onlyRow([{ id: 7 }], 'robot 7 not found')).toEqual({ id: 7 });
  });

  it('throws the given message when the statement touched no row', () => {
    expect(() => onlyRow([], 'robot 7 not found')).toThrow('robot 7 not found');
  });
});
