// Allocate Assets (spec §3 "Allocate"): the main wallet sends a total of a token to the enabled
// trading wallets of a group (or all): at random, as an even split floating by a range (0% even,
// 80% or more random), or only to wallets holding less than an amount. Runs as a background task.
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { distributionMode } from '../../../../shared/trade/batch-distribution.ts';
import { NATIVE_TOKEN } from '../../../../shared/contracts/wallet/wallet-fields.ts';
import { ALLOCATION_STRATEGIES, type AllocationStrategy, dexDeliverToken } from '../../../../shared/contracts/wallet/wallet-transfers.ts';
import type { ApiCallError } from '../../../lib/api/api-call-error.ts';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { Modal } from '../../../components/modal.tsx';
import { SegmentedChoice } from '../../../components/segmented-choice.tsx';
import { tokenOf, useChainWallets } from '../chain-wallets.ts';
import { amountProblem } from '../form/amount.ts';
import { FormAlert, TextField } from '../form/fields.tsx';
import type { FormErrors } from '../form/form-errors.ts';
import { TokenSelect } from '../form/token-select.tsx';
import { useWalletCall } from '../form/use-wallet-call.ts';
import { displayAmount } from '../format.ts';
import { ALL_WALLETS, groupIdOf } from '../../../components/wallet-groups/group-choices.ts';
import { GroupField } from '../groups/group-field.tsx';
import { useFollowTask } from '../tasks/use-follow-task.ts';
import { keepRefusals, LogOrStay } from './gas-refusal.tsx';
import { AmountField, useAmountWithMost } from './most-after-gas.tsx';
import { NoMainWallet } from './no-main-wallet.tsx';

const FIELDS = ['token', 'total_amount', 'strategy', 'float_range', 'below', 'group_id'];

export function AllocateDialog({ onClose, initialToken }: { onClose(): void; initialToken?: string | undefined }) {
  const { t, i18n } = useTranslation('wallets');
  const { chain, tokens, main } = useChainWallets();
  const followTask = useFollowTask();
  const [token, setToken] = useState(initialToken ?? tokens[0]?.key ?? NATIVE_TOKEN);
  const [strategy, setStrategy] = useState<AllocationStrategy>('average');
  const [floatRange, setFloatRange] = useState('0');
  const [below, setBelow] = useState('');
  const [group, setGroup] = useState(ALL_WALLETS);
  const [refusal, setRefusal] = useState<ApiCallError | null>(null);
  const call = useWalletCall(FIELDS, { 4301: 'total_amount', 4414: 'total_amount', 4415: 'total_amount', 4408: 'group_id' });
  const most = useAmountWithMost(call.setErrors, 'total_amount');
  const amount = most.amount;
  const chosen = tokenOf(tokens, token);
  const held = main?.balances[token];
  const floatValue = Number(floatRange);
  const changeToken = (value: string) => {
    setToken(value);
    most.clear();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    most.clear();
    const checks: FormErrors = {};
    const amountIssue = amountProblem(amount, { token: chosen, available: held });
    if (amountIssue) checks.total_amount = amountIssue;
    const belowIssue = strategy === 'conditional' ? amountProblem(below, { token: chosen }) : null;
    if (belowIssue) checks.below = belowIssue;
    const started = await call.run(
      dexDeliverToken,
      {
        chain: chain.chain,
        token,
        total_amount: amount,
        strategy,
        float_range: strategy === 'average' ? (floatRange.trim() === '' ? 0 : floatValue) : 0,
        ...(strategy === 'conditional' && below.trim() ? { below } : {}),
        ...(groupIdOf(group) !== undefined ? { group_id: groupIdOf(group) } : {}),
      },
      { checks, takeRefusal: (error) => most.take(error) || keepRefusals(setRefusal)(error) },
    );
    if (!started) return;
    await followTask(started, { chain: chain.chain, chainName: chain.name, token: chosen?.symbol ?? token });
    onClose();
  };

  return (
    <Modal title={t('tools.allocate')} onClose={onClose} busy={call.sending} wide>
      {!main ? (
        <NoMainWallet onClose={onClose} />
      ) : (
        <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="allocate-form">
          <p className="text-sm opacity-70">{t('allocate.intro')}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <TokenSelect value={token} onChange={changeToken} error={call.errors.token} />
            <AmountField
              most={most}
              label={t('fields.totalAmount', { symbol: chosen?.symbol ?? '' })}
              name="total_amount"
              error={call.errors.total_amount}
              hint={
                held !== undefined
                  ? t('allocate.mainHolds', { amount: displayAmount(held, i18n.language), symbol: chosen?.symbol ?? '' })
                  : undefined
              }
            />
          </div>
          <fieldset className="flex flex-col gap-1 text-sm">
            <legend className="mb-1">{t('allocate.strategy')}</legend>
            <SegmentedChoice
              name="strategy"
              legend={t('allocate.strategy')}
              value={strategy}
              onChange={setStrategy}
              options={ALLOCATION_STRATEGIES.map((value) => ({ value, label: t(`allocate.strategies.${value}`) }))}
            />
            <span className="text-xs opacity-60">{t(`allocate.strategyHint.${strategy}`)}</span>
          </fieldset>
          {strategy === 'average' && (
            <TextField
              label={t('allocate.floatRange')}
              name="float_range"
              value={floatRange}
              onChange={setFloatRange}
              inputMode="decimal"
              error={call.errors.float_range}
              hint={t(`allocate.mode.${distributionMode(Number.isFinite(floatValue) ? floatValue : 0)}`)}
            />
          )}
          {strategy === 'conditional' && (
            <TextField
              label={t('allocate.below', { symbol: chosen?.symbol ?? '' })}
              name="below"
              value={below}
              onChange={setBelow}
              inputMode="decimal"
              error={call.errors.below}
              hint={t('allocate.belowHint')}
            />
          )}
          <GroupField value={group} onChange={setGroup} extra={['all']} error={call.errors.group_id} />
          {refusal && <LogOrStay message={refusal.message} onStay={() => setRefusal(null)} />}
          <FormAlert error={call.errors.form} />
          <DialogActions busy={call.sending} onCancel={onClose}>
            {t('allocate.submit')}
          </DialogActions>
        </form>
      )}
    </Modal>
  );
}
