// Each row is what @solana/kit raises for a case (built by kit's own converters from the JSON-RPC
// error or transaction error a node answers with), and what the product makes of it.
import {
  getSolanaErrorFromJsonRpcError,
  getSolanaErrorFromTransactionError,
  SOLANA_ERROR__BLOCK_HEIGHT_EXCEEDED,
  SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR,
  SolanaError,
} from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { ChainError } from '../evm/chain-errors.ts';
import { convertSolanaError } from './solana-errors.ts';

const preflight = (err: unknown) =>
  getSolanaErrorFromJsonRpcError({
    code: -32002,
    message: 'Transaction simulation failed',
    data: {
      err,
      logs: [],
      unitsConsumed: 0,
      accounts: null,
      returnData: null,
      innerInstructions: null,
      replacementBlockhash: null,
      loadedAccountsDataSize: 0,
      fee: null,
      preBalances: null,
      postBalances: null,
      preTokenBalances: null,
      postTokenBalances: null,
      loadedAddresses: null,
    },
  });

const CASES: [string, unknown, string, string, number | undefined][] = [
  [
    'the RPC refuses connections',
    new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8899'), { code: 'ECONNREFUSED' }) }),
    'retry',
    'rpcDown',
    undefined,
  ],
  [
    'the RPC answers 503',
    new SolanaError(SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR, { headers: new Headers(), message: 'Service Unavailable', statusCode: 503 }),
    'retry',
    'rpcDown',
    undefined,
  ],
  ['the blockhash is not known', preflight('BlockhashNotFound'), 'retry', 'blockhashExpired', undefined],
  [
    'the blockhash expired while confirming',
    new SolanaError(SOLANA_ERROR__BLOCK_HEIGHT_EXCEEDED, { currentBlockHeight: 300n, lastValidBlockHeight: 299n }),
    'retry',
    'blockhashExpired',
    undefined,
  ],
  ['the fee payer cannot pay the fee', preflight('InsufficientFundsForFee'), 'stop', 'insufficientGas', 2109],
  ['the fee payer has no account', preflight('AccountNotFound'), 'stop', 'insufficientGas', 2109],
  ['a new account’s rent is not covered', preflight({ InsufficientFundsForRent: { account_index: 2 } }), 'stop', 'rentMissing', 2109],
  ['the swap’s minimum output was not met', preflight({ InstructionError: [2, { Custom: 6000 }] }), 'reject', 'slippage', undefined],
  [
    'Jupiter’s router refuses the minimum (SlippageToleranceExceeded)',
    preflight({ InstructionError: [3, { Custom: 6001 }] }),
    'reject',
    'slippage',
    undefined,
  ],
  ['a token account holds too little', preflight({ InstructionError: [1, { Custom: 1 }] }), 'reject', 'insufficientBalance', undefined],
  ['a token account is missing', preflight({ InstructionError: [1, 'UninitializedAccount'] }), 'reject', 'accountMissing', undefined],
  ['another program error', preflight({ InstructionError: [0, { Custom: 6002 }] }), 'reject', 'reverted', undefined],
  [
    'a transaction error seen when confirming',
    getSolanaErrorFromTransactionError({ InstructionError: [2, { Custom: 6000 }] }),
    'reject',
    'slippage',
    undefined,
  ],
];

describe('Solana errors in the product’s terms', () => {
  it.each(CASES)('%s', (_case, error, action, reason, code) => {
    const converted = convertSolanaError(error, { chain: 'SOLANA', operation: 'swap', role: 'trading' });
    expect(converted).toBeInstanceOf(ChainError);
    expect(converted).toMatchObject({ action, reason, code });
    expect((converted as ChainError).cause).toBe(error);
  });

  it('names the main wallet’s code when the main wallet lacks SOL', () => {
    expect(
      convertSolanaError(preflight('InsufficientFundsForFee'), { chain: 'SOLANA', operation: 'transfer', role: 'main' }),
    ).toMatchObject({ code: 2110 });
  });

  it('passes through what it does not know', () => {
    const bug = new RangeError('a bug');
    expect(convertSolanaError(bug, { chain: 'SOLANA', operation: 'swap' })).toBe(bug);
  });
});
