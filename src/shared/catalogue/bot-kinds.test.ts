import { describe, expect, it } from 'vitest';
import { BOT_KINDS } from './bot-kinds.ts';

describe('bot catalogue', () => {
  it('lists every bot type key of the spec', () => {
    const specKeys = [
      'buy_sell',
      'iceberg',
      'banzhuan',
      'wangge',
      'grid',
      'shua',
      'budan_new',
      'hupan_buy',
      'hupan_sell',
      'push',
      'hugevol',
      'draw',
      'real_genpan',
      'kongpan',
      'real_genpan_quick',
      'open_cex',
      'shua_dex',
      'real_genpan_dex',
      'buy_sell_dex',
      'frontrun_dex',
      'snipe_dex',
      'banzhuan_dex',
      'shua_nft',
      'buy_sell_nft',
      'defence',
      'iceberg_dex',
      'shua_dex2',
      'pump_sniper',
      'pump_sellout',
      'pump_batch_buy',
    ];
    expect(new Set(BOT_KINDS.map((kind) => kind.key))).toEqual(new Set(specKeys));
  });
  it('puts every CEX kind in a tab and no wallet kind in one', () => {
    for (const kind of BOT_KINDS) expect(kind.group !== null).toBe(kind.market === 'cex');
  });
  it('needs the expert level for every DEX kind', () => {
    expect(BOT_KINDS.filter((kind) => kind.market === 'dex').every((kind) => kind.level === 'expert')).toBe(true);
  });
});
