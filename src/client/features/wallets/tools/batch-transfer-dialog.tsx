// Batch Transfer (spec §3 "Batch transfer"): a total of a token moves from one group's wallets to
// another's, split evenly over the receivers. Runs as a background task.
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { NATIVE_TOKEN } from '../../../../shared/contracts/wallet/wallet-fields.ts';
import { dexTransferByGroup } from '../../../../shared/contracts/wallet/wallet-transfers.ts';
import type { ApiCallError } from '../../../lib/api/api-call-error.ts';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { Modal } from '../../../components/modal.tsx';
import { tokenOf, useChainWallets } from '../chain-wallets.ts';
import { amountProblem } from '../form/amount.ts';
import { FormAlert, SelectField, TextField } from '../form/fields.tsx';
import { TokenSelect } from '../form/token-select.tsx';
import { useWalletCall } from '../form/use-wallet-call.ts';
import { groupIdOf } from '../../../components/wallet-groups/group-choices.ts';
import { useGroupChoices } from '../groups/use-group-choices.ts';
import { useFollowTask } from '../tasks/use-follow-task.ts';
import { keepRefusals, LogOrStay } from './gas-refusal.tsx';

const FIELDS = ['token', 'total_amount', 'from_group', 'to_group'];

export function BatchTransferDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('wallets');
  const { chain, tokens } = useChainWallets();
  const groupChoices = useGroupChoices([]);
  const followTask = useFollowTask();
  const [token, setToken] = useState(tokens[0]?.key ?? NATIVE_TOKEN);
  const [amount, setAmount] = useState('');
  const [from, setFrom] = useState(groupChoices[1]?.value ?? groupChoices[0]?.value ?? '0');
  const [to, setTo] = useState(groupChoices[0]?.value ?? '0');
  const [refusal, setRefusal] = useState<ApiCallError | null>(null);
  const call = useWalletCall(FIELDS, { 4301: 'total_amount', 4414: 'total_amount', 4415: 'total_amount', 4408: 'from_group' });
  const chosen = tokenOf(tokens, token);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const amountIssue = amountProblem(amount, { token: chosen });
    const started = await call.run(
      dexTransferByGroup,
      { chain: chain.chain, token, total_amount: amount, from_group: groupIdOf(from) ?? 0, to_group: groupIdOf(to) ?? 0 },
      { checks: amountIssue ? { total_amount: amountIssue } : {}, takeRefusal: keepRefusals(setRefusal) },
    );
    if (!started) return;
    await followTask(started, { chain: chain.chain, chainName: chain.name, token: chosen?.symbol ?? token });
    onClose();
  };

  return (
    <Modal title={t('tools.batchTransfer')} onClose={onClose} busy={call.sending}>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="batch-transfer-form">
        <p className="text-sm opacity-70">{t('batchTransfer.intro')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <TokenSelect value={token} onChange={setToken} error={call.errors.token} />
          <TextField
            label={t('fields.totalAmount', { symbol: chosen?.symbol ?? '' })}
            name="total_amount"
            value={amount}
            onChange={setAmount}
            inputMode="decimal"
            error={call.errors.total_amount}
          />
          <SelectField
            label={t('batchTransfer.from')}
            name="from_group"
            value={from}
            choices={groupChoices}
            onChange={setFrom}
            error={call.errors.from_group}
          />
          <SelectField
            label={t('batchTransfer.to')}
            name="to_group"
            value={to}
            choices={groupChoices}
            onChange={setTo}
            error={call.errors.to_group}
          />
        </div>
        {refusal && <LogOrStay message={refusal.message} onStay={() => setRefusal(null)} />}
        <FormAlert error={call.errors.form} />
        <DialogActions busy={call.sending} onCancel={onClose}>
          {t('batchTransfer.submit')}
        </DialogActions>
      </form>
    </Modal>
  );
}
