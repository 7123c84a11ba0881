// A wallet's own settings where it is shown (spec §3 "Wallets"): switched on or off, taking part in
// ordering or not, and its trading restriction. Each change is saved at once with attached_set and
// the row shows what the server answered; the control rests while its change is on its way.
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { RESTRICTIONS, type Restriction } from '../../../../shared/contracts/wallet/wallet-fields.ts';
import { attachedSet } from '../../../../shared/contracts/wallet/wallet-list.ts';
import type { WalletView } from '../../../../shared/contracts/wallet/wallet-view.ts';
import { api } from '../../../lib/api/api.ts';

type Change = { enabled: boolean } | { ordering: boolean } | { restriction: Restriction };

function useSaveSetting(wallet: WalletView, onSaved: (wallet: WalletView) => void) {
  const [saving, setSaving] = useState(false);
  const save = (change: Change) => {
    setSaving(true);
    api
      .call(attachedSet, { wallet_id: wallet.id, ...change })
      .then(onSaved, () => undefined) // the api client has shown why
      .finally(() => setSaving(false));
  };
  return { saving, save };
}

export function WalletToggle({
  wallet,
  setting,
  label,
  showLabel = false,
  onSaved,
}: {
  wallet: WalletView;
  setting: 'enabled' | 'ordering';
  /** Names the switch for screen readers (and on screen when showLabel). */
  label: string;
  showLabel?: boolean;
  onSaved(wallet: WalletView): void;
}) {
  const { saving, save } = useSaveSetting(wallet, onSaved);
  const id = useId();
  const control = (
    <input
      id={id}
      type="checkbox"
      className={`toggle toggle-sm ${setting === 'enabled' ? 'toggle-success' : 'toggle-primary'}`}
      checked={wallet[setting]}
      disabled={saving}
      aria-label={showLabel ? undefined : label}
      data-testid={`toggle-${setting}`}
      onChange={(event) => save(setting === 'enabled' ? { enabled: event.target.checked } : { ordering: event.target.checked })}
    />
  );
  if (!showLabel) return control;
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <label htmlFor={id} className="cursor-pointer">
        {label}
      </label>
      {control}
    </div>
  );
}

export function RestrictionSelect({ wallet, onSaved }: { wallet: WalletView; onSaved(wallet: WalletView): void }) {
  const { t } = useTranslation('wallets');
  const { saving, save } = useSaveSetting(wallet, onSaved);
  return (
    <select
      className="select select-xs w-28"
      value={wallet.restriction}
      disabled={saving}
      aria-label={t('columns.restriction')}
      data-testid="restriction-select"
      onChange={(event) => save({ restriction: event.target.value as Restriction })}
    >
      {RESTRICTIONS.map((restriction) => (
        <option key={restriction} value={restriction}>
          {t(`restriction.${restriction}`)}
        </option>
      ))}
    </select>
  );
}
