// The scaled-out mode is switched on by DATABASE_URL and REDIS_URL together, and refuses settings
// that would leave its processes unable to share the work.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

const SCALED = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/mmc',
  REDIS_URL: 'redis://127.0.0.1:6379',
  MASTER_KEY: 'a2V5',
  SMTP_URL: 'smtp://127.0.0.1:2525',
};

describe('the scaled-out mode in the configuration', () => {
  it('stays off without REDIS_URL, with the embedded sandboxes on', () => {
    const config = loadConfig({});
    expect(config.scaled).toBe(false);
    expect(config.SANDBOX_VENUES).toBe('on');
    expect(loadConfig({ DATABASE_URL: SCALED.DATABASE_URL }).scaled).toBe(false);
  });

  it('is on with DATABASE_URL, REDIS_URL, MASTER_KEY and SMTP_URL, with the embedded sandboxes off', () => {
    const config = loadConfig(SCALED);
    expect(config.scaled).toBe(true);
    expect(config.SANDBOX_VENUES).toBe('off');
    expect(config.REDIS_PREFIX).toBe('mmc');
  });

  it('says what is missing or cannot be', () => {
    expect(() => loadConfig({ REDIS_URL: SCALED.REDIS_URL })).toThrow(/REDIS_URL needs DATABASE_URL/);
    expect(() => loadConfig({ ...SCALED, MASTER_KEY: undefined })).toThrow(/REDIS_URL needs MASTER_KEY/);
    expect(() => loadConfig({ ...SCALED, SANDBOX_VENUES: 'on' })).toThrow(/npm run sandbox/);
  });

  it('reads sandbox exchanges started on their own as name=url pairs', () => {
    const config = loadConfig({ ...SCALED, SANDBOX_EXCHANGES: 'sandbox-a=http://127.0.0.1:7100, sandbox-b=http://127.0.0.1:7101' });
    expect(config.sandboxExchanges).toEqual([
      { name: 'sandbox-a', url: 'http://127.0.0.1:7100' },
      { name: 'sandbox-b', url: 'http://127.0.0.1:7101' },
    ]);
    expect(() => loadConfig({ SANDBOX_EXCHANGES: 'sandbox-a 7100' })).toThrow(/expected name=url pairs/);
  });
});
