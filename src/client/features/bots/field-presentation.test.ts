import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOT_CATALOGUE, botKind } from '../../../shared/bots/catalogue.ts';
import { addressProblem, belowRecommended } from './field-presentation.ts';
import { fieldsOf, initialValues, type KindField, toParams } from './kind-fields.ts';
import { checkDraft } from './robot-draft.ts';

const LANGUAGES = ['en', 'zh', 'ko'] as const;
const texts = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(readFileSync(join(import.meta.dirname, `../../../../locales/${language}/bots.json`), 'utf8')) as Record<string, unknown>,
  ]),
);
const textOf = (language: string, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts[language]);

const fieldsByName = (key: Parameters<typeof botKind>[0]): Record<string, KindField> =>
  Object.fromEntries(fieldsOf(botKind(key)).map((field) => [field.name, field]));

const onChainKinds = BOT_CATALOGUE.filter((kind) => kind.family === 'dex' || kind.family === 'nft');
const CAKE = '0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82';

describe('the DEX and NFT bot forms', () => {
  it('label every parameter, and say what its help says, in every language', () => {
    expect(onChainKinds).toHaveLength(13);
    for (const kind of onChainKinds) {
      for (const field of fieldsOf(kind)) {
        for (const language of LANGUAGES) {
          const label = textOf(language, field.label);
          expect(label, `${language} ${kind.key}.${field.name}`).toBeTypeOf('string');
          // The unit is shown beside a percentage, so its label does not repeat it.
          if (field.unit) expect(label, `${language} ${kind.key}.${field.name}`).not.toMatch(/%/);
          if (field.help) expect(textOf(language, field.help), `${language} ${field.help}`).toBeTypeOf('string');
        }
      }
    }
  });

  it('choose the wallet group and the gas multiplier from a list, and type percentages with their unit', () => {
    const fields = fieldsByName('shua_dex');
    expect(fields.wallet_group_id).toMatchObject({
      type: 'walletGroup',
      required: true,
      more: false,
      help: 'fieldHelp.onChain.wallet_group_id',
    });
    expect(fields.gas_multiplier).toMatchObject({
      type: 'gasMultiplier',
      options: ['0', '1', '2', '3', '4', '5'],
      initial: '1',
      more: true,
    });
    expect(fields.slippage_percent).toMatchObject({ type: 'number', unit: 'percent', min: 0.01, max: 50, initial: '1' });
    expect(fields.jitter_percent).toMatchObject({ unit: 'plusMinusPercent', initial: '50' });
    expect(fieldsByName('pump_sniper').float_range_percent).toMatchObject({
      unit: 'percent',
      help: 'fieldHelp.onChain.float_range_percent',
    });
    expect(fields.single_amount?.label).toBe('paramLabels.shua_dex.single_amount');
    expect(fieldsByName('shua').single_amount?.label).toBe('params.single_amount');
  });

  it('name an exchange for the DEX kinds that watch or trade on one', () => {
    expect(fieldsByName('real_genpan_dex').reference_web?.type).toBe('venue');
    expect(fieldsByName('banzhuan_dex').cex_web?.type).toBe('venue');
  });

  it('advise at least 30 s between a DEX bot’s actions without enforcing it', () => {
    const dex = fieldsByName('buy_sell_dex');
    expect(dex.interval_min).toMatchObject({ recommendedMin: 30, min: 1, initial: '30' });
    expect(dex.interval_max?.recommendedMin).toBe(30);
    expect(fieldsByName('shua_nft').interval_min?.recommendedMin).toBeUndefined();
    expect(fieldsByName('grid').interval_seconds?.recommendedMin).toBeUndefined();
    expect(belowRecommended(30, '10')).toBe(true);
    expect(belowRecommended(30, '30')).toBe(false);
    expect(belowRecommended(30, '')).toBe(false);
    expect(belowRecommended(undefined, '5')).toBe(false);
    // Not enforced: a 10 s interval is still a valid draft.
    const params = toParams('buy_sell_dex', fieldsOf(botKind('buy_sell_dex')), {
      ...initialValues(fieldsOf(botKind('buy_sell_dex'))),
      wallet_group_id: '7',
      buy_lower: '1',
      buy_upper: '2',
      total_budget: '10',
      single_budget: '1',
      interval_min: '10',
      interval_max: '20',
    });
    expect(checkDraft('buy_sell_dex', { web: 'sandbox-dex', base: 'CAKE', quote: 'BNB' }, params).ok).toBe(true);
  });

  it('send the chosen group and multiplier as numbers the schema accepts, adaptive gas as 0', () => {
    const kind = botKind('shua_dex');
    const fields = fieldsOf(kind);
    const values = { ...initialValues(fields), wallet_group_id: '7', gas_multiplier: '0', target_volume: '100', single_amount: '2' };
    const params = toParams('shua_dex', fields, values);
    expect(params).toMatchObject({ wallet_group_id: 7, gas_multiplier: 0, slippage_percent: 1, jitter_percent: 50 });
    const checked = checkDraft('shua_dex', { web: 'sandbox-dex', base: 'cake', quote: 'bnb' }, params);
    // A DEX kind is saved on a DEX venue (web_type 1), as the server asks.
    expect(checked.ok && checked.draft).toMatchObject({ web: 'sandbox-dex', web_type: 1, yenUnit1: 'CAKE', kind: 'shua_dex' });
    const missing = checkDraft('shua_dex', { web: 'sandbox-dex', base: 'CAKE', quote: 'BNB' }, { ...params, wallet_group_id: undefined });
    expect(!missing.ok && missing.errors.wallet_group_id).toBe('validation.incompleteParameters');
  });

  it('check a token or collection address with the schema’s message', () => {
    expect(fieldsByName('snipe_dex').token_address).toMatchObject({ type: 'address', required: true });
    expect(fieldsByName('pump_sellout').token_address?.type).toBe('address');
    expect(fieldsByName('buy_sell_nft').collection_address?.type).toBe('address');
    expect(addressProblem('0x123')).toBe('validation.bots.address');
    expect(addressProblem(`${CAKE}0`)).toBe('validation.bots.address');
    expect(addressProblem(` ${CAKE} `)).toBeUndefined();
    // An empty one is told on saving, with the other missing parameters.
    expect(addressProblem('')).toBeUndefined();
    // On a Solana venue a token is its mint: a 0x address is told as such.
    expect(addressProblem(CAKE, { solana: true })).toBe('validation.bots.solanaTokenAddress');
    expect(addressProblem('So11111111111111111111111111111111111111112', { solana: true })).toBeUndefined();
    const fields = fieldsOf(botKind('snipe_dex'));
    const values = {
      ...initialValues(fields),
      wallet_group_id: '3',
      token_address: 'not-an-address',
      max_price: '1',
      total_budget: '5',
      single_budget: '1',
    };
    const checked = checkDraft('snipe_dex', { web: 'sandbox-dex', base: 'CAKE', quote: 'BNB' }, toParams('snipe_dex', fields, values));
    expect(!checked.ok && checked.errors.token_address).toBe('validation.bots.address');
  });
});
