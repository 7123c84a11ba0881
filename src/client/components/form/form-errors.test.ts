import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../lib/api/api-call-error.ts';
import { errorOfMessage, errorsOfFailure, errorsOfIssues } from './form-errors.ts';

const FIELDS = ['user_name', 'email', 'code'];

describe('form errors', () => {
  it('keep message keys translatable and server texts as written', () => {
    expect(errorOfMessage('validation.username')).toEqual({ key: 'messages:validation.username' });
    expect(errorOfMessage('用户名至少 6 位')).toEqual({ text: '用户名至少 6 位' });
  });

  it('show the first issue of each field only', () => {
    expect(
      errorsOfIssues([
        { path: 'email', message: 'validation.email' },
        { path: 'email', message: 'validation.required' },
        { path: '', message: 'validation.incompleteParameters' },
      ]),
    ).toEqual({ email: { key: 'messages:validation.email' }, form: { key: 'messages:validation.incompleteParameters' } });
  });

  it('put a server 1010 beside the fields it names, and an unknown field on the form', () => {
    const error = new ApiCallError(
      1010,
      'Please enter the email verification code.',
      {
        issues: [
          { path: 'code', message: 'Please enter the 6-digit verification code.' },
          { path: 'secret_field', message: 'Invalid value for secret_field.' },
        ],
      },
      200,
      true,
    );
    expect(errorsOfFailure(error, FIELDS)).toEqual({
      code: { text: 'Please enter the 6-digit verification code.' },
      form: { text: 'Invalid value for secret_field.' },
    });
  });

  it('read the client-side contract failure (zod paths as arrays, messages as keys)', () => {
    const error = new ApiCallError(1010, 'x', { issues: [{ path: ['email'], message: 'validation.email' }] }, 0, false);
    expect(errorsOfFailure(error, FIELDS)).toEqual({ email: { key: 'messages:validation.email' } });
  });

  it('put an account code on the field the form names for it, else on the form', () => {
    const taken = new ApiCallError(4004, 'This username is already taken.', null, 200, true);
    expect(errorsOfFailure(taken, FIELDS, { 4004: 'user_name' })).toEqual({ user_name: { text: 'This username is already taken.' } });
    expect(errorsOfFailure(taken, FIELDS)).toEqual({ form: { text: 'This username is already taken.' } });
    expect(errorsOfFailure(taken, FIELDS, { 4004: 'not_a_field' })).toEqual({ form: { text: 'This username is already taken.' } });
  });

  it('say something went wrong for a failure that is not a call failure', () => {
    expect(errorsOfFailure(new TypeError('boom'), FIELDS)).toEqual({ form: { key: 'accounts:errors.unexpected' } });
  });
});
