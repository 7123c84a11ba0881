// A contract address (a token or an NFT collection; on a Solana venue a token's mint). Where the
// venue names known contracts (the collections of its NFT marketplace) they are offered in a
// select, with "another address" for any other unless only a known one will do (an NFT bot's
// collection); otherwise, or for another address, the address is typed, in a fixed-width face so
// look-alike characters stay apart.
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';

export interface KnownAddress {
  value: string;
  label: string;
}

const OTHER = 'other';

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function AddressInput({
  id,
  value,
  known,
  knownOnly = false,
  solana = false,
  invalid,
  describedBy,
  onChange,
  onBlur,
}: {
  id: string;
  value: string;
  known: readonly KnownAddress[];
  /** Only a known address will do: no "another address". */
  knownOnly?: boolean;
  /** On a Solana venue the address is a mint (base58). */
  solana?: boolean;
  invalid: true | undefined;
  describedBy: string | undefined;
  onChange(value: string): void;
  onBlur(): void;
}) {
  const { t } = useTranslation('bots');
  const chosen = known.find((option) => sameAddress(option.value, value));
  // Until the user picks, an address that is none of the known ones is shown as typed (the known
  // ones may arrive after a saved bot's address).
  const [picked, setTyping] = useState<boolean | null>(null);
  const typing = !knownOnly && (picked ?? (value.trim() !== '' && !chosen));
  const textClass = `input input-bordered input-sm w-full font-mono text-xs ${invalid ? 'input-error' : ''}`;
  const text = (textId: string, label?: string) => (
    <input
      id={textId}
      type="text"
      autoComplete="off"
      spellCheck={false}
      placeholder={t(solana ? 'form.mintPlaceholder' : 'form.addressPlaceholder')}
      aria-label={label}
      className={textClass}
      value={value}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
  if (known.length === 0) return text(id);

  return (
    <div className="flex flex-col gap-2">
      <select
        id={id}
        className={`select select-bordered select-sm w-full ${invalid && !typing ? 'select-error' : ''}`}
        value={typing ? OTHER : (chosen?.value ?? '')}
        aria-describedby={describedBy}
        aria-invalid={invalid && !typing ? true : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setTyping(next === OTHER);
          onChange(next === OTHER ? '' : next);
        }}
      >
        <option value="">{t('form.choose')}</option>
        {known.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {!knownOnly && <option value={OTHER}>{t('form.otherAddress')}</option>}
      </select>
      {typing && text(`${id}-typed`, t('form.otherAddress'))}
    </div>
  );
}
