import { describe, expect, it } from 'vitest';
import { interpolate, Translator } from './i18n-core.ts';

const FILES: Record<string, Record<string, unknown>> = {
  'en/common': { hello: 'Hello {{name}}', nav: { home: 'Home' }, items_one: '{{count}} item', items_other: '{{count}} items' },
  'en/bots': { title: 'Bots', only: 'Only in bots' },
  'zh/common': { hello: '你好 {{name}}', nav: { home: '首页' }, items_other: '{{count}} 项' },
  'zh/bots': { title: '机器人', only: '仅机器人' },
};

function translator(language = 'en') {
  const loads: string[] = [];
  const failing = new Set<string>();
  const t = new Translator({
    language,
    defaultNamespace: 'common',
    async load(lng, ns) {
      loads.push(`${lng}/${ns}`);
      if (failing.has(`${lng}/${ns}`)) throw new Error(`cannot load ${lng}/${ns}`);
      return FILES[`${lng}/${ns}`] ?? {};
    },
  });
  return { t, loads, failing };
}

describe('the translator', () => {
  it('looks keys up by dotted path, in the default namespace or the one named', async () => {
    const { t } = translator();
    await t.loadNamespaces(['common', 'bots']);
    expect(t.t('nav.home')).toBe('Home');
    expect(t.t('bots:title')).toBe('Bots');
    // A list of namespaces is tried in turn.
    expect(t.t('only', {}, ['common', 'bots'])).toBe('Only in bots');
    expect(t.t('title', {}, ['bots', 'common'])).toBe('Bots');
  });

  it('answers the key itself, or the default value, when nothing is found', async () => {
    const { t } = translator();
    await t.loadNamespaces(['common']);
    expect(t.t('nav.missing')).toBe('nav.missing');
    expect(t.t('bots:unknown')).toBe('unknown');
    expect(t.t('nav.missing', { defaultValue: 'Grid {{n}}', n: 2 })).toBe('Grid 2');
    // A branch of the tree is not a text.
    expect(t.t('nav')).toBe('nav');
  });

  it('chooses the plural form of the language by count', async () => {
    const { t } = translator();
    await t.loadNamespaces(['common']);
    expect(t.t('items', { count: 1 })).toBe('1 item');
    expect(t.t('items', { count: 3 })).toBe('3 items');
    expect(t.t('items', { count: 0 })).toBe('0 items');
    await t.changeLanguage('zh');
    // Chinese has one form.
    expect(t.t('items', { count: 1 })).toBe('1 项');
  });

  it('changes language once the namespaces asked for are there in the new one', async () => {
    const { t, loads } = translator();
    await t.loadNamespaces(['common', 'bots']);
    const seen: string[] = [];
    t.subscribe(() => seen.push(t.stateOf(['common', 'bots'])));
    const change = t.changeLanguage('zh');
    expect(t.language).toBe('en');
    await change;
    expect(t.language).toBe('zh');
    expect(t.t('bots:title')).toBe('机器人');
    expect(t.t('hello', { name: '小明' })).toBe('你好 小明');
    expect(loads).toEqual(['en/common', 'en/bots', 'zh/common', 'zh/bots']);
    // While the Chinese texts load, what English readers see stays the same; then it is Chinese.
    expect(seen).toEqual(['en', 'en', 'zh']);
    expect(t.hasLoaded(['common', 'bots'])).toBe(true);
  });

  it("changes a reader's state only when its own texts arrive", async () => {
    const { t } = translator();
    await t.loadNamespaces(['common']);
    expect(t.stateOf(['common'])).toBe('en');
    expect(t.stateOf(['common', 'bots'])).toBe('en|bots');
    await t.loadNamespaces(['wallets']);
    expect(t.stateOf(['common', 'bots'])).toBe('en|bots');
    await t.loadNamespaces(['bots']);
    expect(t.stateOf(['common', 'bots'])).toBe('en');
  });

  it('loads a namespace once, however many ask at the same time', async () => {
    const { t, loads } = translator();
    await Promise.all([t.loadNamespaces(['bots']), t.loadNamespaces(['bots', 'common']), t.loadNamespaces(['bots'])]);
    expect(loads.sort()).toEqual(['en/bots', 'en/common']);
  });

  it('reports a failed load once, and loads again when asked again', async () => {
    const { t, loads, failing } = translator();
    failing.add('en/bots');
    await expect(t.loadNamespaces(['bots'])).rejects.toThrow('cannot load en/bots');
    expect(t.hasLoaded(['bots'])).toBe(false);
    expect(String(t.takeFailure(['bots']))).toContain('cannot load en/bots');
    expect(t.takeFailure(['bots'])).toBeUndefined();
    failing.clear();
    await t.loadNamespaces(['bots']);
    expect(t.t('bots:title')).toBe('Bots');
    expect(loads).toEqual(['en/bots', 'en/bots']);
  });
});

describe('placeholders', () => {
  it('fill values as they are (React escapes what it renders), nested ones too', () => {
    expect(interpolate('{{a}} & {{ b }}', { a: '<b>', b: 2 })).toBe('<b> & 2');
    expect(interpolate('{{user.name}}', { user: { name: 'Ann' } })).toBe('Ann');
  });

  it('as i18next: a value given as undefined or null is empty, a name not given stays as written', () => {
    expect(interpolate('[{{a}}][{{b}}]', { a: undefined, b: null })).toBe('[][]');
    expect(interpolate('[{{missing}}]', {})).toBe('[{{missing}}]');
  });
});
