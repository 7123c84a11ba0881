import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../lib/api/api-call-error.ts';
import { errorsOfFailure, errorsOfParse, mergeErrors } from './form-errors.ts';

const FIELDS = ['name', 'total_amount'];

describe('wallet form errors', () => {
  it('puts each schema issue beside its field, the first one winning', () => {
    const schema = z.object({
      name: z.string().min(1, 'validation.wallets.groupName').max(2, 'validation.wallets.groupNameLength'),
      total_amount: z.string().regex(/^\d+$/, 'validation.wallets.amount'),
    });
    expect(errorsOfParse(schema.safeParse({ name: '', total_amount: 'x' }), FIELDS)).toEqual({
      name: { key: 'messages:validation.wallets.groupName' },
      total_amount: { key: 'messages:validation.wallets.amount' },
    });
  });

  it('turns a 1010 answer into field errors, and fields the form lacks into a form error', () => {
    const error = new ApiCallError(
      1010,
      'bad',
      {
        issues: [
          { path: ['total_amount'], message: 'validation.wallets.amount' },
          { path: ['chain'], message: 'validation.wallets.chain' },
        ],
      },
      200,
      true,
    );
    expect(errorsOfFailure(error, FIELDS)).toEqual({
      total_amount: { key: 'messages:validation.wallets.amount' },
      form: { key: 'messages:validation.wallets.chain' },
    });
  });

  it('puts a refusal code beside the field it concerns, in the server words', () => {
    const taken = new ApiCallError(4402, 'A group with this name already exists.', null, 200, true);
    expect(errorsOfFailure(taken, FIELDS, { 4402: 'name' })).toEqual({ name: { text: 'A group with this name already exists.' } });
    expect(errorsOfFailure(taken, FIELDS)).toEqual({ form: { text: 'A group with this name already exists.' } });
  });

  it('keeps the more precise check when two name the same field', () => {
    expect(mergeErrors({ total_amount: { key: 'a' } }, { total_amount: { key: 'b' }, name: { key: 'c' } })).toEqual({
      total_amount: { key: 'a' },
      name: { key: 'c' },
    });
  });
});
