import { expect, it } from 'vitest';
import { cachedDefinitions, ccxtDefinition } from './ccxt-catalogue.ts';

it('describes a ccxt exchange once and caches nothing for names ccxt does not know', () => {
  expect(ccxtDefinition('binance')?.name).toBe('Binance');
  const cached = cachedDefinitions();
  for (let index = 0; index < 1000; index++) expect(ccxtDefinition(`no-such-venue-${index}`)).toBeNull();
  expect(ccxtDefinition('binance')?.marketKinds).toContain('spot');
  expect(cachedDefinitions()).toBe(cached);
});
