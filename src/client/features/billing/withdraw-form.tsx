// Withdrawal (spec §5; decisions.md "Money"): chain, address and an amount of at least 50 USDT, the
// chain's fixed fee charged on top, and the e-mail code (plus the authenticator's code while it is
// on). The shared contract's own field schemas check the form before anything is sent, so the
// browser and the server refuse with the same words.
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { MIN_WITHDRAWAL_USDT } from '../../../shared/catalogue/billing.ts';
import type { PayInfo, WithdrawalRecord } from '../../../shared/contracts/billing/pay-info.ts';
import { withdraw } from '../../../shared/contracts/billing/withdraw.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { showToast } from '../../components/feedback/feedback-atoms.ts';
import { LoadingDots } from '../../components/list-status.tsx';
import { Section } from '../../components/page.tsx';
import { api } from '../../lib/api/api.ts';
import { useAccountInfo } from '../../lib/account-info.ts';
import { FormAlert, FormFrame, SubmitButton, TextField } from '../../components/form/form-controls.tsx';
import type { FieldIssue } from '../../components/form/form-errors.ts';
import { useForm } from '../../components/form/use-form.ts';
import { fieldIssues } from '../../components/form/validators.ts';
import {
  AuthCodeProofField,
  EmailCodeProofField,
  PROOF_CODE_FIELDS,
  proofIssues,
  proofPayload,
} from '../../components/form/security-proof.tsx';
import { addAmounts, displayUsdt, shortHex, toMicros } from './billing-format.ts';
import { ChainSelect } from './chain-select.tsx';

type WithdrawValues = { chain: string; address: string; amount: string; email_code: string; auth_code: string };

const { chain, address, amount } = withdraw.request.shape;
const CHECKED = { chain, address, amount };
const ORDER = ['chain', 'address', 'amount', 'email_code', 'auth_code'];
const CODE_FIELDS = { ...PROOF_CODE_FIELDS, [CODE.amountExceedsBalance]: 'amount' };
const SUBMITTED_MESSAGE_MS = 5000;

const feeOf = (info: PayInfo, key: string) => info.chains.find((candidate) => candidate.key === key)?.withdrawal_fee ?? '0';

/** The amount and the fee together must fit in what may be withdrawn: the server's 4301, said before sending. */
function balanceIssues(values: WithdrawValues, info: PayInfo): FieldIssue[] {
  if (!amount.safeParse(values.amount).success) return [];
  const total = toMicros(addAmounts(values.amount, feeOf(info, values.chain)) ?? '');
  const balance = toMicros(info.withdrawable);
  return total !== null && balance !== null && total > balance ? [{ path: 'amount', message: `code.${CODE.amountExceedsBalance}` }] : [];
}

export function WithdrawForm({ info, onDone }: { info: PayInfo; onDone(info: PayInfo, withdrawal: WithdrawalRecord): void }) {
  const { t, i18n } = useTranslation('billing');
  const account = useAccountInfo();
  const proofs = account.status === 'ready' ? { email: account.info.email, authenticator: account.info.google_authenticator_switch } : null;
  const authenticator = proofs?.authenticator ?? false;
  const initial = useMemo<WithdrawValues>(
    () => ({ chain: info.chains[0]?.key ?? '', address: '', amount: '', email_code: '', auth_code: '' }),
    [info.chains],
  );
  const validate = useCallback(
    (values: WithdrawValues) =>
      [...fieldIssues(CHECKED, values), ...balanceIssues(values, info), ...proofIssues(values, { email: true, authenticator })].sort(
        (a, b) => ORDER.indexOf(a.path) - ORDER.indexOf(b.path),
      ),
    [info, authenticator],
  );
  const form = useForm({ id: 'withdraw', initial, validate, codeFields: CODE_FIELDS });
  const fee = feeOf(info, form.values.chain);
  const total = amount.safeParse(form.values.amount).success ? addAmounts(form.values.amount, fee) : null;
  const usdt = (value: string) => displayUsdt(value, i18n.language);
  const noEmail = proofs?.email === '';

  const submit = async (values: WithdrawValues) => {
    const answer = await api.call(withdraw, {
      chain: values.chain,
      address: values.address,
      amount: values.amount,
      ...proofPayload(values, authenticator),
    });
    onDone(answer.info, answer.withdrawal);
  };

  return (
    <FormFrame form={form} label={t('withdraw.title')} onSubmit={submit}>
      <fieldset className="flex flex-col gap-4" disabled={info.locked || noEmail}>
        <div className="grid gap-4 sm:grid-cols-2">
          <ChainSelect
            id={form.binding('chain').id}
            label={t('withdraw.chain')}
            chains={info.chains}
            value={form.values.chain}
            onChange={(next) => form.set('chain', next)}
          />
          <TextField
            form={form}
            name="amount"
            label={t('withdraw.amount')}
            inputMode="decimal"
            placeholder={t('withdraw.minimum', { amount: MIN_WITHDRAWAL_USDT })}
          />
          <div className="sm:col-span-2">
            <TextField
              form={form}
              name="address"
              label={t('withdraw.address')}
              placeholder={t('withdraw.addressPlaceholder')}
              autoComplete="off"
              spellCheck={false}
            />
          </div>
          <p className="flex flex-col gap-0.5 text-sm sm:col-span-2" data-testid="withdraw-fee">
            <span className="opacity-70">{t('withdraw.fee', { fee: usdt(fee) })}</span>
            {total !== null && <span className="font-medium">{t('withdraw.total', { total: usdt(total) })}</span>}
          </p>
          {proofs === null ? <LoadingDots label={t('loading')} /> : !noEmail && <EmailCodeProofField form={form} email={proofs.email} />}
          {authenticator && <AuthCodeProofField form={form} />}
        </div>
        {noEmail && (
          <p className="alert alert-warning alert-soft flex flex-wrap items-center gap-2 text-sm" role="alert">
            {t('messages:validation.noEmail')}
            <Link to="/centerSafe" className="link">
              {t('withdraw.addEmail')}
            </Link>
          </p>
        )}
        {info.locked && <p className="text-warning text-sm">{t('withdraw.locked')}</p>}
        <FormAlert error={form.errorOf('form')} />
        <p className="text-xs opacity-60">{t('withdraw.review')}</p>
        <SubmitButton busy={form.busy} className="sm:self-start">
          {t('withdraw.submit')}
        </SubmitButton>
      </fieldset>
    </FormFrame>
  );
}

/** The form in its section; a submitted withdrawal empties it for the next one. */
export function WithdrawSection({ info, onDone }: { info: PayInfo; onDone(info: PayInfo): void }) {
  const { t, i18n } = useTranslation('billing');
  const [round, setRound] = useState(0);
  const done = (next: PayInfo, withdrawal: WithdrawalRecord) => {
    showToast(
      t('withdraw.submitted', { amount: displayUsdt(withdrawal.amount, i18n.language), address: shortHex(withdrawal.address) }),
      SUBMITTED_MESSAGE_MS,
      'success',
    );
    onDone(next);
    setRound((count) => count + 1);
  };
  return (
    <Section title={t('withdraw.title')}>
      <WithdrawForm key={round} info={info} onDone={done} />
    </Section>
  );
}
