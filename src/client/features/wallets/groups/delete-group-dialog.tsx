// Deleting a group (spec §5: one must be chosen). Its wallets are not deleted: they become
// ungrouped, which the confirmation says with their number.
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { deleteDexWalletGroup } from '../../../../shared/contracts/wallet/wallet-groups.ts';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { confirmDialog, showToast } from '../../../components/feedback/feedback-atoms.ts';
import { Modal } from '../../../components/modal.tsx';
import { useChainWallets } from '../chain-wallets.ts';
import { FormAlert, SelectField } from '../form/fields.tsx';
import { useWalletCall } from '../form/use-wallet-call.ts';

const FIELDS = ['group_id'];

export function DeleteGroupDialog({ onDeleted, onClose }: { onDeleted(groupId: number): void; onClose(): void }) {
  const { t } = useTranslation('wallets');
  const { chain, groups, reloadAll } = useChainWallets();
  const [choice, setChoice] = useState('');
  const call = useWalletCall(FIELDS, { 4403: 'group_id' });
  const choices = [
    { value: '', label: t('groups.choose') },
    ...groups.map((group) => ({ value: String(group.id), label: t('groups.choice.named', { name: group.name, count: group.wallets }) })),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const group = groups.find((entry) => String(entry.id) === choice);
    if (!group) return call.setErrors({ group_id: { key: 'messages:validation.wallets.groupRequired' } });
    if (!(await confirmDialog(t('groups.deleteConfirm', { name: group.name, count: group.wallets })))) return;
    const answer = await call.run(deleteDexWalletGroup, { chain: chain.chain, group_id: group.id });
    if (!answer) return;
    showToast(t('groups.deleted', { name: group.name, count: answer.released }), 3000, 'success');
    reloadAll();
    onDeleted(group.id);
    onClose();
  };

  return (
    <Modal title={t('groups.deleteTitle')} onClose={onClose} busy={call.sending}>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="delete-group-form">
        <SelectField
          label={t('fields.group')}
          name="group_id"
          value={choice}
          choices={choices}
          onChange={setChoice}
          error={call.errors.group_id}
        />
        <p className="text-sm opacity-70">{t('groups.deleteHint')}</p>
        <FormAlert error={call.errors.form} />
        <DialogActions busy={call.sending} onCancel={onClose} variant="btn-error">
          {t('groups.deleteSubmit')}
        </DialogActions>
      </form>
    </Modal>
  );
}
