// @vitest-environment happy-dom
// DEX Token Approval Management: when trading wallets lack gas (2109) the dialog shows the spec's
// three choices, and each does what it says: distribute gas approves through Allocate & Approve,
// authorise directly approves again ignoring gas, ignore closes. A started approval goes to the
// task widget with its type and chain.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { CallContract } from '../../../../shared/contracts/define-call.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import { ApiCallError } from '../../../lib/api/api-call-error.ts';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { configureApi } from '../../../lib/api/api.ts';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { type ChainWallets, ChainWalletsContext } from '../chain-wallets.ts';
import { ApprovalDialog } from './approval-dialog.tsx';

const started = vi.hoisted(() => [] as unknown[]);
vi.mock('../../../lib/tasks/task-bridge.ts', () => ({
  startBackgroundTask: async (task: unknown) => {
    started.push(task);
  },
}));

const CAKE = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const CHAIN: ChainWallets = {
  chain: { chain: 'SANDBOX', name: 'Sandbox chain', family: 'evm', chain_id: 31337, native: 'BNB', webs: ['sandbox-dex'], simulated: true },
  tokens: [
    { key: 'native', symbol: 'BNB', decimals: 18 },
    { key: CAKE, symbol: 'CAKE', decimals: 18 },
  ],
  main: null,
  groups: [{ id: 7, name: 'Makers', wallets: 20 }],
  ungrouped: 0,
  reloadAll: () => undefined,
};

let calls: { path: string; payload: Record<string, unknown> }[] = [];

beforeAll(async () => {
  await initI18n('en');
  await loadNamespaces('wallets');
});

beforeEach(() => {
  calls = [];
  started.length = 0;
  const call = async (contract: CallContract, payload: Record<string, unknown>) => {
    calls.push({ path: contract.path, payload });
    if (contract.path === '/Api/Wallet/dex_wallets_approve' && !payload.ignore_gas)
      throw new ApiCallError(CODE.gasProblem, '20 trading wallets do not have enough gas to approve CAKE.', { short: 20 }, 200, false);
    return { schedule_code: 'task-1', total: 21, type: 'approval' };
  };
  configureApi(async () => ({ call: call as unknown as ApiClient['call'] }));
});

afterEach(cleanup);

function renderDialog(onClose = vi.fn()) {
  render(
    <ChainWalletsContext.Provider value={CHAIN}>
      <ApprovalDialog onClose={onClose} askedToken="CAKE" />
    </ChainWalletsContext.Provider>,
  );
  return onClose;
}

async function refusedForGas() {
  fireEvent.click(screen.getByTestId('direct-approve'));
  const panel = await screen.findByTestId('gas-choice');
  expect(panel.textContent).toContain('Approval failed for insufficient gas');
  expect(panel.textContent).toContain('20 trading wallets do not have enough gas to approve CAKE.');
  return panel;
}

it('starts on the token the page was asked about, for the first group, with the main wallet', async () => {
  renderDialog();
  expect((screen.getByLabelText('Token') as HTMLSelectElement).value).toBe(CAKE);
  expect((screen.getByLabelText('Trading wallets') as HTMLSelectElement).value).toBe('7');
  await refusedForGas();
  expect(calls[0]!.payload).toMatchObject({
    web: 'sandbox-dex',
    approve_token: CAKE,
    is_master_approve: 1,
    group_id: 7,
    ignore_gas: false,
  });
});

it('distributes gas first when the user chooses to, and follows the task', async () => {
  const onClose = renderDialog();
  const panel = await refusedForGas();
  fireEvent.click(screen.getByRole('button', { name: 'Distribute gas' }));
  await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(panel.isConnected).toBe(false);
  expect(calls.map((entry) => entry.path)).toEqual(['/Api/Wallet/dex_wallets_approve', '/Api/Wallet/dex_deliver_token_approve']);
  expect(started).toEqual([
    expect.objectContaining({ scheduleCode: 'task-1', type: 'approval', chain: 'SANDBOX', token: 'CAKE', web: 'sandbox-dex' }),
  ]);
});

it('authorises directly, ignoring gas, when the user chooses to', async () => {
  const onClose = renderDialog();
  await refusedForGas();
  fireEvent.click(screen.getByRole('button', { name: 'Authorise directly' }));
  await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(calls[1]).toMatchObject({ path: '/Api/Wallet/dex_wallets_approve', payload: { ignore_gas: true } });
});

it('closes without approving when the user ignores it', async () => {
  const onClose = renderDialog();
  await refusedForGas();
  fireEvent.click(screen.getByRole('button', { name: 'Ignore' }));
  expect(onClose).toHaveBeenCalled();
  expect(calls).toHaveLength(1);
  expect(started).toEqual([]);
});
