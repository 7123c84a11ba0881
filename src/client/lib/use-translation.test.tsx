// @vitest-environment happy-dom
// When a component using texts renders: once its own namespaces are there (it suspends until
// then), again when the language changes, and not when another screen's namespace loads (or the
// next language's texts, while a change loads them). The texts are i18next's, loaded one language
// and namespace at a time from locales/<lng>/<ns>.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadNamespaces } from './i18n.ts';
import { useTranslation } from './use-translation.ts';

type Texts = { [key: string]: string | Texts };
const textsOf = (language: string, namespace: string): Texts =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../../locales/${language}/${namespace}.json`), 'utf8')) as Texts;
const botsTitle = (language: string) => (textsOf(language, 'bots').list as Texts).title as string;

let renders = 0;

function BotsTitle() {
  renders += 1;
  const { t } = useTranslation('bots');
  return (
    <>
      <h1>{t('list.title')}</h1>
      <p>{t('common:loading')}</p>
    </>
  );
}

function ChatTitle() {
  const { t, ready } = useTranslation('chat', { useSuspense: false });
  return <p data-ready={ready}>{t('title')}</p>;
}

function showBotsTitle() {
  render(
    <Suspense fallback={<span>waiting</span>}>
      <BotsTitle />
    </Suspense>,
  );
  return screen.findByRole('heading');
}

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('useTranslation', () => {
  it("holds a namespace's texts in i18next's store as its file has them, in the current language only", async () => {
    await loadNamespaces('wallets');
    expect(i18n.hasLoadedNamespace('wallets')).toBe(true);
    expect(i18n.getResourceBundle('en', 'wallets')).toEqual(textsOf('en', 'wallets'));
    expect(i18n.hasResourceBundle('zh', 'wallets')).toBe(false);
  });

  it("waits for its own namespace, then does not render again when another screen's namespace loads", async () => {
    renders = 0;
    const heading = await showBotsTitle();
    expect(heading).toHaveTextContent(botsTitle('en'));
    // A key naming a namespace that is already there (common loads first) reads from it.
    expect(screen.getByRole('paragraph')).toHaveTextContent(textsOf('en', 'common').loading as string);

    renders = 0;
    await act(() => loadNamespaces('alarms', 'data'));
    expect(renders).toBe(0);
  });

  it('renders once more, in the new language, when the language changes, and not while its texts load', async () => {
    const heading = await showBotsTitle();
    renders = 0;
    const change = i18n.changeLanguage('ko');
    await act(() => change);
    expect(renders).toBe(1);
    expect(heading).toHaveTextContent(botsTitle('ko'));
    expect(i18n.language).toBe('ko');
  });

  it('without suspending, shows the keys at once and renders again with the texts once its namespace arrives', async () => {
    render(<ChatTitle />);
    expect(screen.getByRole('paragraph')).toHaveTextContent('title');
    expect(screen.getByRole('paragraph')).toHaveAttribute('data-ready', 'false');
    const title = textsOf('en', 'chat').title as string;
    expect(await screen.findByText(title)).toHaveAttribute('data-ready', 'true');
  });
});
