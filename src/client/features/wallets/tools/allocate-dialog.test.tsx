// @vitest-environment happy-dom
// Allocate Assets with the main wallet's whole coin balance: the server answers 2110 with the most
// it can send after the gas; the dialog says so beside the amount and offers that amount, which
// is then sent. A 2110 without such an amount (the gas of a token allocation) keeps its panel.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { CallContract } from '../../../../shared/contracts/define-call.ts';
import type { WalletView } from '../../../../shared/contracts/wallet/wallet-view.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import { ApiCallError } from '../../../lib/api/api-call-error.ts';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { configureApi } from '../../../lib/api/api.ts';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { type ChainWallets, ChainWalletsContext } from '../chain-wallets.ts';
import { AllocateDialog } from './allocate-dialog.tsx';

vi.mock('../../../lib/tasks/task-bridge.ts', () => ({ startBackgroundTask: async () => undefined }));

const CAKE = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const MAIN: WalletView = {
  id: 1,
  chain: 'SANDBOX',
  address: '0x1111111111111111111111111111111111111111',
  role: 'main',
  group_id: null,
  group_name: null,
  source: 'system',
  enabled: true,
  ordering: true,
  restriction: 'unlimited',
  state: 'idle',
  balances: { native: '100', [CAKE]: '100000' },
  balances_at: 1,
  created_at: 1,
};
const CHAIN: ChainWallets = {
  chain: { chain: 'SANDBOX', name: 'Sandbox chain', family: 'evm', chain_id: 31337, native: 'BNB', webs: ['sandbox-dex'], simulated: true },
  tokens: [
    { key: 'native', symbol: 'BNB', decimals: 18 },
    { key: CAKE, symbol: 'CAKE', decimals: 18 },
  ],
  main: MAIN,
  groups: [{ id: 7, name: 'Makers', wallets: 3 }],
  ungrouped: 0,
  reloadAll: () => undefined,
};
const MOST_MESSAGE = 'The main wallet also pays 0.000063 BNB of gas for these transfers: it can send at most 99.999937 BNB.';

let sent: Record<string, unknown>[] = [];

beforeAll(async () => {
  await initI18n('en');
  await loadNamespaces('wallets');
});

beforeEach(() => {
  sent = [];
  const call = async (_contract: CallContract, payload: Record<string, unknown>) => {
    sent.push(payload);
    if (payload.token === CAKE)
      throw new ApiCallError(CODE.mainWalletGasLow, 'The main wallet does not have enough gas.', null, 200, false);
    if (payload.total_amount === '100')
      throw new ApiCallError(CODE.mainWalletGasLow, MOST_MESSAGE, { most: '99.999937', gas: '0.000063', symbol: 'BNB' }, 200, false);
    return { schedule_code: 'task-1', total: 3, type: 'distribution' };
  };
  configureApi(async () => ({ call: call as unknown as ApiClient['call'] }));
});

afterEach(cleanup);

function renderDialog(onClose = vi.fn()) {
  render(
    <ChainWalletsContext.Provider value={CHAIN}>
      <AllocateDialog onClose={onClose} />
    </ChainWalletsContext.Provider>,
  );
  // The dialog opens in a portal on the document's body.
  const amount = document.querySelector<HTMLInputElement>('input[name="total_amount"]')!;
  return { onClose, amount };
}

it('offers the most the main wallet can send after the gas, and sends it', async () => {
  const { onClose, amount } = renderDialog();
  fireEvent.change(amount, { target: { value: '100' } });
  fireEvent.click(screen.getByRole('button', { name: 'Allocate' }));
  expect((await screen.findByTestId('error-total_amount')).textContent).toBe(MOST_MESSAGE);
  expect(screen.queryByTestId('gas-log-or-stay')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Send 99.999937 BNB instead' }));
  expect(amount.value).toBe('99.999937');
  expect(screen.queryByTestId('error-total_amount')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Allocate' }));
  await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sent.map((payload) => payload.total_amount)).toEqual(['100', '99.999937']);
});

it('keeps the gas panel for a refusal that names no amount', async () => {
  const { amount } = renderDialog();
  fireEvent.change(screen.getByLabelText('Token'), { target: { value: CAKE } });
  fireEvent.change(amount, { target: { value: '10' } });
  fireEvent.click(screen.getByRole('button', { name: 'Allocate' }));
  expect((await screen.findByTestId('gas-log-or-stay')).textContent).toContain('The main wallet does not have enough gas.');
  expect(screen.queryByRole('button', { name: /instead$/ })).toBeNull();
});
