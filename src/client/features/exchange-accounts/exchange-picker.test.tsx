// @vitest-environment happy-dom
// The exchange picker of the bind dialog: one entry per venue, each name said once with the
// market kinds it offers, the sandbox venues first under their own heading, and a search that
// matches the name and the kind in the user's language.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebListEntry } from '../../../shared/contracts/markets/get-web-list.ts';
import { i18n, initI18n, loadNamespaces } from '../../lib/i18n.ts';
import { ExchangePicker } from './exchange-picker.tsx';

const entry = (exchange: string, web: string, web_type: number, simulated = false): WebListEntry => ({
  exchange,
  web,
  web_type,
  simulated,
  yenUnit1: 'BTC',
  yenUnit2: 'USDT',
  web_id: `${web}:${web_type}`,
  fields: web_type === 1 ? [] : ['api_key', 'secret'],
  optional_fields: [],
  chain: web_type === 1 ? 'SANDBOX' : null,
  pairs: [],
});

const LIST = [
  entry('Sandbox A', 'sandbox-a', 0, true),
  entry('Sandbox A', 'sandbox-a', 3, true),
  entry('Sandbox B', 'sandbox-b', 0, true),
  entry('Binance', 'binance', 0),
  entry('Binance', 'binance', 3),
  entry('Binance COIN-M', 'binancecoinm', 3),
  entry('Kraken', 'kraken', 0),
  // A DEX venue is traded from wallets: there is no account of it to bind.
  entry('Sandbox DEX', 'sandbox-dex', 1, true),
];

beforeAll(async () => {
  await initI18n('en');
  await loadNamespaces('exchange');
});

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

const renderPicker = () => render(<ExchangePicker id="web" list={LIST} value="" bound={new Set()} onChange={() => undefined} />);

const optionTexts = (group: HTMLElement) =>
  within(group)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** The venues the picker offers, after its prompt ("Exchange" or "No exchange matches"). */
const offeredVenues = () =>
  screen
    .getAllByRole('option')
    .slice(1)
    .map((option) => option.textContent);

describe('the exchange picker', () => {
  it('lists each venue once, named with its kinds, the sandbox venues first under their own heading', () => {
    renderPicker();
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual(['Sandbox exchanges (demo funds)', 'Exchanges']);
    expect(optionTexts(groups[0]!)).toEqual(['Sandbox A (Spot, Futures)', 'Sandbox B (Spot)']);
    expect(optionTexts(groups[1]!)).toEqual(['Binance (Spot, Futures)', 'Binance COIN-M (Futures)', 'Kraken (Spot)']);
  });
  it('filters by the name and by the kind as the user types', () => {
    renderPicker();
    const search = screen.getByRole('searchbox', { name: 'Search exchanges' });
    fireEvent.change(search, { target: { value: 'futures' } });
    expect(offeredVenues()).toEqual(['Sandbox A (Spot, Futures)', 'Binance (Spot, Futures)', 'Binance COIN-M (Futures)']);
    fireEvent.change(search, { target: { value: 'binance coin' } });
    expect(offeredVenues()).toEqual(['Binance COIN-M (Futures)']);
    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['No exchange matches']);
  });
  it('matches the kind in the user’s language', async () => {
    await act(() => i18n.changeLanguage('zh'));
    await act(() => loadNamespaces('exchange'));
    renderPicker();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '现货' } });
    expect(offeredVenues()).toEqual(['Sandbox A（现货、合约）', 'Sandbox B（现货）', 'Binance（现货、合约）', 'Kraken（现货）']);
  });
});
