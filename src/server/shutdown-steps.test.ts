import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { ShutdownSteps } from './shutdown-steps.ts';

describe('shutdown steps', () => {
  it('closes the parts last-added first, once however often close is called', async () => {
    const closed: string[] = [];
    const steps = new ShutdownSteps(createLogger('silent'));
    for (const name of ['database', 'venues', 'http server']) steps.add(name, () => void closed.push(name));
    await Promise.all([steps.close(), steps.close()]);
    await steps.close();
    expect(closed).toEqual(['http server', 'venues', 'database']);
  });

  it('names the part it waits on while that part closes', async () => {
    let release!: () => void;
    const steps = new ShutdownSteps(createLogger('silent'));
    steps.add('database', () => undefined);
    steps.add('wallet tasks', () => new Promise<void>((resolve) => (release = resolve)));
    expect(steps.inProgress()).toBeNull();
    const closing = steps.close();
    await Promise.resolve();
    expect(steps.inProgress()).toBe('wallet tasks');
    release();
    await closing;
    expect(steps.inProgress()).toBeNull();
  });

  it('names the piece a part made of several is closing', async () => {
    let release!: () => void;
    const steps = new ShutdownSteps(createLogger('silent'));
    steps.add('database', () => undefined);
    steps.add('venues and sandboxes', async (within) => {
      within('sandbox Solana');
      await new Promise<void>((resolve) => (release = resolve));
    });
    const closing = steps.close();
    await Promise.resolve();
    expect(steps.inProgress()).toBe('venues and sandboxes: sandbox Solana');
    release();
    await closing;
    expect(steps.inProgress()).toBeNull();
  });
});
