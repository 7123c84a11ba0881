import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fileAccountServices } from '../../../../tests/support/account-services.ts';
import { IP_CHECK_OFF_MS } from '../../../shared/contracts/account/ip-check-set.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from './account-policy.ts';
import { runAccountCleanup } from './cleanup-job.ts';
import { safeLoginReasons } from './login-step.ts';
import { createAccount } from './create-account.ts';
import { hashToken } from './sessions.ts';
import type { UserRow } from './user-repository.ts';

let clock = Date.parse('2026-03-01T12:00:00Z');
const { s } = fileAccountServices(() => clock);

let counter = 0;
async function newUser(fields: Partial<UserRow> = {}): Promise<UserRow> {
  counter += 1;
  return createAccount(s, {
    userName: `sess${counter}user`,
    email: `sess${counter}@test.example.com`,
    password: 'Passw0rd!',
    availableUntil: new Date(clock + 1_000_000),
    ...fields,
  });
}

const DAY = 24 * 60 * 60 * 1000;
const device = { ip: '10.0.0.1', deviceId: 'device-a', userAgent: 'test' };
const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 1000,
    (error: { code: number }) => error.code,
  );

describe('sessions', () => {
  it('keeps only the SHA-256 of the token', async () => {
    const user = await newUser();
    const token = await s.sessions.open(user, device, 'password');
    const found = await s.sessionRows.withUserByTokenHash(hashToken(token));
    expect(found?.session.tokenHash).toBe(hashToken(token));
    expect(found?.session.tokenHash).not.toContain(token);
    expect(await s.sessions.resolve(token, device)).toMatchObject({ userId: user.id, account: user.userName });
  });

  it('ends after 30 idle days (2002), and each use within that keeps it alive', async () => {
    const user = await newUser();
    const token = await s.sessions.open(user, device, 'password');
    clock += SESSION_IDLE_MS - 60_000;
    await s.sessions.resolve(token, device); // used on day 29: the idle clock restarts
    clock += SESSION_IDLE_MS - 60_000;
    expect(await codeOf(s.sessions.resolve(token, device))).toBe(1000);
    clock += SESSION_IDLE_MS + 1;
    expect(await codeOf(s.sessions.resolve(token, device))).toBe(CODE.sessionExpired);
  });

  it('answers 2000 without a token and 2001 for a token it never issued', async () => {
    expect(await codeOf(s.sessions.resolve(null, device))).toBe(CODE.notLoggedIn);
    expect(await codeOf(s.sessions.resolve(randomBytes(32).toString('base64url'), device))).toBe(CODE.sessionInvalid);
  });

  it('refuses the token from another device (2001), whatever its IP', async () => {
    const user = await newUser();
    const token = await s.sessions.open(user, device, 'password');
    expect(await codeOf(s.sessions.resolve(token, { ...device, deviceId: 'device-b' }))).toBe(CODE.sessionInvalid);
  });

  it('with IP verification on, refuses another IP (2015); turned off, it comes back on after 7 days', async () => {
    const user = await newUser();
    const token = await s.sessions.open(user, device, 'password');
    const elsewhere = { ...device, ip: '10.0.0.2' };
    expect(await codeOf(s.sessions.resolve(token, elsewhere))).toBe(CODE.ipInvalid);
    await s.users.update(user.id, { ipCheck: false, ipCheckReenableAt: new Date(clock + IP_CHECK_OFF_MS) });
    expect(await codeOf(s.sessions.resolve(token, elsewhere))).toBe(1000);
    clock += IP_CHECK_OFF_MS - 1000;
    expect(await codeOf(s.sessions.resolve(token, elsewhere))).toBe(1000);
    clock += 1000;
    expect(await codeOf(s.sessions.resolve(token, elsewhere))).toBe(CODE.ipInvalid);
  });

  it('with multi-device login off, a new login ends the others (2014); a password change ends them with 2020', async () => {
    const user = await newUser({ multiLogin: false });
    const first = await s.sessions.open(user, device, 'password');
    const second = await s.sessions.open(user, { ...device, deviceId: 'device-b' }, 'password');
    expect(await codeOf(s.sessions.resolve(first, device))).toBe(CODE.loggedInElsewhere);
    const current = await s.sessions.resolve(second, { ...device, deviceId: 'device-b' });
    const third = await s.sessions.open({ ...user, multiLogin: true }, { ...device, deviceId: 'device-c' }, 'password');
    await s.sessions.endOthers(user.id, current.sessionId, 'password');
    expect(await codeOf(s.sessions.resolve(third, { ...device, deviceId: 'device-c' }))).toBe(CODE.passwordChanged);
    expect(await codeOf(s.sessions.resolve(second, { ...device, deviceId: 'device-b' }))).toBe(1000);
  });

  it('logs out only from the device that holds the session', async () => {
    const user = await newUser();
    const token = await s.sessions.open(user, device, 'password');
    await s.sessions.endByToken(token, 'device-b');
    expect(await codeOf(s.sessions.resolve(token, device))).toBe(1000);
    await s.sessions.endByToken(token, device.deviceId);
    expect(await codeOf(s.sessions.resolve(token, device))).toBe(CODE.sessionInvalid);
  });

  it('slides with use but ends 90 days after the login whatever the use (2002): the device logs in again', async () => {
    const user = await newUser();
    const token = await s.sessions.open(user, device, 'password');
    const loginAt = clock;
    while (clock - loginAt < SESSION_MAX_MS - 10 * DAY) {
      clock += 10 * DAY;
      expect(await codeOf(s.sessions.resolve(token, device))).toBe(1000);
    }
    clock = loginAt + SESSION_MAX_MS;
    expect(await codeOf(s.sessions.resolve(token, device))).toBe(CODE.sessionExpired);
  });
});

describe('login records', () => {
  it('keep the devices an account signed in from for as long as it exists: a dormant account still meets the new-device step', async () => {
    const user = await newUser({ safeLogin: false });
    await s.sessions.open(user, { ...device, userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/120.0' }, 'password');
    const ctx = { ...device, ip: '10.0.0.1' } as Parameters<typeof safeLoginReasons>[2];
    expect(await safeLoginReasons(s, user, ctx)).toEqual([]);
    clock += 2 * 365 * DAY;
    await runAccountCleanup(s);
    expect(await safeLoginReasons(s, user, { ...ctx, deviceId: 'device-new', ip: '10.9.9.9' })).toEqual(['new_device', 'new_ip']);
    expect(await safeLoginReasons(s, user, ctx)).toEqual([]);
    // Only the details age out: the browser's description is gone.
    const kept = await s.records.latestBefore(user.id, new Date(clock));
    expect(kept?.userAgent).toBe('');
  });
});
