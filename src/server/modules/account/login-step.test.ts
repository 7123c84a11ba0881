// The login's second step when no new mail may go out: the code already mailed to the address is
// still valid, so a right password goes on to the code step with that code instead of answering
// "too frequent". The clock moves here, past the minute between codes, to reach the hourly limit.
import { describe, expect, it } from 'vitest';
import { fileAccountServices } from '../../../../tests/support/account-services.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/call-registry.ts';
import { createAccount } from './create-account.ts';
import { loginCall } from './login.ts';
import { loginCodeCall } from './login-code.ts';

let clock = Date.parse('2026-03-01T12:00:00Z');
const PASSWORD = 'Passw0rd!';
const { s, sent } = fileAccountServices(() => clock, {
  // Two codes an hour per address: the third login mail of the hour is refused.
  mailPerHour: { address: 2, ip: 30 },
});

const device = (deviceId: string, ip: string) =>
  ({
    ip,
    deviceId,
    language: 'en',
    userAgent: 'test',
    channel: 'web',
    token: null,
    user: null,
    t: (key: string) => key,
  }) as unknown as CallContext;

type Outcome = { code: number; data: Record<string, unknown> };
async function outcomeOf(call: Promise<unknown>): Promise<Outcome> {
  try {
    return { code: 1000, data: (await call) as Record<string, unknown> };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { code: error.code, data: (error.options.data ?? {}) as Record<string, unknown> };
  }
}
const logIn = (account: string, password: string, ctx: CallContext) => outcomeOf(loginCall(s).handle({ account, password }, ctx));
const enterCode = (account: string, code: string, ctx: CallContext) =>
  outcomeOf(loginCodeCall(s).handle({ account, email_code: code }, ctx));
const loginMailsTo = (email: string) => sent.filter((m) => m.to === email && m.purpose === 'login');

describe('a login when no new code may be mailed', () => {
  it("goes on to the code step with the address's still-valid code once the hour's mail is spent", async () => {
    const user = await createAccount(s, {
      userName: 'hourly01user',
      email: 'hourly01@test.example.com',
      password: PASSWORD,
      availableUntil: new Date(clock + 86_400_000),
    });
    const first = device('device-a', '10.0.0.1');
    expect((await logIn(user.userName, PASSWORD, first)).code).toBe(CODE.safeLoginRequired);
    expect((await enterCode(user.userName, loginMailsTo(user.email)[0]?.code ?? '', first)).code).toBe(1000);

    // A second device gets the hour's second (and last) code, and does not use it yet.
    clock += 10_000;
    const secondSentAt = clock;
    const second = await logIn(user.userName, PASSWORD, device('device-b', '10.0.0.2'));
    expect(second).toMatchObject({ code: CODE.safeLoginRequired, data: { code_sent_at: secondSentAt, code_sent_earlier: false } });
    expect(loginMailsTo(user.email)).toHaveLength(2);

    // Past the minute between codes, a third device: no mail may go out this hour, but the code
    // mailed to the address 70 s ago is still valid, so the login goes on to the code step with it.
    clock += 70_000;
    const third = device('device-c', '10.0.0.3');
    const answer = await logIn(user.userName, PASSWORD, third);
    expect(answer.code).toBe(CODE.safeLoginRequired);
    expect(answer.data).toMatchObject({
      code_sent_at: secondSentAt,
      code_sent_earlier: true,
      reasons: ['safe_login', 'new_device', 'new_ip'],
    });
    // The resend button waits for the hour's window to end (it began with the first code, 80 s ago).
    expect(answer.data.resend_in).toBe(3600 - 80);
    expect(loginMailsTo(user.email)).toHaveLength(2);
    expect((await enterCode(user.userName, loginMailsTo(user.email)[1]?.code ?? '', third)).code).toBe(1000);

    // With that code used there is nothing to type: the limit answers as before.
    clock += 1_000;
    const fourth = await logIn(user.userName, PASSWORD, device('device-d', '10.0.0.4'));
    expect(fourth.code).toBe(CODE.tooManyRequests);
    expect(fourth.data.retry_after).toBe(3600 - 81);
  });

  it('mails a new code when wrong tries have used the last one up, even within the minute', async () => {
    const created = await createAccount(s, {
      userName: 'burned01user',
      email: 'burned01@test.example.com',
      password: PASSWORD,
      availableUntil: new Date(clock + 86_400_000),
      safeLogin: false,
    });
    // The owner's device signs in first (a first sign-in ever asks for no code), then turns safe login on.
    const own = device('device-k', '10.0.0.9');
    expect((await logIn(created.userName, PASSWORD, own)).code).toBe(1000);
    const user = await s.users.update(created.id, { safeLogin: true });

    const stranger = await logIn(user.userName, PASSWORD, device('device-x', '10.0.0.10'));
    expect(stranger.data).toMatchObject({ code_sent_earlier: false });
    const mailed = loginMailsTo(user.email).at(-1)?.code ?? '';
    const wrong = mailed === '000000' ? '000001' : '000000';
    // Twenty wrong tries from the owner's device, each from another address, use the code up.
    expect((await logIn(user.userName, PASSWORD, own)).data).toMatchObject({ code_sent_earlier: true });
    for (let i = 0; i < 20; i++)
      expect((await enterCode(user.userName, wrong, device('device-k', `10.0.2.${i}`))).code).toBe(CODE.wrongEmailCode);

    clock += 5_000;
    const next = await logIn(user.userName, PASSWORD, device('device-y', '10.0.0.11'));
    expect(next).toMatchObject({ code: CODE.safeLoginRequired, data: { code_sent_at: clock, code_sent_earlier: false } });
    expect(loginMailsTo(user.email)).toHaveLength(2);
    expect((await enterCode(user.userName, mailed, own)).code).toBe(CODE.wrongEmailCode);
    expect((await enterCode(user.userName, loginMailsTo(user.email)[1]?.code ?? '', own)).code).toBe(1000);
  });
});
