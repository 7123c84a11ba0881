// DEX Token Approval Management (spec §1, §3 "Approval"): a token is approved for a DEX venue's
// router from the main wallet and/or a group's trading wallets. "Direct Approve" approves from
// the wallets as they are; "Allocate & Approve" first sends gas to each wallet short of it. The
// gas refusals come back to this page (spec §8) and are answered here with the spec's choices.
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { dexDeliverTokenApprove, dexWalletsApprove } from '../../../../shared/contracts/wallet/wallet-approvals.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import type { ApiCallError } from '../../../lib/api/api-call-error.ts';
import { LabelledCheckbox } from '../../../components/form-checkbox.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useWebList } from '../../../lib/market-lists.ts';
import { sessionAtom, useAtomValue } from '../../../lib/store.ts';
import { tokenOf, useChainWallets } from '../chain-wallets.ts';
import { FormAlert, SelectField, TextField } from '../form/fields.tsx';
import { useWalletCall } from '../form/use-wallet-call.ts';
import { shortAddress } from '../format.ts';
import { groupIdOf, NO_WALLETS, UNGROUPED } from '../../../components/wallet-groups/group-choices.ts';
import { useGroupChoices } from '../groups/use-group-choices.ts';
import { useFollowTask } from '../tasks/use-follow-task.ts';
import { CUSTOM_TOKEN, initialApprovalToken } from './approval-token.ts';
import { GasChoice } from './gas-choice.tsx';
import { keepRefusals, LogOrStay } from './gas-refusal.tsx';

const FIELDS = ['web', 'approve_token', 'is_master_approve', 'group_id'];
const GAS_CODES = [CODE.gasProblem, CODE.mainWalletGasLow, CODE.tradingWalletGasAuthFailed];

type Mode = 'direct' | 'allocate' | 'directIgnoringGas';

export function ApprovalDialog({
  onClose,
  askedToken,
  askedWeb,
}: {
  onClose(): void;
  askedToken?: string | undefined;
  askedWeb?: string | undefined;
}) {
  const { t } = useTranslation('wallets');
  const { chain, tokens, groups, ungrouped } = useChainWallets();
  const webList = useWebList();
  const owner = useAtomValue(sessionAtom)?.account ?? '';
  const groupChoices = useGroupChoices(['none']);
  const followTask = useFollowTask();
  const start = initialApprovalToken(tokens, askedToken);
  const [web, setWeb] = useState(askedWeb && chain.webs.includes(askedWeb) ? askedWeb : (chain.webs[0] ?? ''));
  const [tokenChoice, setTokenChoice] = useState(start.choice);
  const [custom, setCustom] = useState(start.custom);
  const [withMain, setWithMain] = useState(true);
  const [group, setGroup] = useState(groups[0] ? String(groups[0].id) : ungrouped > 0 ? UNGROUPED : NO_WALLETS);
  const [refusal, setRefusal] = useState<ApiCallError | null>(null);
  const call = useWalletCall(FIELDS);
  const token = tokenChoice === CUSTOM_TOKEN ? custom.trim() : tokenChoice;
  const venueName = (id: string) => webList.find((entry) => entry.web === id)?.exchange ?? id;
  const tokenChoices = [
    ...tokens.filter((entry) => entry.key !== 'native').map((entry) => ({ value: entry.key, label: entry.symbol })),
    { value: CUSTOM_TOKEN, label: t('approval.customToken') },
  ];

  const approve = async (mode: Mode) => {
    setRefusal(null);
    const groupId = groupIdOf(group);
    const request = {
      web,
      account: owner,
      approve_token: token,
      is_master_approve: withMain ? (1 as const) : (0 as const),
      ...(groupId !== undefined ? { group_id: groupId } : {}),
    };
    const options = { takeRefusal: keepRefusals(setRefusal, GAS_CODES) };
    const started =
      mode === 'allocate'
        ? await call.run(dexDeliverTokenApprove, request, options)
        : await call.run(dexWalletsApprove, { ...request, ignore_gas: mode === 'directIgnoringGas' }, options);
    if (!started) return;
    const symbol = tokenOf(tokens, token.toLowerCase())?.symbol ?? shortAddress(token);
    await followTask(started, { chain: chain.chain, chainName: chain.name, token: symbol, web });
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void approve('direct');
  };

  return (
    <Modal title={t('tools.approval')} onClose={onClose} busy={call.sending} wide>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="approval-form">
        <p className="text-sm opacity-70">{t('approval.intro')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('approval.venue')}
            name="web"
            value={web}
            choices={chain.webs.map((id) => ({ value: id, label: venueName(id) }))}
            onChange={setWeb}
            error={call.errors.web}
          />
          <SelectField
            label={t('fields.token')}
            name="token"
            value={tokenChoice}
            choices={tokenChoices}
            onChange={setTokenChoice}
            error={tokenChoice === CUSTOM_TOKEN ? undefined : call.errors.approve_token}
          />
        </div>
        {tokenChoice === CUSTOM_TOKEN && (
          <TextField
            label={t('approval.contract')}
            name="approve_token"
            value={custom}
            onChange={setCustom}
            error={call.errors.approve_token}
            mono
            placeholder={t('addressPlaceholder')}
          />
        )}
        <div className="grid items-end gap-3 sm:grid-cols-2">
          <SelectField
            label={t('approval.tradingWallets')}
            name="group_id"
            value={group}
            choices={groupChoices}
            onChange={setGroup}
            error={call.errors.group_id}
          />
          <LabelledCheckbox
            checked={withMain}
            onChange={setWithMain}
            className="flex items-center gap-2 pb-2 text-sm"
            controlClassName="checkbox checkbox-sm"
          >
            {t('approval.withMain')}
          </LabelledCheckbox>
        </div>
        {refusal?.code === CODE.gasProblem ? (
          <GasChoice
            message={refusal.message}
            busy={call.sending}
            onDistribute={() => void approve('allocate')}
            onDirect={() => void approve('directIgnoringGas')}
            onIgnore={onClose}
          />
        ) : refusal ? (
          <LogOrStay message={refusal.message} onStay={() => setRefusal(null)} />
        ) : null}
        <FormAlert error={call.errors.form} />
        {/* While the gas choice is asked, its own buttons are the way on: the two approvals step aside. */}
        {refusal?.code !== CODE.gasProblem && (
          <div className="modal-action mt-2 flex-wrap">
            <button type="button" className="btn btn-ghost" onClick={onClose} disabled={call.sending}>
              {t('actions.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => void approve('allocate')}
              disabled={call.sending}
              data-testid="allocate-approve"
            >
              {t('approval.allocateApprove')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={call.sending} aria-busy={call.sending} data-testid="direct-approve">
              {call.sending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {t('approval.direct')}
            </button>
          </div>
        )}
      </form>
    </Modal>
  );
}
