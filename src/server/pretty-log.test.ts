// `npm start` shows "HH:MM:SS LEVEL message" lines; warnings and errors keep their fields and stack.
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { prettyLogStream } from './pretty-log.ts';

function capture(level = 'info') {
  let text = '';
  const logger = createLogger(level, prettyLogStream({ write: (chunk: string) => (text += chunk) }));
  return { logger, lines: () => text.split('\n').filter(Boolean) };
}

describe('pretty log lines', () => {
  it('prints an info line as time, level and message only', () => {
    const { logger, lines } = capture();
    logger.child({ part: 'mail' }).info({ to: 'demo@example.com', purpose: 'login' }, 'mail to demo@example.com: login code 123456');
    expect(lines()).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}mail to demo@example\.com: login code 123456$/)]);
  });

  it('keeps the fields of a warning and the stack of an error', () => {
    const { logger, lines } = capture();
    logger.warn({ venue: 'sandbox-a', attempt: 2 }, 'venue slow');
    logger.error({ err: new Error('socket hang up') }, 'request failed');
    const [warning, error, stack] = lines();
    expect(warning).toMatch(/^\d\d:\d\d:\d\d WARN {2}venue slow \{"venue":"sandbox-a","attempt":2\}$/);
    expect(error).toMatch(/^\d\d:\d\d:\d\d ERROR request failed$/);
    expect(stack).toBe('Error: socket hang up');
  });

  it('still redacts credentials and honours the level', () => {
    const { logger, lines } = capture('warn');
    logger.info('not shown');
    logger.warn({ user: { password: 'Secret#1' } }, 'odd login');
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).toContain('"password":"[redacted]"');
    expect(lines()[0]).not.toContain('Secret#1');
  });
});
