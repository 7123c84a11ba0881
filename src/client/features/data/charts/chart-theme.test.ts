import { describe, expect, it } from 'vitest';
import { valueAxisSize } from './chart-theme.ts';

describe('a value axis’s width', () => {
  it('fits its longest label, counting a Chinese or Korean unit as nearly two digits', () => {
    expect(valueAxisSize(['0', '50', '200'])).toBe(43);
    expect(valueAxisSize(['2.75M'])).toBe(57);
    expect(valueAxisSize(['275万'])).toBe(Math.ceil(3 * 7 + 12.5 + 22));
  });

  it('has room for a label before the labels are known', () => {
    expect(valueAxisSize(null)).toBe(40);
  });
});
