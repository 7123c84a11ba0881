// What both swap APIs read from a request the same way: mints as base58 addresses, amounts as
// integer strings of base units (u64, so up to 20 digits), and a refusal's text naming each field.
import { type Address, isAddress } from '@solana/kit';
import { z } from 'zod';

export const mintField = z
  .string()
  .refine(isAddress, 'is not a base58 address')
  .transform((value) => value as Address);

export const amountField = z
  .string()
  .regex(/^\d{1,20}$/, 'is not an integer amount')
  .transform(BigInt);

/** Every problem of a request, each with the field it is about. */
export const describeProblems = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || 'body'} ${issue.message}`).join('; ');
