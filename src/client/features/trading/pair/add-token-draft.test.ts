import { describe, expect, it } from 'vitest';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import { type TokenDraft, tokenErrorsOfRefusal, tokenRequestOf } from './add-token-draft.ts';

const ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const draft = (changes: Partial<TokenDraft> = {}): TokenDraft => ({
  address: ADDRESS,
  quote: 'USDT',
  symbol: '',
  decimals: '',
  fee: '',
  pairAddress: '',
  ...changes,
});

describe('the add-token form', () => {
  it('sends the address and quote token alone when nothing optional is typed', () => {
    expect(tokenRequestOf('sandbox-dex', draft())).toEqual({ ok: true, request: { web: 'sandbox-dex', address: ADDRESS, quote: 'USDT' } });
  });

  it('sends the symbol, decimals, fee and pair address when typed', () => {
    const checked = tokenRequestOf('sandbox-dex', draft({ symbol: ' DEMO ', decimals: '18', fee: '0.25', pairAddress: ADDRESS }));
    expect(checked).toEqual({
      ok: true,
      request: { web: 'sandbox-dex', address: ADDRESS, quote: 'USDT', token: 'DEMO', decimals: 18, fee: 0.25, pair_address: ADDRESS },
    });
  });

  it('refuses an address that is not a contract address, with the contract’s own message', () => {
    expect(tokenRequestOf('sandbox-dex', draft({ address: '0x1234' }))).toEqual({
      ok: false,
      errors: { address: { key: 'messages:validation.bots.address' } },
    });
  });

  it('refuses decimals that are not a whole number from 0 to 36 and a fee outside 0-10%', () => {
    expect(tokenRequestOf('sandbox-dex', draft({ decimals: '6.5', fee: '12' }))).toEqual({
      ok: false,
      errors: { decimals: { key: 'addToken.errors.decimals' }, fee: { key: 'addToken.errors.fee' } },
    });
    expect(tokenRequestOf('sandbox-dex', draft({ decimals: 'eighteen' }))).toMatchObject({ ok: false, errors: { decimals: {} } });
  });

  it('needs a quote token', () => {
    expect(tokenRequestOf('sandbox-dex', draft({ quote: '' }))).toEqual({
      ok: false,
      errors: { quote: { key: 'messages:validation.pair' } },
    });
  });
});

describe('a refused add-token call', () => {
  it('puts each token code beside the field it is about', () => {
    expect(tokenErrorsOfRefusal(CODE.tokenFormat, 'Invalid D€MO format.', null)).toEqual({ symbol: { text: 'Invalid D€MO format.' } });
    expect(tokenErrorsOfRefusal(CODE.tokenNotFound, 'No token contract', null)).toEqual({ address: { text: 'No token contract' } });
    expect(tokenErrorsOfRefusal(CODE.poolNotFound, 'No pool', null)).toEqual({ pairAddress: { text: 'No pool' } });
    expect(tokenErrorsOfRefusal(CODE.solanaPairRequired, 'Pair needed', null)).toEqual({ pairAddress: { text: 'Pair needed' } });
  });

  it('puts the server’s field issues beside their fields, and anything else above the buttons', () => {
    const issues = { issues: [{ path: ['pair_address'], message: 'Enter a valid contract address.' }] };
    expect(tokenErrorsOfRefusal(CODE.invalidParams, 'Invalid parameters.', issues)).toEqual({
      pairAddress: { text: 'Enter a valid contract address.' },
    });
    expect(tokenErrorsOfRefusal(1429, 'Too frequent, try again later', null)).toEqual({ form: { text: 'Too frequent, try again later' } });
  });
});
