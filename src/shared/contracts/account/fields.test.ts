import { describe, expect, it } from 'vitest';
import { emailField, passwordField, usernameField } from './fields.ts';
import { registerForm } from './register.ts';
import { safeLoginSet } from './safe-login-set.ts';

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('account field rules (spec §5)', () => {
  it('username: at least 6 characters, letters and digits both', () => {
    for (const ok of ['demo01', 'abc123', 'A1b2C3d4']) expect(usernameField.safeParse(ok).success).toBe(true);
    for (const bad of ['', 'abc12', 'abcdef', '123456', 'demo 01', 'demo_01', 'démo01']) {
      expect(usernameField.safeParse(bad).error?.issues[0]?.message).toBe('validation.username');
    }
  });

  it('password: at least 8 with a symbol, upper and lower case letters and a digit', () => {
    for (const ok of ['Demo@12345', 'Passw0rd!', 'aB3$aB3$']) expect(passwordField.safeParse(ok).success).toBe(true);
    for (const bad of ['', 'aB3$aB3', 'password', 'PASSWORD1!', 'password1!', 'Password!!', 'Password11']) {
      expect(passwordField.safeParse(bad).error?.issues[0]?.message).toBe('validation.password');
    }
  });

  it('e-mail: a valid address, kept in lower case', () => {
    expect(emailField.parse(' Demo@Example.COM ')).toBe('demo@example.com');
    for (const bad of ['', 'demo', 'demo@', '@example.com', 'demo@example']) {
      expect(emailField.safeParse(bad).error?.issues[0]?.message).toBe('validation.email');
    }
  });

  it('registration: confirmation must match, the agreement must be ticked, codes are 6 digits', () => {
    const valid = {
      user_name: 'alice01',
      password: 'Passw0rd!',
      password_confirm: 'Passw0rd!',
      email: 'alice@example.com',
      code: '123456',
      invite_code: 'AB12CD34',
      agreement: true,
    };
    expect(registerForm.safeParse(valid).success).toBe(true);
    expect(messages(registerForm.safeParse({ ...valid, password_confirm: 'Passw0rd?' }))).toEqual([
      'password_confirm: validation.passwordsMismatch',
    ]);
    expect(messages(registerForm.safeParse({ ...valid, agreement: false }))).toEqual(['agreement: validation.agreement']);
    expect(messages(registerForm.safeParse({ ...valid, code: '12345' }))).toEqual(['code: validation.emailCode']);
    expect(messages(registerForm.safeParse({ ...valid, invite_code: '' }))).toEqual(['invite_code: validation.inviteCode']);
  });

  it('an optional code left empty by a form counts as not given; a half-typed one is refused', () => {
    expect(safeLoginSet.request.parse({ safe_login: true, email_code: '', auth_code: '' })).toEqual({ safe_login: true });
    expect(messages(safeLoginSet.request.safeParse({ safe_login: false, email_code: '12' }))).toEqual(['email_code: validation.emailCode']);
  });
});
