// Which token's holders to list: one of the chain's tokens, or any contract (on Solana, any mint)
// pasted in. The choice goes into the address (?token=), so the list can be linked to and survives
// a reload. An EVM address is kept in lower case; a Solana one as it is (its case is part of it).
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { WalletToken } from '../../../../shared/contracts/wallet/wallet-view.ts';
import { SelectField, TextField } from '../form/fields.tsx';
import type { FormError } from '../form/form-errors.ts';

const CUSTOM = 'custom';
const CONTRACT = /^0x[0-9a-fA-F]{40}$/;
const MINT = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

export function TokenPicker({
  tokens,
  token,
  solana,
  onPick,
}: {
  tokens: readonly WalletToken[];
  token: string | null;
  /** The chain is a Solana network: tokens are named by their mints. */
  solana: boolean;
  onPick(token: string): void;
}) {
  const { t } = useTranslation('wallets');
  const kept = (address: string) => (solana ? address : address.toLowerCase());
  const listed = token !== null && tokens.some((entry) => entry.key === kept(token));
  const [choice, setChoice] = useState(token === null ? (tokens[0]?.key ?? CUSTOM) : listed ? kept(token) : CUSTOM);
  const [custom, setCustom] = useState(token !== null && !listed ? token : '');
  const [error, setError] = useState<FormError | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const picked = choice === CUSTOM ? custom.trim() : choice;
    if (!(solana ? MINT : CONTRACT).test(picked)) return setError({ key: 'messages:validation.wallets.token' });
    setError(undefined);
    onPick(kept(picked));
  };

  return (
    <form className="flex flex-col gap-3 sm:flex-row sm:items-start" onSubmit={submit} noValidate data-testid="holder-token-form">
      <div className="sm:w-56">
        <SelectField
          label={t('fields.token')}
          name="token_choice"
          value={choice}
          choices={[
            ...tokens.map((entry) => ({ value: entry.key, label: entry.symbol })),
            { value: CUSTOM, label: t(solana ? 'holders.otherMint' : 'holders.otherToken') },
          ]}
          onChange={(next) => {
            setChoice(next);
            setError(undefined);
          }}
          error={choice === CUSTOM ? undefined : error}
        />
      </div>
      {choice === CUSTOM && (
        <div className="sm:max-w-md sm:flex-1">
          <TextField
            label={t(solana ? 'holders.mint' : 'holders.contract')}
            name="token"
            value={custom}
            onChange={setCustom}
            error={error}
            mono
            placeholder={t(solana ? 'addressPlaceholderSolana' : 'addressPlaceholder')}
          />
        </div>
      )}
      <button type="submit" className="btn btn-primary btn-sm sm:mt-6" data-testid="show-holders">
        {t('holders.show')}
      </button>
    </form>
  );
}
