import { describe, expect, it } from 'vitest';
import { CUSTOM_TOKEN, initialApprovalToken } from './approval-token.ts';

const CAKE = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const USDT = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';
const TOKENS = [
  { key: 'native', symbol: 'BNB', decimals: 18 },
  { key: CAKE, symbol: 'CAKE', decimals: 18 },
  { key: USDT, symbol: 'USDT', decimals: 18 },
];

describe('the token the approval dialog starts on', () => {
  it('is the token the page was asked about, by symbol or address in any case', () => {
    expect(initialApprovalToken(TOKENS, 'cake')).toEqual({ choice: CAKE, custom: '' });
    expect(initialApprovalToken(TOKENS, USDT.toUpperCase().replace('0X', '0x'))).toEqual({ choice: USDT, custom: '' });
  });

  it('is a contract typed in for an address the wallets do not show', () => {
    const other = '0x000000000000000000000000000000000000dEaD';
    expect(initialApprovalToken(TOKENS, other)).toEqual({ choice: CUSTOM_TOKEN, custom: other });
  });

  it('is never the chain coin, which needs no approval: the first token instead', () => {
    expect(initialApprovalToken(TOKENS, 'BNB')).toEqual({ choice: CAKE, custom: '' });
    expect(initialApprovalToken(TOKENS, undefined)).toEqual({ choice: CAKE, custom: '' });
  });

  it('asks for a contract when the chain shows no token but its coin', () => {
    expect(initialApprovalToken([TOKENS[0]!], undefined)).toEqual({ choice: CUSTOM_TOKEN, custom: '' });
  });
});
