import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOT_CATALOGUE, type BotKey, botKind } from '../../../shared/bots/catalogue.ts';
import type { RobotView } from '../../../shared/contracts/robot/robot.ts';
import { fieldsOf, initialValues, isShown, presentedField, toParams, withOwnVenueDefault, withPairDefaults } from './kind-fields.ts';
import { checkDraft, unchangedActiveBot } from './robot-draft.ts';

const bots = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../locales/en/bots.json'), 'utf8')) as {
  params: Record<string, string>;
  options: Record<string, string>;
};
const messages = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../locales/en/messages.json'), 'utf8')) as Record<
  string,
  unknown
>;
const messageExists = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);

const market = { web: 'sandbox-a', base: 'btc', quote: 'USDT' };
const grid = botKind('grid');

describe('bot forms generated from the kinds’ schemas', () => {
  it('give every parameter of every kind a label and every choice a text', () => {
    for (const kind of BOT_CATALOGUE) {
      for (const field of fieldsOf(kind)) {
        expect(bots.params[field.name], `${kind.key}.${field.name}`).toBeTypeOf('string');
        if (field.type !== 'choice') continue;
        for (const option of field.options ?? []) expect(bots.options[option], `${kind.key}.${field.name}=${option}`).toBeTypeOf('string');
      }
    }
  });

  it('read types, bounds and defaults from the schema', () => {
    const fields = Object.fromEntries(fieldsOf(grid).map((field) => [field.name, field]));
    expect(fields.lower_price).toMatchObject({ type: 'number', required: true, initial: '' });
    expect(fields.grid_count).toMatchObject({ type: 'integer', min: 2, max: 200, initial: '10' });
    expect(fields.spacing).toMatchObject({ type: 'choice', options: ['arithmetic', 'geometric'], initial: 'arithmetic' });
    expect(fields.stop_outside_range).toMatchObject({ type: 'boolean', initial: false });
    expect(fields.interval_seconds?.more).toBe(true);
    expect(fieldsOf(botKind('banzhuan')).find((field) => field.name === 'hedge_web')?.type).toBe('venue');
    expect(fieldsOf(botKind('push')).find((field) => field.name === 'end_time')?.type).toBe('time');
    // A time or an id shows no range: the safe-integer limits of a whole number are no hint.
    const openTime = fieldsOf(botKind('open_cex')).find((field) => field.name === 'open_time');
    expect(openTime).toMatchObject({ type: 'time', required: true });
    expect(openTime?.max).toBeUndefined();
    const planId = fieldsOf(botKind('draw')).find((field) => field.name === 'sequence_plan_id');
    expect(planId).toMatchObject({ type: 'integer', min: 0 });
    expect(planId?.max).toBeUndefined();
  });

  it('turn typed values into a draft the server’s schema accepts', () => {
    const fields = fieldsOf(grid);
    const values = { ...initialValues(fields), lower_price: '60000', upper_price: '70000', order_amount: '0,001' };
    const checked = checkDraft('grid', market, toParams('grid', fields, values));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.draft).toMatchObject({
      kind: 'grid',
      yenUnit1: 'BTC',
      params: { lower_price: 60000, order_amount: 0.001, grid_count: 10 },
    });
  });

  it('name the broken rule beside its field with a message key that exists', () => {
    const fields = fieldsOf(botKind('buy_sell'));
    const values = { ...initialValues(fields), buy_lower: '10', buy_upper: '5', total_budget: '100', single_budget: '200' };
    const checked = checkDraft('buy_sell', { ...market, web: '' }, toParams('buy_sell', fields, values));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      buy_upper: 'validation.bots.rangeUpper',
      single_budget: 'validation.bots.singleBudget',
      web: 'validation.exchange',
    });
    for (const key of Object.values(checked.errors)) expect(messageExists(key), key).toBeTypeOf('string');
    const empty = checkDraft('grid', market, toParams('grid', fieldsOf(grid), initialValues(fieldsOf(grid))));
    expect(!empty.ok && empty.errors.lower_price).toBe('validation.incompleteParameters');
  });

  it('show a field only for the choice it belongs to, and leave hidden fields out', () => {
    const kind = botKind('budan_new');
    const curve = fieldsOf(kind).find((field) => field.name === 'depth_curve')!;
    expect(isShown('budan_new', curve, { mode: 'basic' })).toBe(false);
    expect(isShown('budan_new', curve, { mode: 'advanced' })).toBe(true);
    const params = toParams('budan_new', fieldsOf(kind), { ...initialValues(fieldsOf(kind)), level_sizes: '1, 2' });
    expect(params.level_sizes).toBeUndefined();
  });

  it('ask for new-wallet mode on Solana venues only, and for its amounts only in that mode', () => {
    const fields = fieldsOf(botKind('shua_dex'));
    const field = (name: string) => fields.find((candidate) => candidate.name === name)!;
    const values = { ...initialValues(fields), wallet_group_id: '3', target_volume: '1', single_amount: '0.1' };
    const solana = { solana: true };
    expect(isShown('shua_dex', field('wallet_mode'), values)).toBe(false);
    expect(isShown('shua_dex', field('wallet_mode'), values, solana)).toBe(true);
    expect(isShown('shua_dex', field('new_wallet_sol'), values, solana)).toBe(false);
    const inNewMode = { ...values, wallet_mode: 'new', new_wallet_sol: '2' };
    expect(isShown('shua_dex', field('new_wallet_sol'), inNewMode, solana)).toBe(true);
    expect(isShown('shua_dex', field('new_wallet_sol'), inNewMode)).toBe(false);
    // Chosen on Solana, then the venue changed to an EVM chain's: the mode is not sent.
    expect(toParams('shua_dex', fields, inNewMode, solana)).toMatchObject({ wallet_mode: 'new', new_wallet_count: 5, new_wallet_sol: 2 });
    expect(toParams('shua_dex', fields, inNewMode)).not.toHaveProperty('wallet_mode');
    // The group funds the fresh wallets then, and its help says so.
    expect(presentedField(field('wallet_group_id'), inNewMode, solana).help).toBe('fieldHelp.onChain.wallet_group_id_newWallets');
    expect(presentedField(field('wallet_group_id'), values, solana).help).toBe('fieldHelp.onChain.wallet_group_id');
    const missing = checkDraft(
      'shua_dex',
      { web: 'orcasol', base: 'DEMO', quote: 'SOL' },
      toParams('shua_dex', fields, { ...inNewMode, new_wallet_sol: '' }, solana),
    );
    expect(!missing.ok && missing.errors.new_wallet_sol).toBe('validation.incompleteParameters');
  });

  it('count a sniper’s window in slots on Solana, in blocks elsewhere, with texts in every language', () => {
    const languages = ['en', 'zh', 'ko'].map(
      (lang) =>
        JSON.parse(readFileSync(join(import.meta.dirname, `../../../../locales/${lang}/bots.json`), 'utf8')) as Record<string, unknown>,
    );
    const text = (key: string) =>
      languages.map((texts) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts));
    for (const kind of ['snipe_dex', 'pump_sniper'] as const) {
      const fields = fieldsOf(botKind(kind));
      const blocks = fields.find((field) => field.name === 'blocks')!;
      const values = initialValues(fields);
      const onSolana = presentedField(blocks, values, { solana: true });
      expect(presentedField(blocks, values)).toMatchObject({ label: 'params.blocks', help: `fieldHelp.${kind}.blocks` });
      expect(onSolana).toMatchObject({ label: 'params.blocksInSlots', help: `fieldHelp.${kind}.slots` });
      const [label, help] = [text(onSolana.label), text(onSolana.help!)];
      expect(label[0]).toBe('Buy window (slots)');
      expect(help[0]).toMatch(/many slots of .* \(a slot is about 0\.4 s\)\.$/);
      for (const value of [...label, ...help]) expect(value).toBeTypeOf('string');
    }
  });

  it('tell an unchanged running bot from a changed one', () => {
    const fields = fieldsOf(grid);
    const values = { ...initialValues(fields), lower_price: '1', upper_price: '2', order_amount: '1' };
    const checked = checkDraft('grid', market, toParams('grid', fields, values));
    if (!checked.ok) throw new Error('draft refused');
    const robot = {
      status: 'running',
      web: 'sandbox-a',
      web_type: 0,
      yenUnit1: 'BTC',
      yenUnit2: 'USDT',
      params: { ...(checked.draft.params as Record<string, unknown>) },
    } as unknown as RobotView;
    expect(unchangedActiveBot(robot, checked.draft)).toBe(true);
    expect(unchangedActiveBot({ ...robot, status: 'stopped' }, checked.draft)).toBe(false);
    expect(unchangedActiveBot({ ...robot, params: { ...robot.params, grid_count: 11 } }, checked.draft)).toBe(false);
    // A saved bot's parameters fill the form again.
    expect(initialValues(fields, robot.params).lower_price).toBe('1');
  });
});

