// A holder's remark, edited where it is shown (set_san_holder_remark, at most 100 characters; an
// empty remark removes it). Saved on Enter or on leaving the field when it changed; the cell says
// whether it is saving, saved or refused.
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { MAX_REMARK, setSanHolderRemark } from '../../../../shared/contracts/wallet/holders.ts';
import { ApiCallError } from '../../../lib/api/api-call-error.ts';
import { api } from '../../../lib/api/api.ts';
import { shortAddress } from '../format.ts';

type SaveState = 'idle' | 'saving' | 'saved' | { error: string };

export function RemarkCell({
  chain,
  token,
  address,
  remark,
  onSaved,
}: {
  chain: string;
  token: string;
  address: string;
  remark: string;
  onSaved(remark: string): void;
}) {
  const { t } = useTranslation('wallets');
  const [text, setText] = useState(remark);
  const [save, setSave] = useState<SaveState>('idle');

  const commit = () => {
    if (text.trim() === remark || save === 'saving') return;
    if (text.trim().length > MAX_REMARK) return setSave({ error: t('messages:validation.wallets.remark') });
    setSave('saving');
    api.call(setSanHolderRemark, { chain, token, address, remark: text }).then(
      (answer) => {
        setText(answer.remark);
        onSaved(answer.remark);
        setSave('saved');
      },
      (error: unknown) => setSave({ error: error instanceof ApiCallError ? error.message : String(error) }),
    );
  };

  const failed = typeof save === 'object';
  return (
    <div className="flex min-w-44 flex-col gap-0.5">
      <div className="flex items-center gap-1">
        <input
          className={`input input-xs w-full ${failed ? 'input-error' : ''}`}
          value={text}
          maxLength={MAX_REMARK + 20}
          placeholder={t('holders.remarkPlaceholder')}
          aria-label={t('holders.remarkFor', { address: shortAddress(address) })}
          aria-invalid={failed || undefined}
          data-testid="holder-remark"
          onChange={(event) => {
            setText(event.target.value);
            setSave('idle');
          }}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
        />
        {save === 'saving' && <span className="loading loading-spinner loading-xs" role="status" aria-label={t('holders.saving')} />}
        {save === 'saved' && (
          <span className="text-success flex items-center gap-0.5 text-xs whitespace-nowrap" role="status" data-testid="remark-saved">
            <Check aria-hidden="true" className="size-3.5" />
            {t('holders.saved')}
          </span>
        )}
      </div>
      {failed && (
        <span className="text-error text-xs" role="alert">
          {save.error}
        </span>
      )}
    </div>
  );
}
