import { describe, expect, it } from 'vitest';
import { BOT_KEYS } from '../bots/catalogue.ts';
import { BOT_KINDS } from './bot-kinds.ts';

describe('bot catalogue', () => {
  // BOT_KEYS is checked against the 30 keys of spec §3 beside it (shared/bots/catalogue.test.ts).
  it('lists every bot type key of the spec', () => {
    expect(new Set(BOT_KINDS.map((kind) => kind.key))).toEqual(new Set(BOT_KEYS));
  });
  it('puts every CEX kind in a tab and no wallet kind in one', () => {
    for (const kind of BOT_KINDS) expect(kind.group !== null).toBe(kind.market === 'cex');
  });
  it('needs the expert level for every DEX kind', () => {
    expect(BOT_KINDS.filter((kind) => kind.market === 'dex').every((kind) => kind.level === 'expert')).toBe(true);
  });
});
