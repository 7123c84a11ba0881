import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { webField } from './pair.ts';

/** A contract address: 0x and 40 hex digits on EVM chains, base58 (32-44 characters) on Solana. */
export const tokenAddressField = z
  .string('validation.bots.address')
  .trim()
  .regex(/^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/, 'validation.bots.address');

/**
 * Adds a token to the caller's pairs of a DEX venue (spec §3 "New token"). Symbol and decimals are
 * read from the chain (a symbol given must match its format rule); the pool is found through the
 * venue's factory unless given; Solana venues need the pair given.
 */
export const addNewToken = defineCall({
  module: 'Markets',
  action: 'add_new_token',
  auth: 'user',
  request: z.object({
    web: webField,
    /** The symbol or name the user typed; checked for format, the chain's own symbol is kept. */
    token: z.string().trim().max(40).optional(),
    address: tokenAddressField,
    decimals: z.number().int().min(0).max(36).optional(),
    /** The pool's fee rate in percent, when not the venue's usual one. */
    fee: z.number().min(0).max(10).optional(),
    /** The quote token's symbol on the venue ("USDT", "BNB"). */
    quote: z.string('validation.pair').trim().min(1, 'validation.pair').max(20),
    pair_address: tokenAddressField.optional(),
  }),
  response: z.object({
    web: z.string(),
    yenUnit1: z.string(),
    yenUnit2: z.string(),
    address: z.string(),
    decimals: z.number().int(),
    pair_address: z.string(),
    fee: z.number(),
  }),
});
