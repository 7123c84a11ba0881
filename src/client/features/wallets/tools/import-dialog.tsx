// Import Trading Wallets (spec §5: a private key per line): with a restriction and a group. After
// an import the box keeps only the lines that were not keys, and the dialog says what happened to
// the rest (imported, already held), so the user fixes the bad lines and imports again.
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { ResponseOf } from '../../../../shared/contracts/define-call.ts';
import { batchImport, MAX_IMPORT_LINES } from '../../../../shared/contracts/wallet/wallet-create.ts';
import type { Restriction } from '../../../../shared/contracts/wallet/wallet-fields.ts';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useChainWallets } from '../chain-wallets.ts';
import { FormAlert, TextAreaField } from '../form/fields.tsx';
import { useWalletCall } from '../form/use-wallet-call.ts';
import { groupIdOf, UNGROUPED } from '../../../components/wallet-groups/group-choices.ts';
import { GroupField } from '../groups/group-field.tsx';
import { keepInvalidLines, keyCount, lineList } from './import-result.ts';
import { RestrictionField } from './restriction-select.tsx';

const FIELDS = ['private_keys', 'restriction', 'group_id'];

type ImportAnswer = ResponseOf<typeof batchImport>;

function ImportReport({ answer }: { answer: ImportAnswer }) {
  const { t } = useTranslation('wallets');
  const duplicates = lineList(answer.duplicates);
  const invalid = lineList(answer.invalid);
  return (
    <div className="flex flex-col gap-1 text-sm" role="status" data-testid="import-report">
      <p className={answer.imported > 0 ? 'text-success font-medium' : 'font-medium'}>{t('import.imported', { count: answer.imported })}</p>
      {answer.duplicates.length > 0 && (
        <p data-testid="import-duplicates">{t('import.duplicates', { count: answer.duplicates.length, lines: duplicates })}</p>
      )}
      {answer.invalid.length > 0 && (
        <p className="text-error" data-testid="import-invalid">
          {t('import.invalid', { count: answer.invalid.length, lines: invalid })}
        </p>
      )}
    </div>
  );
}

export function ImportDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('wallets');
  const { chain, reloadAll } = useChainWallets();
  const [keys, setKeys] = useState('');
  const [restriction, setRestriction] = useState<Restriction>('unlimited');
  const [group, setGroup] = useState(UNGROUPED);
  const [report, setReport] = useState<ImportAnswer | null>(null);
  const call = useWalletCall(FIELDS, { 4411: 'private_keys', 4412: 'private_keys' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await call.run(batchImport, { chain: chain.chain, private_keys: keys, restriction, group_id: groupIdOf(group) ?? 0 });
    if (!answer) return;
    setReport(answer);
    setKeys(keepInvalidLines(keys, answer.invalid));
    if (answer.imported > 0) reloadAll();
  };

  return (
    <Modal title={t('tools.import')} onClose={onClose} busy={call.sending} wide>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="import-form">
        <TextAreaField
          label={t('import.keys')}
          name="private_keys"
          value={keys}
          onChange={setKeys}
          error={call.errors.private_keys}
          hint={t('import.keysHint', { count: keyCount(keys), max: MAX_IMPORT_LINES })}
          rows={8}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <RestrictionField value={restriction} onChange={setRestriction} error={call.errors.restriction} />
          <GroupField value={group} onChange={setGroup} extra={[]} error={call.errors.group_id} />
        </div>
        {chain.family === 'solana' && <p className="text-xs opacity-60">{t('import.keysFormatSolana')}</p>}
        <p className="text-xs opacity-60">{t('import.safety')}</p>
        {report && <ImportReport answer={report} />}
        <FormAlert error={call.errors.form} />
        <DialogActions busy={call.sending} onCancel={onClose} canSubmit={keys.trim() !== '' || report === null}>
          {t('import.submit')}
        </DialogActions>
      </form>
    </Modal>
  );
}
