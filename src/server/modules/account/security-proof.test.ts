import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { fileAccountServices } from '../../../../tests/support/account-services.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import type { CallContext } from '../../http/call-registry.ts';
import { sessionAttempts } from './caller-attempts.ts';
import { createAccount } from './create-account.ts';
import { checkProof, spendProof } from './security-proof.ts';
import type { UserRow } from './user-repository.ts';

const clock = Date.parse('2026-03-01T12:00:00Z');
const { s, sent } = fileAccountServices(() => clock);

const ctx = { ip: '10.0.0.1', deviceId: 'device-a', language: 'en', t: (key: string) => key } as unknown as CallContext;
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 1000,
    (error: { code: number }) => error.code,
  );

let counter = 0;
/** A user with the authenticator on, and a fresh "security" code mailed to them. */
async function userWithProofs(): Promise<{ user: UserRow; secret: string; emailCode: string; authCode: string }> {
  counter += 1;
  const created = await createAccount(s, {
    userName: `proof${counter}user`,
    email: `proof${counter}@test.example.com`,
    password: 'Passw0rd!',
    availableUntil: new Date(clock + 1_000_000),
  });
  const secret = s.authenticator.newSecret();
  const user = await s.users.update(created.id, { totpSecret: s.authenticator.sealBound(created.id, secret), totpSwitch: true });
  await s.emailCodes.issue({ purpose: 'security', email: user.email, userId: user.id, language: 'en', ip: ctx.ip });
  const emailCode = sent.at(-1)?.code ?? '';
  const authCode = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: clock });
  return { user, secret, emailCode, authCode };
}

describe('the security proof under racing calls', () => {
  it('an e-mail code spent by a racing call leaves the authenticator code unspent', async () => {
    const { user, emailCode, authCode } = await userWithProofs();
    const proof = await checkProof(s, user, { email_code: emailCode, auth_code: authCode }, ctx, { emailCode: true, authCode: true });
    const racing = await s.emailCodes.checkOwn(user, 'security', emailCode, sessionAttempts('code', user, ctx.ip));
    await racing();
    expect(await codeOf(spendProof(s, user, proof))).toBe(CODE.wrongEmailCode);
    const fresh = (await s.users.byId(user.id)) as UserRow;
    expect(await codeOf(s.authenticator.verifyBound(fresh, authCode, sessionAttempts('code', user, ctx.ip)))).toBe(1000);
  });

  it('an authenticator code taken by a racing call gives the e-mail code back', async () => {
    const { user, emailCode, authCode } = await userWithProofs();
    const proof = await checkProof(s, user, { email_code: emailCode, auth_code: authCode }, ctx, { emailCode: true, authCode: true });
    await s.authenticator.verifyBound(user, authCode, sessionAttempts('code', user, ctx.ip));
    expect(await codeOf(spendProof(s, user, proof))).toBe(CODE.wrongAuthCode);
    const again = await s.emailCodes.checkOwn(user, 'security', emailCode, sessionAttempts('code', user, ctx.ip));
    expect(await codeOf(again())).toBe(1000);
  });
});
