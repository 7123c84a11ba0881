// Before the first start of a volume or price-moving bot: the user confirms that self-trading and
// price-moving activity may be prohibited by law or by the venue's rules, and that they take
// responsibility. The server records the confirmation with the start (start_robot legal_confirmed).
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { LabelledCheckbox } from '../../components/form-checkbox.tsx';
import { Modal } from '../../components/modal.tsx';

export function LegalNoticeDialog({ botName, onConfirm, onClose }: { botName: string; onConfirm(): void; onClose(): void }) {
  const { t } = useTranslation(['bots', 'common']);
  const [accepted, setAccepted] = useState(false);
  return (
    <Modal title={t('legal.title')} onClose={onClose}>
      <div className="flex flex-col gap-3 text-sm">
        <p className="font-medium">{botName}</p>
        <p>{t('legal.body')}</p>
        <p className="opacity-80">{t('legal.responsibility')}</p>
        <LabelledCheckbox
          checked={accepted}
          onChange={setAccepted}
          className="label cursor-pointer items-start justify-start gap-3 whitespace-normal"
          controlClassName="checkbox checkbox-sm checkbox-primary mt-0.5"
        >
          <span className="text-base-content">{t('legal.accept')}</span>
        </LabelledCheckbox>
      </div>
      <div className="modal-action flex-wrap">
        <button type="button" className="btn btn-sm" onClick={onClose}>
          {t('common:actions.cancel')}
        </button>
        <button type="button" className="btn btn-sm btn-primary" disabled={!accepted} onClick={onConfirm}>
          {t('legal.start')}
        </button>
      </div>
    </Modal>
  );
}
