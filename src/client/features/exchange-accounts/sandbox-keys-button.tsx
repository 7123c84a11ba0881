// "Create sandbox keys" in the bind form: on an embedded sandbox exchange the server opens a fresh,
// funded account and the form receives its key pair, so binding a sandbox account needs no file
// from the data folder. Nothing is bound until the user submits the form.
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { createSandboxKeys } from '../../../shared/contracts/exchange-accounts/create-sandbox-keys.ts';
import { api } from '../../lib/api/api.ts';
import { errorsOfCall, type FieldErrors } from './form-issues.ts';

export function SandboxKeysButton({
  web,
  onKeys,
  onError,
}: {
  web: string;
  onKeys(keys: { api_key: string; secret: string; default_pair?: { base: string; quote: string } }): void;
  onError(errors: FieldErrors): void;
}) {
  const { t } = useTranslation('exchange');
  const [busy, setBusy] = useState(false);
  const [filledFor, setFilledFor] = useState('');

  const create = async () => {
    setBusy(true);
    try {
      onKeys(await api.call(createSandboxKeys, { web }));
      setFilledFor(web);
    } catch (error) {
      onError(errorsOfCall(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <button type="button" className="btn btn-outline btn-sm self-start" disabled={busy} onClick={() => void create()}>
        {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        {t('form.createSandboxKeys')}
      </button>
      <p className="text-xs text-success" role="status">
        {filledFor === web ? t('form.sandboxKeysFilled') : ''}
      </p>
    </div>
  );
}