describe('the index and reference pairs of a new bot', () => {
  const kongpan = fieldsOf(botKind('kongpan'));
  const follow = fieldsOf(botKind('real_genpan'));

  it('start as the market chosen on the form and follow it while the user has not written another', () => {
    const empty = initialValues(kongpan);
    const first = withPairDefaults('kongpan', kongpan, empty, 'ETH/USDT', '');
    expect(first.index_symbol).toBe('ETH/USDT');
    expect(withPairDefaults('kongpan', kongpan, first, 'BTC/USDT', 'ETH/USDT').index_symbol).toBe('BTC/USDT');
    expect(withPairDefaults('real_genpan', follow, initialValues(follow), 'CAKE/USDT', '').reference_symbol).toBe('CAKE/USDT');
    const draw = fieldsOf(botKind('draw'));
    expect(withPairDefaults('draw', draw, initialValues(draw), 'CAKE/USDT', '').reference_symbol).toBe('CAKE/USDT');
    expect(toParams('kongpan', kongpan, first)).toMatchObject({ index_symbol: 'ETH/USDT' });
  });

  it('keep a pair the user wrote, and leave other kinds and fields alone', () => {
    const written = { ...initialValues(kongpan), index_symbol: 'BTC/USDT' };
    expect(withPairDefaults('kongpan', kongpan, written, 'ETH/USDT', 'CAKE/USDT')).toBe(written);
    const volume = fieldsOf(botKind('shua'));
    const values = initialValues(volume);
    expect(withPairDefaults('shua', volume, values, 'ETH/USDT', '')).toBe(values);
  });
});

