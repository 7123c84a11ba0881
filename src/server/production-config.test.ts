// What the configuration refuses or leaves out once the server runs as a deployment rather than on
// a laptop: no demo user unless asked for, no mail without SMTP, no blanket trust of forwarded
// addresses.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const SCALED = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/mmc',
  REDIS_URL: 'redis://127.0.0.1:6379',
  MASTER_KEY: 'a2V5',
  SMTP_URL: 'smtp://127.0.0.1:2525',
};

describe('the demo user in the configuration', () => {
  it('is demo01 in the embedded mode and absent in the scaled-out mode', () => {
    expect(loadConfig({}).demoAccount).toBe('demo01');
    expect(loadConfig(SCALED).demoAccount).toBeNull();
  });

  it('is asked for with DEMO_ACCOUNT=on or a name, and turned off with DEMO_ACCOUNT=off', () => {
    expect(loadConfig({ ...SCALED, DEMO_ACCOUNT: 'on' }).demoAccount).toBe('demo01');
    expect(loadConfig({ ...SCALED, DEMO_ACCOUNT: 'trial07' }).demoAccount).toBe('trial07');
    expect(loadConfig({ DEMO_ACCOUNT: 'off' }).demoAccount).toBeNull();
  });
});

describe('mail outside the embedded mode', () => {
  it('refuses the scaled-out mode without SMTP_URL, naming it', () => {
    expect(() => loadConfig({ ...SCALED, SMTP_URL: undefined })).toThrow(/SMTP_URL/);
  });

  it('keeps the outbox when MAIL_OUTBOX=on says so (a staging deployment)', () => {
    expect(loadConfig({ ...SCALED, SMTP_URL: undefined, MAIL_OUTBOX: 'on' }).scaled).toBe(true);
  });

  it('needs nothing in the embedded mode', () => {
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
  });

  it('takes the proxies as addresses and CIDRs separated by commas', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
  });

  it.each(['true', '*', '0.0.0.0/0', '::/0', '10.0.0.1,0.0.0.0/0', 'proxy.internal', '10.0.0.0/33'])(
    'refuses %s: only named proxies are trusted',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});
