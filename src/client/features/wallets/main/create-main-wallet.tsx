// No main wallet on this chain yet (spec §1): generate one, or import one from its private key.
// On the sandbox chain a new main wallet is funded with demo coins, which the card then says.
import { KeyRound, Sparkles, Wallet } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { createMainWallet } from '../../../../shared/contracts/wallet/wallet-create.ts';
import { EmptyState } from '../../../components/page.tsx';
import { useChainWallets } from '../chain-wallets.ts';
import { FormAlert, TextField } from '../form/fields.tsx';
import { useWalletCall } from '../form/use-wallet-call.ts';

const FIELDS = ['private_key'];

export function CreateMainWallet({ onCreated }: { onCreated(funded: boolean): void }) {
  const { t } = useTranslation('wallets');
  const { chain } = useChainWallets();
  const [importing, setImporting] = useState(false);
  const [privateKey, setPrivateKey] = useState('');
  const call = useWalletCall(FIELDS, { 4411: 'private_key' });

  const create = async (key?: string) => {
    const answer = await call.run(createMainWallet, { chain: chain.chain, ...(key !== undefined ? { private_key: key } : {}) });
    if (answer) onCreated(answer.funded);
  };

  const submitImport = (event: FormEvent) => {
    event.preventDefault();
    if (privateKey.trim() === '') return call.setErrors({ private_key: { key: 'messages:validation.wallets.privateKeys' } });
    void create(privateKey);
  };

  if (importing)
    return (
      <form className="flex flex-col gap-3" onSubmit={submitImport} noValidate data-testid="import-main-form">
        <TextField
          label={t('main.privateKey')}
          name="private_key"
          value={privateKey}
          onChange={setPrivateKey}
          error={call.errors.private_key}
          hint={chain.family === 'solana' ? t('main.privateKeyHintSolana') : t('main.privateKeyHint')}
          mono
        />
        <FormAlert error={call.errors.form} />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setImporting(false)} disabled={call.sending}>
            {t('actions.back')}
          </button>
          <button type="submit" className="btn btn-primary btn-sm" disabled={call.sending} aria-busy={call.sending}>
            {call.sending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {t('main.import')}
          </button>
        </div>
      </form>
    );

  return (
    <EmptyState
      icon={<Wallet className="size-6" />}
      title={t('main.none', { chain: chain.name })}
      body={chain.simulated ? t('main.noneSandbox') : t('main.noneBody')}
      action={
        <div className="flex flex-col items-center gap-2">
          <div className="flex flex-wrap justify-center gap-2">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => void create()}
              disabled={call.sending}
              aria-busy={call.sending}
            >
              {call.sending ? (
                <span className="loading loading-spinner loading-xs" aria-hidden="true" />
              ) : (
                <Sparkles aria-hidden="true" className="size-4" />
              )}
              {t('main.create')}
            </button>
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setImporting(true)} disabled={call.sending}>
              <KeyRound aria-hidden="true" className="size-4" />
              {t('main.importOpen')}
            </button>
          </div>
          <FormAlert error={call.errors.form} />
        </div>
      }
    />
  );
}
