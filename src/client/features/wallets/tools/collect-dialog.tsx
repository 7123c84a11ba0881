// Collect Assets (spec §3 "Collect"): the trading wallets of a group (or all) send a token back
// to the main wallet, the fullest first, until the amount is collected; no amount collects
// everything: a token's whole balance, and of the coin all but the gas of each wallet's own
// transfer. Runs as a background task.
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { NATIVE_TOKEN } from '../../../../shared/contracts/wallet/wallet-fields.ts';
import { dexCollectToken } from '../../../../shared/contracts/wallet/wallet-transfers.ts';
import type { ApiCallError } from '../../../lib/api/api-call-error.ts';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { Modal } from '../../../components/modal.tsx';
import { tokenOf, useChainWallets } from '../chain-wallets.ts';
import { amountProblem } from '../form/amount.ts';
import { FormAlert, TextField } from '../form/fields.tsx';
import { TokenSelect } from '../form/token-select.tsx';
import { useWalletCall } from '../form/use-wallet-call.ts';
import { ALL_WALLETS, groupIdOf } from '../../../components/wallet-groups/group-choices.ts';
import { GroupField } from '../groups/group-field.tsx';
import { useFollowTask } from '../tasks/use-follow-task.ts';
import { keepRefusals, LogOrStay } from './gas-refusal.tsx';
import { NoMainWallet } from './no-main-wallet.tsx';

const FIELDS = ['token', 'total_amount', 'group_id'];

export function CollectDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('wallets');
  const { chain, tokens, main } = useChainWallets();
  const followTask = useFollowTask();
  const [token, setToken] = useState(tokens[0]?.key ?? NATIVE_TOKEN);
  const [amount, setAmount] = useState('');
  const [group, setGroup] = useState(ALL_WALLETS);
  const [refusal, setRefusal] = useState<ApiCallError | null>(null);
  const call = useWalletCall(FIELDS, { 4414: 'total_amount', 4408: 'group_id' });
  const chosen = tokenOf(tokens, token);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const amountIssue = amountProblem(amount, { token: chosen });
    const groupId = groupIdOf(group);
    const started = await call.run(
      dexCollectToken,
      {
        chain: chain.chain,
        token,
        ...(amount.trim() ? { total_amount: amount } : {}),
        ...(groupId !== undefined ? { group_id: groupId } : {}),
      },
      { checks: amountIssue ? { total_amount: amountIssue } : {}, takeRefusal: keepRefusals(setRefusal) },
    );
    if (!started) return;
    await followTask(started, { chain: chain.chain, chainName: chain.name, token: chosen?.symbol ?? token });
    onClose();
  };

  return (
    <Modal title={t('tools.collect')} onClose={onClose} busy={call.sending}>
      {!main ? (
        <NoMainWallet onClose={onClose} />
      ) : (
        <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="collect-form">
          <p className="text-sm opacity-70">{t('collect.intro')}</p>
          <TokenSelect value={token} onChange={setToken} error={call.errors.token} />
          <TextField
            label={t('collect.amount', { symbol: chosen?.symbol ?? '' })}
            name="total_amount"
            value={amount}
            onChange={setAmount}
            inputMode="decimal"
            placeholder={t('collect.everything')}
            error={call.errors.total_amount}
            hint={
              token === NATIVE_TOKEN
                ? t('collect.amountHint')
                : t('collect.amountHintToken', { symbol: chosen?.symbol ?? '', coin: chain.native })
            }
          />
          <GroupField value={group} onChange={setGroup} extra={['all']} error={call.errors.group_id} />
          {refusal && <LogOrStay message={refusal.message} onStay={() => setRefusal(null)} />}
          <FormAlert error={call.errors.form} />
          <DialogActions busy={call.sending} onCancel={onClose}>
            {t('collect.submit')}
          </DialogActions>
        </form>
      )}
    </Modal>
  );
}
