import { describe, expect, it } from 'vitest';
import { parseTaskPush } from './task-push.ts';

describe('task push payload', () => {
  it('reads a task push', () => {
    expect(
      parseTaskPush(
        JSON.stringify({ kind: 'task', schedule_code: 'Tabc', title: 'Batch finished', body: '100 orders placed', url: '/stocks' }),
      ),
    ).toEqual({ title: 'Batch finished', body: '100 orders placed', url: '/stocks', tag: 'task-Tabc', scheduleCode: 'Tabc' });
  });

  it('is not a task push without the task kind and code', () => {
    expect(parseTaskPush(JSON.stringify({ title: 'alert', firingId: 1 }))).toBeNull();
    expect(parseTaskPush('plain text')).toBeNull();
    expect(parseTaskPush(null)).toBeNull();
  });

  it('opens only paths of this site, the trading screen otherwise', () => {
    expect(parseTaskPush(JSON.stringify({ kind: 'task', schedule_code: 'T1', url: 'https://evil.example/' }))?.url).toBe('/stocks');
    expect(parseTaskPush(JSON.stringify({ kind: 'task', schedule_code: 'T1', url: '/record' }))?.url).toBe('/record');
  });
});
