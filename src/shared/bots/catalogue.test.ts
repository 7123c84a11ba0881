import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/bots.json' with { type: 'json' };
import ko from '../../../locales/ko/bots.json' with { type: 'json' };
import zh from '../../../locales/zh/bots.json' with { type: 'json' };
import { BOT_KINDS } from '../catalogue/bot-kinds.ts';
import { BOT_CATALOGUE, BOT_KEYS, botKind, kindsIn } from './catalogue.ts';
import { grants, LEVEL_FLAG, marketsAtOnce, planAccess, plansIncluding } from './levels.ts';

type BotTexts = { kinds: Record<string, { name?: string; description?: string }>; params: Record<string, string> };
const TEXTS: Record<string, BotTexts> = { en, zh, ko };

const SPEC_LEVELS: Record<string, number> = {
  shua: 2,
  budan_new: 2,
  push: 2,
  buy_sell: 1,
  banzhuan: 1,
  iceberg: 1,
  hupan_buy: 2,
  hupan_sell: 2,
  hugevol: 2,
  open_cex: 2,
  defence: 2,
  draw: 4,
  real_genpan: 2,
  kongpan: 4,
};

describe('bot catalogue', () => {
  it('holds each of the 30 bot type keys of spec §3 once', () => {
    expect(BOT_CATALOGUE.map((kind) => kind.key).sort()).toEqual([...BOT_KEYS].sort());
    expect(new Set(BOT_KEYS).size).toBe(30);
  });

  it('gives each CEX kind the number and level of spec §9', () => {
    for (const [key, level] of Object.entries(SPEC_LEVELS)) expect(botKind(key as never).level, key).toBe(level);
    expect(botKind('real_genpan_quick').level).toBe(LEVEL_FLAG.expert | LEVEL_FLAG.futures);
    expect(botKind('buy_sell').no).toBe(1);
    expect(botKind('wangge').no).toBe(21);
    expect(botKind('grid').no).toBe(22);
    expect(botKind('snipe_dex').no).toBe(23);
  });

  it('agrees with the landing-page catalogue on numbers and levels', () => {
    for (const listed of BOT_KINDS.filter((kind) => kind.market !== 'futures')) {
      const kind = botKind(listed.key as never);
      expect(kind.no, listed.key).toBe(listed.no);
      expect(kind.level & LEVEL_FLAG[listed.level], listed.key).not.toBe(0);
    }
  });

  it('lists the CEX kinds under tabs 1, 2 and 4 and the wallet kinds under DEX and NFT', () => {
    expect(kindsIn(1).map((kind) => kind.key)).toEqual(['shua', 'budan_new']);
    expect(kindsIn(4).map((kind) => kind.key)).toEqual(['draw', 'real_genpan', 'kongpan', 'real_genpan_quick']);
    expect(kindsIn('dex')).toHaveLength(11);
    expect(kindsIn('nft').map((kind) => kind.key)).toEqual(['shua_nft', 'buy_sell_nft']);
    expect(BOT_CATALOGUE.filter((kind) => kind.family !== 'cex').every((kind) => kind.group === null)).toBe(true);
  });

  it('queues only the range bot', () => {
    expect(BOT_CATALOGUE.filter((kind) => kind.start === 'queued').map((kind) => kind.key)).toEqual(['buy_sell']);
  });

  it('asks for the legal confirmation on volume and price-moving kinds only', () => {
    for (const key of ['shua', 'budan_new', 'push', 'hugevol', 'draw', 'shua_dex', 'shua_nft'])
      expect(botKind(key as never).movesMarket, key).toBe(true);
    for (const key of ['buy_sell', 'iceberg', 'grid', 'wangge', 'banzhuan']) expect(botKind(key as never).movesMarket, key).toBe(false);
  });

  it('names and describes every kind, and labels every parameter and choice, in every language', () => {
    for (const [language, bots] of Object.entries(TEXTS)) {
      for (const kind of BOT_CATALOGUE) {
        expect(bots.kinds[kind.key]?.name, `${language} ${kind.key}`).toBeTruthy();
        expect(bots.kinds[kind.key]?.description, `${language} ${kind.key}`).toBeTruthy();
        const shape = (kind.params as unknown as { shape: Record<string, { def?: unknown }> }).shape;
        for (const field of Object.keys(shape)) expect(bots.params[field], `${language} params.${field}`).toBeTruthy();
      }
    }
    expect(en.kinds.budan_new.name).toBe('Order-Book Management');
    expect(en.kinds.wangge.name).toBe('Martingale');
  });
});

describe('plans and levels', () => {
  it('grants Basic the basic kinds, Plus the advanced ones too, and Pro every CEX level', () => {
    const basic = planAccess('personal');
    expect(grants(basic, 'cex', botKind('grid').level)).toBe(true);
    expect(grants(basic, 'cex', botKind('budan_new').level)).toBe(false);
    expect(grants(planAccess('enterprise'), 'cex', botKind('budan_new').level)).toBe(true);
    expect(grants(planAccess('enterprise'), 'cex', botKind('draw').level)).toBe(false);
    expect(grants(planAccess('flagship'), 'cex', botKind('draw').level)).toBe(true);
  });

  it('grants DEX and NFT kinds only with their own plans, and the quick follow bot with futures', () => {
    expect(grants(planAccess('flagship'), 'dex', botKind('shua_dex').level)).toBe(false);
    expect(grants(planAccess('dex'), 'dex', botKind('shua_dex').level)).toBe(true);
    expect(grants(planAccess('nft'), 'nft', botKind('shua_nft').level)).toBe(true);
    expect(grants(planAccess('futures'), 'cex', botKind('real_genpan_quick').level)).toBe(true);
    expect(grants(planAccess('futures'), 'cex', botKind('grid').level)).toBe(false);
    expect(plansIncluding('cex', botKind('budan_new').level)).toEqual(['enterprise', 'flagship']);
  });

  it('caps the markets running bots at once as decisions.md says', () => {
    expect([marketsAtOnce('personal'), marketsAtOnce('enterprise'), marketsAtOnce('flagship')]).toEqual([1, 3, 10]);
    expect([marketsAtOnce('dex'), marketsAtOnce('nft'), marketsAtOnce('futures')]).toEqual([3, 2, 3]);
    expect(marketsAtOnce('unknown')).toBe(0);
  });
});
