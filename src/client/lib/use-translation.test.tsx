// @vitest-environment happy-dom
// When a component using texts renders again: when its own texts arrive or the language changes,
// and not when another screen's texts load (or the next language's, while a change loads them).
// Texts from a namespace named in a key ("site:…") count as its own.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadNamespaces } from './i18n.ts';
import { useTranslation } from './use-translation.ts';

let renders = 0;

function Title() {
  renders += 1;
  const { t } = useTranslation('common');
  return (
    <>
      <h1>{t('loading')}</h1>
      <p>{t('site:nav.login')}</p>
    </>
  );
}

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('useTranslation', () => {
  it('renders again for its own texts and a language change, not for texts it does not read', async () => {
    render(<Title />);
    expect(screen.getByRole('heading').textContent).toBe('Loading…');
    // The key of a namespace not loaded yet shows as the key; its texts show once loaded.
    expect(screen.getByText('nav.login')).toBeTruthy();
    await act(() => loadNamespaces('site'));
    const loggedIn = screen.getByRole('paragraph').textContent;
    expect(loggedIn).not.toBe('nav.login');

    renders = 0;
    await act(() => loadNamespaces('bots', 'wallets'));
    expect(renders).toBe(0);

    // Loading the Korean texts leaves the English page alone; the switch renders it once in Korean.
    const change = i18n.changeLanguage('ko');
    await act(() => change);
    expect(renders).toBe(1);
    expect(screen.getByRole('heading').textContent).not.toBe('Loading…');
  });
});
