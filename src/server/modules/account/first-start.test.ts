// The first start's demo user and invite code, including two processes of a scaled-out deployment
// starting together on a fresh database.
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database.ts';
import { createLogger } from '../../logger.ts';
import type { Mailer } from '../../notify/mail/mailer.ts';
import { RateLimiter } from '../../security/rate-limiter.ts';
import { SecretBox } from '../../security/secret-box.ts';
import { type AccountServices, accountServices } from './account-services.ts';
import { DEFAULT_DEMO_ACCOUNT, DEFAULT_DEMO_PASSWORD, ensureFirstStart } from './first-start.ts';

let database: Database;
let s: AccountServices;
const mailer: Mailer = { kind: 'outbox', send: async () => undefined, close: async () => {} };
const demo = { account: DEFAULT_DEMO_ACCOUNT, password: DEFAULT_DEMO_PASSWORD };

beforeEach(async () => {
  database = await openDatabase({});
  const now = () => Date.parse('2026-03-01T12:00:00Z');
  s = accountServices({
    db: database.db,
    secretBox: new SecretBox([randomBytes(32)]),
    mailer,
    limiter: new RateLimiter(database.db, now),
    now,
    publicUrl: () => 'http://console.test',
    log: createLogger('silent'),
  });
});
afterEach(async () => {
  await database.close();
});

describe('the first start', () => {
  it('creates the demo user once and finds it on every later start', async () => {
    const first = await ensureFirstStart(s, demo);
    expect(first).toMatchObject({ demoAccount: DEFAULT_DEMO_ACCOUNT, demoPasswordWorks: true });
    const again = await ensureFirstStart(s, demo);
    expect(again.demoAccount).toBe(DEFAULT_DEMO_ACCOUNT);
    expect(again.inviteCode).toBe(first.inviteCode);
  });

  it('succeeds in both of two starts at once on a fresh database, with one demo user', async () => {
    const [a, b] = await Promise.all([ensureFirstStart(s, demo), ensureFirstStart(s, demo)]);
    expect(a.demoAccount).toBe(DEFAULT_DEMO_ACCOUNT);
    expect(b.demoAccount).toBe(DEFAULT_DEMO_ACCOUNT);
    expect(a.demoPasswordWorks && b.demoPasswordWorks).toBe(true);
    // Both announce the same operator code.
    expect(b.inviteCode).toBe(a.inviteCode);
    expect((await s.users.byUserName(DEFAULT_DEMO_ACCOUNT))?.userName).toBe(DEFAULT_DEMO_ACCOUNT);
  });
});
