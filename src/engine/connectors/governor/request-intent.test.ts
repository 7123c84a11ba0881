// A person's call marks its reads interactive; orders and cancels keep their own priority, and work
// outside the call stays a bot's read.
import { describe, expect, it } from 'vitest';
import { currentIntent, runInteractive, runWithIntent } from './request-intent.ts';

const READ = { priority: 'read', newOrders: 0 } as const;
const ORDER = { priority: 'order', newOrders: 1 } as const;
const CANCEL = { priority: 'cancel', newOrders: 0 } as const;

describe('request intent', () => {
  it("makes a person's reads interactive and leaves orders and cancels as they are", async () => {
    const seen = await runInteractive(async () => ({
      read: await runWithIntent(READ, async () => currentIntent().priority),
      order: await runWithIntent(ORDER, async () => currentIntent().priority),
      cancel: await runWithIntent(CANCEL, async () => currentIntent().priority),
      undeclared: currentIntent().priority,
    }));
    expect(seen).toEqual({ read: 'interactive', order: 'order', cancel: 'cancel', undeclared: 'interactive' });
  });

  it("keeps the reads of work outside a person's call a bot's reads", async () => {
    expect(await runWithIntent(READ, async () => currentIntent().priority)).toBe('read');
    expect(currentIntent().priority).toBe('read');
  });
});
