// Create Trading Wallets (spec §3 "Create wallets"): how many (1 to 1,000; 20 suggested for
// low-cost plans, 50 as standard), their restriction and group, on the network on screen. The
// wallets are derived from the user's seed on the server; the dialog then says how many it made.
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { MAX_WALLETS_PER_TASK, type Restriction, SUGGESTED_WALLET_COUNTS } from '../../../../shared/contracts/wallet/wallet-fields.ts';
import { createDexWallets } from '../../../../shared/contracts/wallet/wallet-create.ts';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useChainWallets } from '../chain-wallets.ts';
import { FormAlert, SelectField, TextField } from '../form/fields.tsx';
import { useWalletCall } from '../form/use-wallet-call.ts';
import { shortAddress } from '../format.ts';
import { groupIdOf, UNGROUPED } from '../../../components/wallet-groups/group-choices.ts';
import { GroupField } from '../groups/group-field.tsx';
import { RestrictionField } from './restriction-select.tsx';

const FIELDS = ['count', 'restriction', 'group_id'];

type Created = { created: number; first_address: string; last_address: string };

export function CreateWalletsDialog({ onClose, initialGroup }: { onClose(): void; initialGroup?: number | undefined }) {
  const { t } = useTranslation('wallets');
  const { chain } = useChainWallets();
  const [count, setCount] = useState(String(SUGGESTED_WALLET_COUNTS[0]));
  const [restriction, setRestriction] = useState<Restriction>('unlimited');
  const [group, setGroup] = useState(initialGroup ? String(initialGroup) : UNGROUPED);
  const [created, setCreated] = useState<Created | null>(null);
  const call = useWalletCall(FIELDS, { 4412: 'count' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = count.trim() === '' ? Number.NaN : Number(count);
    const answer = await call.run(createDexWallets, { chain: chain.chain, count: typed, restriction, group_id: groupIdOf(group) ?? 0 });
    if (answer) setCreated(answer);
  };

  if (created)
    return (
      <Modal title={t('tools.createWallets')} onClose={onClose}>
        <div className="flex flex-col items-center gap-2 py-4 text-center" role="status" data-testid="wallets-created">
          <CheckCircle2 aria-hidden="true" className="text-success size-10" />
          <p className="text-lg font-semibold">{t('create.done', { count: created.created })}</p>
          {created.created > 0 && (
            <p className="font-mono text-xs opacity-70">
              {t('create.range', { first: shortAddress(created.first_address), last: shortAddress(created.last_address) })}
            </p>
          )}
        </div>
        <div className="modal-action">
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t('actions.done')}
          </button>
        </div>
      </Modal>
    );

  return (
    <Modal title={t('tools.createWallets')} onClose={onClose} busy={call.sending}>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="create-wallets-form">
        <SelectField
          label={t('fields.network')}
          name="chain"
          value={chain.chain}
          choices={[{ value: chain.chain, label: chain.name }]}
          onChange={() => undefined}
          disabled
          hint={t('create.networkHint')}
        />
        <TextField
          label={t('create.count', { max: MAX_WALLETS_PER_TASK })}
          name="count"
          value={count}
          onChange={setCount}
          inputMode="numeric"
          error={call.errors.count}
          hint={t('create.suggested')}
        />
        <fieldset className="-mt-1 flex gap-2">
          <legend className="sr-only">{t('create.suggestedLabel')}</legend>
          {SUGGESTED_WALLET_COUNTS.map((suggested) => (
            <button
              key={suggested}
              type="button"
              className={`btn btn-xs ${count === String(suggested) ? 'btn-primary' : 'btn-outline'}`}
              onClick={() => setCount(String(suggested))}
              data-testid={`count-${suggested}`}
            >
              {suggested}
            </button>
          ))}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <RestrictionField value={restriction} onChange={setRestriction} error={call.errors.restriction} />
          <GroupField value={group} onChange={setGroup} extra={[]} error={call.errors.group_id} />
        </div>
        <FormAlert error={call.errors.form} />
        <DialogActions busy={call.sending} onCancel={onClose}>
          {t('create.submit')}
        </DialogActions>
      </form>
    </Modal>
  );
}
