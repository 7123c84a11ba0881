import { describe, expect, it } from 'vitest';
import { oneOf, parsePlainSearch, stringParams, stringifyPlainSearch } from './search-params.ts';

describe('query parameters', () => {
  it('keep the named non-empty strings and numbers as text', () => {
    expect(stringParams({ web: 'binance', yenUnit1: '', gas_token: 7, other: 'x' }, ['web', 'yenUnit1', 'gas_token'])).toEqual({
      web: 'binance',
      gas_token: '7',
    });
  });
  it('leave out values of the wrong type', () => {
    expect(stringParams({ web: { a: 1 }, exchange: Number.NaN }, ['web', 'exchange'])).toEqual({});
  });
  it('accept only an allowed value', () => {
    expect(oneOf('guide', ['start', 'guide'] as const)).toBe('guide');
    expect(oneOf('other', ['start', 'guide'] as const)).toBeUndefined();
  });
  it('are read and written as plain text, so ?openDistribution=1 stays as it is', () => {
    expect(parsePlainSearch('?openDistribution=1&redirect=%2Frobot%3Fweb%3Dx')).toEqual({
      openDistribution: '1',
      redirect: '/robot?web=x',
    });
    expect(stringifyPlainSearch({ openDistribution: '1', redirect: '/robot?web=x', empty: undefined })).toBe(
      '?openDistribution=1&redirect=%2Frobot%3Fweb%3Dx',
    );
    expect(stringifyPlainSearch({})).toBe('');
  });
});