describe('the reference exchange of a futures Quick Follow', () => {
  const quick = fieldsOf(botKind('real_genpan_quick'));

  it('is the bot’s own exchange on futures, following the account, and cleared back on spot', () => {
    const onFutures = withOwnVenueDefault('real_genpan_quick', quick, initialValues(quick), 'sandbox-a', '');
    expect(onFutures.reference_web).toBe('sandbox-a');
    const otherAccount = withOwnVenueDefault('real_genpan_quick', quick, onFutures, 'sandbox-b', 'sandbox-a');
    expect(otherAccount.reference_web).toBe('sandbox-b');
    expect(withOwnVenueDefault('real_genpan_quick', quick, otherAccount, '', 'sandbox-b').reference_web).toBe('');
  });

  it('keeps an exchange the user chose, and leaves spot bots and other kinds alone', () => {
    const chosen = { ...initialValues(quick), reference_web: 'binance' };
    expect(withOwnVenueDefault('real_genpan_quick', quick, chosen, 'sandbox-a', '')).toBe(chosen);
    expect(withOwnVenueDefault('real_genpan_quick', quick, chosen, '', 'sandbox-a')).toBe(chosen);
    const spot = initialValues(quick);
    expect(withOwnVenueDefault('real_genpan_quick', quick, spot, '', '')).toBe(spot);
    const follow = fieldsOf(botKind('real_genpan'));
    const values = initialValues(follow);
    expect(withOwnVenueDefault('real_genpan', follow, values, 'sandbox-a', '')).toBe(values);
  });
});

describe('the help of a field', () => {
  it('says the Volume Surge amounts are in the quote coin, in every language', () => {
    const fields = fieldsOf(botKind('hugevol'));
    const help = fields.filter((field) => field.help).map((field) => field.help);
    expect(help).toEqual(['fieldHelp.hugevol.target_volume', 'fieldHelp.hugevol.single_amount']);
    for (const language of ['en', 'zh', 'ko']) {
      const file = join(import.meta.dirname, `../../../../locales/${language}/bots.json`);
      const texts = JSON.parse(readFileSync(file, 'utf8')) as { fieldHelp: Record<string, Record<string, string>> };
      expect(Object.keys(texts.fieldHelp.hugevol!).sort(), language).toEqual(['single_amount', 'target_volume']);
      if (language === 'en') expect(texts.fieldHelp.hugevol!.single_amount).toMatch(/quote coin/);
    }
    expect(fieldsOf(botKind('shua')).some((field) => field.help)).toBe(false);
  });

  it('says a price-moving kind sends no order above 1.3 × its amount, in every language', () => {
    const amounts = { draw: 'single_amount', real_genpan: 'order_amount', real_genpan_quick: 'order_amount', kongpan: 'order_amount' };
    for (const [kind, name] of Object.entries(amounts)) {
      const field = fieldsOf(botKind(kind as BotKey)).find((candidate) => candidate.name === name);
      expect(field?.help, kind).toBe(`fieldHelp.${kind}.${name}`);
      for (const language of ['en', 'zh', 'ko']) {
        const file = join(import.meta.dirname, `../../../../locales/${language}/bots.json`);
        const texts = JSON.parse(readFileSync(file, 'utf8')) as { fieldHelp: Record<string, Record<string, string>> };
        expect(texts.fieldHelp[kind]?.[name], `${language} ${kind}`).toContain('1.3');
      }
    }
  });
});
