import { describe, expect, it } from 'vitest';
import type { SessionLog } from './session-log.ts';
import { StepLog } from './step-log.ts';
import type { FillRecord } from './store-port.ts';
import type { LogLine } from './types.ts';

function harness() {
  const written: Array<{ line: LogLine; at: number | undefined }> = [];
  const log = { append: (line: LogLine, at?: number) => written.push({ line, at }) } as unknown as SessionLog;
  const live = new Set<string>();
  return { written, live, steps: new StepLog(log, (id) => live.has(id)) };
}

const fill = (clientOrderId: string, amount: number, price: number) => ({ clientOrderId, amount, price }) as FillRecord;
const line = (key: string): LogLine => ({ key, level: 'info' });

describe('the step log', () => {
  it('writes a step once its last order has closed, with what its orders did and their lines as details', () => {
    const { written, live, steps } = harness();
    const summary: LogLine = { key: 'drawMoved', level: 'info', params: { from: 1, to: 2 } };
    for (const id of ['a', 'b']) {
      steps.join(summary, id, 1000);
      live.add(id);
      steps.placed(id);
      steps.order(id, line('orderPlaced'));
    }
    steps.filled(fill('a', 2, 10), line('orderFilled'));
    live.delete('a');
    steps.settle();
    // The resting leg is still open: nothing yet.
    expect(written).toEqual([]);
    steps.filled(fill('b', 1, 11), line('orderFilled'));
    live.delete('b');
    steps.settle();
    expect(written).toEqual([
      {
        line: {
          key: 'drawMoved',
          level: 'info',
          params: { from: 1, to: 2, placed: 2, filled: 2, volume: 31 },
          details: [line('orderPlaced'), line('orderPlaced'), line('orderFilled'), line('orderFilled')],
        },
        at: 1000,
      },
    ]);
  });

  it('writes the lines of an order outside any step as they come', () => {
    const { written, steps } = harness();
    steps.order('x', line('orderPlaced'));
    steps.filled(fill('x', 1, 1), line('orderFilled'));
    expect(written.map((entry) => entry.line.key)).toEqual(['orderPlaced', 'orderFilled']);
  });

  it('writes a step still open when the bot stops, with what it knows', () => {
    const { written, live, steps } = harness();
    steps.join(line('drawMoved'), 'a', 5);
    live.add('a');
    steps.settle();
    steps.settleAll();
    expect(written.map((entry) => entry.line.params)).toEqual([{ placed: 0, filled: 0, volume: 0 }]);
  });
});
