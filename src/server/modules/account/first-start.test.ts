// The first start's demo user and invite code, including two processes of a scaled-out deployment
// starting together on a fresh database, and a deployment that wants no demo user.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database.ts';
import type { Mailer } from '../../notify/mail/mailer.ts';
import { verifyPassword } from '../../security/password-hash.ts';
import { testAccountServices } from '../../../../tests/support/account-services.ts';
import type { AccountServices } from './account-services.ts';
import { DEFAULT_DEMO_ACCOUNT, DEFAULT_DEMO_PASSWORD, ensureFirstStart, firstStartLines } from './first-start.ts';

let database: Database;
let s: AccountServices;
const mailer: Mailer = { kind: 'outbox', send: async () => undefined, close: async () => {} };
const demo = { account: DEFAULT_DEMO_ACCOUNT, password: DEFAULT_DEMO_PASSWORD };

beforeEach(async () => {
  database = await openDatabase({});
  s = testAccountServices(database.db, () => Date.parse('2026-03-01T12:00:00Z'), mailer);
});
afterEach(async () => {
  await database.close();
});

describe('the first start', () => {
  it('creates the demo user once and finds it on every later start', async () => {
    const first = await ensureFirstStart(s, demo);
    expect(first.demo).toMatchObject({ account: DEFAULT_DEMO_ACCOUNT, passwordWorks: true });
    const again = await ensureFirstStart(s, demo);
    expect(again.demo?.account).toBe(DEFAULT_DEMO_ACCOUNT);
    expect(again.inviteCode).toBe(first.inviteCode);
  });

  it('succeeds in both of two starts at once on a fresh database, with one demo user', async () => {
    const [a, b] = await Promise.all([ensureFirstStart(s, demo), ensureFirstStart(s, demo)]);
    expect(a.demo?.account).toBe(DEFAULT_DEMO_ACCOUNT);
    expect(b.demo?.account).toBe(DEFAULT_DEMO_ACCOUNT);
    expect(a.demo?.passwordWorks && b.demo?.passwordWorks).toBe(true);
    // Both announce the same operator code.
    expect(b.inviteCode).toBe(a.inviteCode);
    expect((await s.users.byUserName(DEFAULT_DEMO_ACCOUNT))?.userName).toBe(DEFAULT_DEMO_ACCOUNT);
  });

  it('makes no demo user when the deployment asks for none, and prints only the invite code', async () => {
    const result = await ensureFirstStart(s, null);
    expect(await s.users.byUserName(DEFAULT_DEMO_ACCOUNT)).toBeUndefined();
    expect(firstStartLines(result)).toEqual([expect.stringMatching(/^invite code: /)]);
  });

  it('disables the demo user of an earlier start (its password stops working, its sessions end) until asked for again', async () => {
    await ensureFirstStart(s, demo);
    const created = await s.users.byUserName(DEFAULT_DEMO_ACCOUNT);
    const caller = { ip: '127.0.0.1', deviceId: 'device-1', userAgent: 'test' };
    const token = await s.sessions.open(created!, caller, 'password');
    await expect(s.sessions.resolve(token, caller)).resolves.toMatchObject({ userId: created!.id });

    const result = await ensureFirstStart(s, null);
    expect(result.disabledDemoAccounts).toEqual([DEFAULT_DEMO_ACCOUNT]);
    const disabled = await s.users.byUserName(DEFAULT_DEMO_ACCOUNT);
    expect(await verifyPassword(DEFAULT_DEMO_PASSWORD, disabled!.passwordHash)).toBe(false);
    expect(disabled!.safeLogin).toBe(true);
    await expect(s.sessions.resolve(token, caller)).rejects.toMatchObject({ code: 2001 });
    // Disabled once: later starts find nothing more to do.
    expect((await ensureFirstStart(s, null)).disabledDemoAccounts).toEqual([]);
    // Asked for again, it comes back with the printed password working.
    expect((await ensureFirstStart(s, demo)).demo).toMatchObject({ account: DEFAULT_DEMO_ACCOUNT, passwordWorks: true });
  });
});
