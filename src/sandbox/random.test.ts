import { describe, expect, it } from 'vitest';
import { createRng, hashedUnit } from './random.ts';

describe('seeded randomness', () => {
  it('repeats the same stream for the same seed and differs for another', () => {
    const a = createRng('seed', 1);
    const b = createRng('seed', 1);
    const c = createRng('seed', 2);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
  });

  it('draws uniforms in [0, 1) with a mean near one half', () => {
    const rng = createRng('uniform');
    let sum = 0;
    for (let i = 0; i < 20_000; i++) {
      const x = rng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      sum += x;
    }
    expect(sum / 20_000).toBeCloseTo(0.5, 1);
  });

  it('draws normals with mean 0 and variance 1', () => {
    const rng = createRng('normal');
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < 20_000; i++) {
      const x = rng.normal();
      sum += x;
      squares += x * x;
    }
    expect(sum / 20_000).toBeCloseTo(0, 1);
    expect(squares / 20_000).toBeCloseTo(1, 1);
  });

  it('hashes the same inputs to the same unit value', () => {
    expect(hashedUnit('x', 7)).toBe(hashedUnit('x', 7));
    expect(hashedUnit('x', 7)).not.toBe(hashedUnit('x', 8));
    expect(Math.abs(hashedUnit('y', 1))).toBeLessThanOrEqual(1);
  });
});
