// @vitest-environment happy-dom
// Adding a risk user as a person does it: the form starts with the channels the user is reached on,
// says what is missing before anything is sent, sends the margin ratio typed as a percent as the
// fraction the contract holds, and shows "already watched" beside the account.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { ChannelState } from '../../../../shared/contracts/alarm/alarm-view.ts';
import type { CallContract } from '../../../../shared/contracts/define-call.ts';
import type { RiskUserView } from '../../../../shared/contracts/futures/risk-user-fields.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import { ApiCallError } from '../../../lib/api/api-call-error.ts';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { configureApi } from '../../../lib/api/api.ts';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { RiskUserFormDialog } from './risk-user-form-dialog.tsx';

const CHANNELS: ChannelState = {
  push: { public_key: 'k', devices: 1 },
  telegram: { available: false, bound: false, bot_username: null },
  email: { bound: true, address: 'a@example.com' },
  bind_prompt_dismissed_until: null,
};
const ACCOUNTS = [
  { web: 'sandbox-a', exchange: 'Sandbox A' },
  { web: 'sandbox-b', exchange: 'Sandbox B' },
];

let sent: unknown[] = [];
let refuseWith: ApiCallError | null = null;
let saved: RiskUserView | null = null;

beforeAll(async () => {
  await initI18n('en');
  await loadNamespaces('trading', 'messages');
});

beforeEach(() => {
  sent = [];
  refuseWith = null;
  saved = null;
  const call = async (contract: CallContract, payload: unknown) => {
    if (contract.path === '/Api/Alarm/get_alarm_channels') return CHANNELS;
    sent.push(payload);
    if (refuseWith) throw refuseWith;
    return { id: 1, ...(payload as object) };
  };
  configureApi(async () => ({ call: call as unknown as ApiClient['call'] }));
});

afterEach(cleanup);

const show = () =>
  render(
    <RiskUserFormDialog
      editing={null}
      accounts={ACCOUNTS}
      onSaved={(view) => {
        saved = view;
      }}
      onClose={() => undefined}
    />,
  );
/** Shows the form once it has read where the user is reached (push, here). */
async function showReady() {
  show();
  await waitFor(() => expect((screen.getByLabelText('Push') as HTMLInputElement).checked).toBe(true));
}
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

it('starts with the reachable channels and asks for a threshold before sending', async () => {
  show();
  await waitFor(() => expect((screen.getByLabelText('Push') as HTMLInputElement).checked).toBe(true));
  expect((screen.getByLabelText('E-mail') as HTMLInputElement).checked).toBe(false);
  expect(screen.queryByLabelText('Telegram')).toBeNull();
  save();
  expect(await screen.findByText('Set at least one threshold.')).toBeTruthy();
  expect(sent).toEqual([]);
});

it('sends the margin ratio typed as a percent as a fraction, on the chosen account', async () => {
  await showReady();
  fireEvent.change(screen.getByLabelText('Futures account'), { target: { value: 'sandbox-b' } });
  fill('Margin ratio at or above (%)', '80');
  fill('Exposure at or above (USDT)', '25,000');
  fireEvent.click(screen.getByLabelText('E-mail'));
  save();
  await waitFor(() => expect(saved).not.toBeNull());
  expect(sent).toEqual([
    { web: 'sandbox-b', remark: '', margin_ratio_above: 0.8, loss_above: null, exposure_above: 25_000, channels: ['push', 'email'] },
  ]);
});

it('shows "already watched" beside the account', async () => {
  refuseWith = new ApiCallError(
    CODE.riskUserExists,
    'This futures account is already watched. Edit its thresholds instead.',
    null,
    200,
    true,
  );
  await showReady();
  fill('Unrealized loss at or above (USDT)', '100');
  save();
  expect(await screen.findByText('This futures account is already watched. Edit its thresholds instead.')).toBeTruthy();
  expect(screen.getByLabelText('Futures account').getAttribute('aria-invalid')).toBe('true');
});
