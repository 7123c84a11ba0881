// A single transfer between two of the user's own wallets (spec §5, §6): from the wallet the user
// picked (a row's Transfer, or the main wallet's), to another, of a token and an amount. A large
// transfer is refused with 4409 until the e-mail code is given: the field then appears beside a
// Send button, and the same transfer is sent again with it.
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { NATIVE_TOKEN } from '../../../../shared/contracts/wallet/wallet-fields.ts';
import { dexMainTransfer, dexTransfer } from '../../../../shared/contracts/wallet/wallet-transfers.ts';
import type { WalletView } from '../../../../shared/contracts/wallet/wallet-view.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import type { ApiCallError } from '../../../lib/api/api-call-error.ts';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { Modal } from '../../../components/modal.tsx';
import { tokenOf, useChainWallets } from '../chain-wallets.ts';
import { CopyAddress } from '../copy-address.tsx';
import { amountProblem } from '../form/amount.ts';
import { EmailCodeField } from '../form/email-code-field.tsx';
import { FormAlert } from '../form/fields.tsx';
import { errorsOfFailure, type FormErrors } from '../form/form-errors.ts';
import { TokenSelect } from '../form/token-select.tsx';
import { useWalletCall } from '../form/use-wallet-call.ts';
import { displayAmount } from '../format.ts';
import { useFollowTask } from '../tasks/use-follow-task.ts';
import { keepRefusals, LogOrStay } from './gas-refusal.tsx';
import { AmountField, useAmountWithMost } from './most-after-gas.tsx';
import { WalletPicker } from './wallet-picker.tsx';

const FIELDS = ['to_wallet_id', 'token', 'amount', 'email_code'];
const CODE_FIELDS = { [CODE.wrongEmailCode]: 'email_code', 4301: 'amount', 4414: 'amount', 4401: 'to_wallet_id' };

export function TransferDialog({ from, onClose }: { from: WalletView; onClose(): void }) {
  const { t, i18n } = useTranslation('wallets');
  const { chain, tokens } = useChainWallets();
  const followTask = useFollowTask();
  const [to, setTo] = useState('');
  const [token, setToken] = useState(tokens[0]?.key ?? NATIVE_TOKEN);
  const [askCode, setAskCode] = useState(false);
  const [emailCode, setEmailCode] = useState('');
  const [refusal, setRefusal] = useState<ApiCallError | null>(null);
  const call = useWalletCall(FIELDS, CODE_FIELDS);
  const most = useAmountWithMost(call.setErrors, 'amount');
  const amount = most.amount;
  const chosen = tokenOf(tokens, token);
  const held = from.balances[token];
  const changeToken = (value: string) => {
    setToken(value);
    most.clear();
  };

  const takeRefusal = (error: ApiCallError) => {
    if (error.code === CODE.largeTransferCode) {
      setAskCode(true);
      call.setErrors({ email_code: { text: error.message } });
      return true;
    }
    return most.take(error) || keepRefusals(setRefusal)(error);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    most.clear();
    const checks: FormErrors = {};
    if (to === '') checks.to_wallet_id = { key: 'messages:validation.wallets.wallet' };
    const amountIssue = amountProblem(amount, { token: chosen, available: held });
    if (amountIssue) checks.amount = amountIssue;
    if (askCode && emailCode.trim() === '') checks.email_code = { key: 'messages:validation.emailCodeRequired' };
    const common = { chain: chain.chain, to_wallet_id: Number(to), token, amount, ...(askCode ? { email_code: emailCode } : {}) };
    const started =
      from.role === 'main'
        ? await call.run(dexMainTransfer, common, { checks, takeRefusal })
        : await call.run(dexTransfer, { ...common, from_wallet_id: from.id }, { checks, takeRefusal });
    if (!started) return;
    await followTask(started, { chain: chain.chain, chainName: chain.name, token: chosen?.symbol ?? token });
    onClose();
  };

  return (
    <Modal title={t('transfer.title')} onClose={onClose} busy={call.sending}>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="transfer-form">
        <div className="flex flex-col gap-1 text-sm">
          <span>{from.role === 'main' ? t('transfer.fromMain') : t('transfer.from')}</span>
          <CopyAddress address={from.address} full />
        </div>
        <WalletPicker from={from} value={to} onChange={setTo} error={call.errors.to_wallet_id} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TokenSelect value={token} onChange={changeToken} error={call.errors.token} />
          <AmountField
            most={most}
            label={t('fields.amount', { symbol: chosen?.symbol ?? '' })}
            name="amount"
            error={call.errors.amount}
            hint={
              held !== undefined
                ? t('transfer.holds', { amount: displayAmount(held, i18n.language), symbol: chosen?.symbol ?? '' })
                : undefined
            }
          />
        </div>
        {askCode && (
          <EmailCodeField
            value={emailCode}
            onChange={setEmailCode}
            error={call.errors.email_code}
            onSendFailed={(error) => call.setErrors(errorsOfFailure(error, FIELDS, CODE_FIELDS))}
          />
        )}
        {refusal && <LogOrStay message={refusal.message} onStay={() => setRefusal(null)} />}
        <FormAlert error={call.errors.form} />
        <DialogActions busy={call.sending} onCancel={onClose}>
          {t('transfer.submit')}
        </DialogActions>
      </form>
    </Modal>
  );
}
