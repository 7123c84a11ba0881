// A new wallet group on this chain (spec §5: a name of at most 40 characters, unique per chain).
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { createDexWalletGroup } from '../../../../shared/contracts/wallet/wallet-groups.ts';
import { MAX_GROUP_NAME } from '../../../../shared/contracts/wallet/wallet-fields.ts';
import type { WalletGroupView } from '../../../../shared/contracts/wallet/wallet-view.ts';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { showToast } from '../../../components/feedback/feedback-atoms.ts';
import { Modal } from '../../../components/modal.tsx';
import { useChainWallets } from '../chain-wallets.ts';
import { FormAlert, TextField } from '../form/fields.tsx';
import { useWalletCall } from '../form/use-wallet-call.ts';

const FIELDS = ['name'];

export function CreateGroupDialog({ onCreated, onClose }: { onCreated(group: WalletGroupView): void; onClose(): void }) {
  const { t } = useTranslation('wallets');
  const { chain, reloadAll } = useChainWallets();
  const [name, setName] = useState('');
  const call = useWalletCall(FIELDS, { 4402: 'name' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const group = await call.run(createDexWalletGroup, { chain: chain.chain, name });
    if (!group) return;
    showToast(t('groups.created', { name: group.name }), 3000, 'success');
    reloadAll();
    onCreated(group);
    onClose();
  };

  return (
    <Modal title={t('groups.createTitle')} onClose={onClose} busy={call.sending}>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="create-group-form">
        <TextField
          label={t('groups.name')}
          name="name"
          value={name}
          onChange={setName}
          error={call.errors.name}
          hint={t('groups.nameHint', { count: name.trim().length, max: MAX_GROUP_NAME })}
        />
        <FormAlert error={call.errors.form} />
        <DialogActions busy={call.sending} onCancel={onClose}>
          {t('groups.createSubmit')}
        </DialogActions>
      </form>
    </Modal>
  );
}
