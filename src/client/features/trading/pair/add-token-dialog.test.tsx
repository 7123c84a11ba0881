// @vitest-environment happy-dom
// Add token on a DEX venue: a refusal shows beside the field it concerns, in the words the server
// chose (the user's language); once added, the exchange list is loaded again and the new pair is
// handed back to be shown.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { CallContract } from '../../../../shared/contracts/define-call.ts';
import type { WebListEntry } from '../../../../shared/contracts/markets/get-web-list.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import { ApiCallError } from '../../../lib/api/api-call-error.ts';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { configureApi } from '../../../lib/api/api.ts';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { AddTokenDialog } from './add-token-dialog.tsx';

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const SANDBOX_DEX: WebListEntry = {
  exchange: 'Sandbox DEX',
  web: 'sandbox-dex',
  web_type: 1,
  web_id: 'sandbox-dex:1',
  yenUnit1: 'CAKE',
  yenUnit2: 'BNB',
  fields: [],
  optional_fields: [],
  simulated: true,
  chain: 'SANDBOX',
  pairs: [
    { yenUnit1: 'CAKE', yenUnit2: 'BNB' },
    { yenUnit1: 'DEMO', yenUnit2: 'USDT' },
  ],
};

let calls: { path: string; payload: unknown }[] = [];
let refuseWith: ApiCallError | null = null;

beforeAll(async () => {
  await initI18n('en');
  // The main layout loads the code catalogue's texts for every screen in it.
  await loadNamespaces('trading', 'messages');
});

beforeEach(() => {
  calls = [];
  refuseWith = null;
  const call = async (contract: CallContract, payload: unknown) => {
    calls.push({ path: contract.path, payload });
    if (contract.path === '/Api/Markets/add_new_token') {
      if (refuseWith) throw refuseWith;
      return { web: 'sandbox-dex', yenUnit1: 'ALPHA', yenUnit2: 'USDT', address: TOKEN, decimals: 18, pair_address: TOKEN, fee: 0.3 };
    }
    return { list: [SANDBOX_DEX] };
  };
  configureApi(async () => ({ call: call as unknown as ApiClient['call'] }));
});

afterEach(cleanup);

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add token' }));

it('offers the venue’s quote tokens and checks the address before sending', async () => {
  render(<AddTokenDialog venue={SANDBOX_DEX} onAdded={() => undefined} onClose={() => undefined} />);
  const quotes = screen.getByLabelText('Quote token') as HTMLSelectElement;
  expect([...quotes.options].map((option) => option.value)).toEqual(['BNB', 'USDT']);
  fill('Token contract address', '0x1234');
  submit();
  expect((await screen.findByTestId('add-token-error-address')).textContent).toBe('Enter a valid contract address.');
  expect(calls).toEqual([]);
});

it('shows the server’s refusal beside the field it concerns', async () => {
  refuseWith = new ApiCallError(CODE.tokenNotFound, 'No token contract was found at this address on Sandbox chain.', null, 200, true);
  render(<AddTokenDialog venue={SANDBOX_DEX} onAdded={() => undefined} onClose={() => undefined} />);
  fill('Token contract address', TOKEN);
  submit();
  expect((await screen.findByTestId('add-token-error-address')).textContent).toBe(
    'No token contract was found at this address on Sandbox chain.',
  );
});

it('adds the token, loads the exchange list again and hands back the new pair', async () => {
  const onAdded = vi.fn();
  const onClose = vi.fn();
  render(<AddTokenDialog venue={SANDBOX_DEX} onAdded={onAdded} onClose={onClose} />);
  fill('Token contract address', TOKEN);
  fireEvent.change(screen.getByLabelText('Quote token'), { target: { value: 'USDT' } });
  fill(/^Pool fee %/, '0.3');
  submit();
  await vi.waitFor(() => expect(onAdded).toHaveBeenCalled());
  expect(calls.map((entry) => entry.path)).toEqual(['/Api/Markets/add_new_token', '/Api/Markets/get_web_list']);
  expect(calls[0]!.payload).toEqual({ web: 'sandbox-dex', address: TOKEN, quote: 'USDT', fee: 0.3 });
  expect(onAdded).toHaveBeenCalledWith({ web: 'sandbox-dex', web_type: 1, exchange: 'Sandbox DEX', yenUnit1: 'ALPHA', yenUnit2: 'USDT' });
  expect(onClose).toHaveBeenCalled();
});
