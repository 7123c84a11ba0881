import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ANCHORS, compare, comparisonLines } from './_anchors.ts';

describe('figures set against their anchors and the machine reference', () => {
  it('sets a figure against a fixed goal and scales a time to a 1 s reference', () => {
    const compared = compare([{ figure: 'meanMs', anchor: 16, kind: 'goal', scales: 'time' }], { meanMs: 4.4, p95Ms: 9 }, 2);
    expect(compared).toEqual({ meanMs: { value: 4.4, goal: 16, ratio: 0.275, atOneSecondReference: 2.2 } });
    expect(comparisonLines(compared)).toEqual(['meanMs 4.4 = 0.275 × goal 16; 2.2 at a 1 s reference']);
  });

  it('sets a figure against another figure of the same run, nested ones included', () => {
    const figures = { plain: { requestsPerSecond: 8000 }, encrypted: { requestsPerSecond: 6000 }, seconds: 60, floorSeconds: 50 };
    const compared = compare(
      [
        { figure: 'encrypted.requestsPerSecond', anchor: 'plain.requestsPerSecond', kind: 'anchor' },
        { figure: 'seconds', anchor: 'floorSeconds', kind: 'floor' },
      ],
      figures,
      1.5,
    );
    expect(compared).toEqual({
      'encrypted.requestsPerSecond': { value: 6000, anchor: 8000, ratio: 0.75 },
      seconds: { value: 60, floor: 50, ratio: 1.2 },
    });
  });

  it('scales a rate up by the reference time (a slower machine does fewer a second)', () => {
    expect(compare([{ figure: 'ordersPerSecond', scales: 'rate' }], { ordersPerSecond: 50_000 }, 2)).toEqual({
      ordersPerSecond: { value: 50_000, atOneSecondReference: 100_000 },
    });
  });

  it('leaves out what a run did not report (a failed file)', () => {
    expect(compare(ANCHORS['order-book-render.ts']!, { failed: true }, 1)).toEqual({});
  });

  it('names only bench files that exist', () => {
    const missing = Object.keys(ANCHORS).filter((file) => !existsSync(fileURLToPath(new URL(`./${file}`, import.meta.url))));
    expect(missing).toEqual([]);
  });
});
