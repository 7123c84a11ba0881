// Setting every trading wallet of the group on screen (or of the chain) at once
// (attached_set_all): switched on or off, taking part in ordering or not, a restriction. Each
// setting may be left as it is; the confirmation says how many wallets change.
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { RESTRICTIONS, type Restriction } from '../../../../shared/contracts/wallet/wallet-fields.ts';
import { attachedSetAll } from '../../../../shared/contracts/wallet/wallet-list.ts';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { showToast } from '../../../components/feedback/feedback-atoms.ts';
import { Modal } from '../../../components/modal.tsx';
import { useChainWallets } from '../chain-wallets.ts';
import { FormAlert, SelectField } from '../form/fields.tsx';
import { useWalletCall } from '../form/use-wallet-call.ts';

type Switch = 'keep' | 'on' | 'off';
const FIELDS = ['enabled', 'ordering', 'restriction'];
const switchValue = (value: Switch) => (value === 'keep' ? undefined : value === 'on');

export function BulkSettingsDialog({ group, scopeName, onClose }: { group: number | undefined; scopeName: string; onClose(): void }) {
  const { t } = useTranslation('wallets');
  const { chain, reloadAll } = useChainWallets();
  const [enabled, setEnabled] = useState<Switch>('keep');
  const [ordering, setOrdering] = useState<Switch>('keep');
  const [restriction, setRestriction] = useState<Restriction | 'keep'>('keep');
  const call = useWalletCall(FIELDS);
  const switchChoices = (on: string, off: string) => [
    { value: 'keep' as const, label: t('bulk.keep') },
    { value: 'on' as const, label: on },
    { value: 'off' as const, label: off },
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = {
      chain: chain.chain,
      ...(group !== undefined ? { group_id: group } : {}),
      ...(enabled !== 'keep' ? { enabled: switchValue(enabled) } : {}),
      ...(ordering !== 'keep' ? { ordering: switchValue(ordering) } : {}),
      ...(restriction !== 'keep' ? { restriction } : {}),
    };
    const answer = await call.run(attachedSetAll, request);
    if (!answer) return;
    showToast(t('bulk.done', { count: answer.updated }), 3000, 'success');
    reloadAll();
    onClose();
  };

  return (
    <Modal title={t('bulk.title')} onClose={onClose} busy={call.sending}>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="bulk-settings-form">
        <p className="text-sm opacity-70">{t('bulk.scope', { scope: scopeName })}</p>
        <SelectField<Switch>
          label={t('columns.enabled')}
          name="enabled"
          value={enabled}
          choices={switchChoices(t('bulk.enableAll'), t('bulk.disableAll'))}
          onChange={setEnabled}
        />
        <SelectField<Switch>
          label={t('columns.ordering')}
          name="ordering"
          value={ordering}
          choices={switchChoices(t('bulk.orderingOn'), t('bulk.orderingOff'))}
          onChange={setOrdering}
        />
        <SelectField<Restriction | 'keep'>
          label={t('columns.restriction')}
          name="restriction"
          value={restriction}
          choices={[
            { value: 'keep', label: t('bulk.keep') },
            ...RESTRICTIONS.map((value) => ({ value, label: t(`restriction.${value}`) })),
          ]}
          onChange={setRestriction}
        />
        <FormAlert error={call.errors.form} />
        <DialogActions busy={call.sending} onCancel={onClose}>
          {t('bulk.submit')}
        </DialogActions>
      </form>
    </Modal>
  );
}
