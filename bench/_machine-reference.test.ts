import { describe, expect, it } from 'vitest';
import { measureReference } from './_machine-reference.ts';

describe('the machine reference', () => {
  it('times a fixed number of additions and says what it timed', () => {
    const reference = measureReference(1_000_000);
    expect(reference.workload).toBe('10^6 additions in a JS loop (one core)');
    expect(reference.seconds).toBeGreaterThan(0);
    expect(reference.cpuSeconds).toBeGreaterThan(0);
  });
});
