// @vitest-environment happy-dom
// The exchange select of the trading screens: bound exchanges, then the DEX venues named with
// their chain (the name from get_dex_chain, the chain's key until it answers), then the rest.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CallContract } from '../../../../shared/contracts/define-call.ts';
import type { WebListEntry } from '../../../../shared/contracts/markets/get-web-list.ts';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { configureApi } from '../../../lib/api/api.ts';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { VenueSelect } from './venue-select.tsx';

const entry = (exchange: string, web: string, web_type: number, chain: string | null = null): WebListEntry => ({
  exchange,
  web,
  web_type,
  web_id: `${web}:${web_type}`,
  yenUnit1: web_type === 1 ? 'CAKE' : 'BTC',
  yenUnit2: web_type === 1 ? 'BNB' : 'USDT',
  fields: web_type === 1 ? [] : ['api_key', 'secret'],
  optional_fields: [],
  simulated: web.startsWith('sandbox'),
  chain,
  pairs: [],
});

const LIST = [
  entry('Sandbox DEX', 'sandbox-dex', 1, 'SANDBOX'),
  entry('Sandbox A', 'sandbox-a', 0),
  entry('Sandbox A', 'sandbox-a', 3),
  entry('Binance', 'binance', 0),
  entry('PancakeSwap V2', 'pancakeswap', 1, 'BSC'),
];

let answerChains: (() => void) | null = null;

beforeAll(async () => {
  await initI18n('en');
  await loadNamespaces('trading');
  const call = async (contract: CallContract) => {
    if (contract.path !== '/Api/Markets/get_dex_chain') throw new Error(`unexpected ${contract.path}`);
    await new Promise<void>((resolve) => {
      answerChains = resolve;
    });
    return {
      list: [
        { chain: 'SANDBOX', name: 'Sandbox chain', family: 'evm', chain_id: 31337, native: 'BNB', webs: ['sandbox-dex'], simulated: true },
      ],
    };
  };
  configureApi(async () => ({ call: call as unknown as ApiClient['call'] }));
});

afterEach(cleanup);

const optionTexts = (group: HTMLElement) =>
  within(group)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the exchange select', () => {
  it('groups bound exchanges, DEX venues with their chain, and the other exchanges', async () => {
    const onChoose = vi.fn();
    render(<VenueSelect pair={null} webList={LIST} boundWebs={new Set(['sandbox-a'])} onChoose={onChoose} />);
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual(['Bound accounts', 'DEX (traded from wallets)', 'Other exchanges']);
    expect(optionTexts(groups[0]!)).toEqual(['Sandbox A · Spot', 'Sandbox A · Futures']);
    // Until get_dex_chain answers, the chain's key stands in for its name.
    expect(optionTexts(groups[1]!)).toEqual(['Sandbox DEX · SANDBOX', 'PancakeSwap V2 · BSC']);
    await vi.waitFor(() => expect(answerChains).not.toBeNull());
    await act(async () => answerChains?.());
    expect(optionTexts(screen.getAllByRole('group')[1]!)).toEqual(['Sandbox DEX · Sandbox chain', 'PancakeSwap V2 · BSC']);
    expect(optionTexts(groups[2]!)).toEqual(['Binance · Spot']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Exchange' }), { target: { value: 'sandbox-dex:1' } });
    expect(onChoose).toHaveBeenCalledWith(LIST[0]);
  });
});
