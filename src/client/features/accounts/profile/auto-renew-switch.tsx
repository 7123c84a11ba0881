// Auto-renew (spec §4: it renews when 3 days remain and the wallet balance covers the fee), kept
// with the account through preferences_set.
import { useState } from 'react';
import { preferencesSet } from '../../../../shared/contracts/account/preferences-set.ts';
import { api } from '../../../lib/api/api.ts';

export function AutoRenewSwitch({ on, onChanged }: { on: boolean; onChanged(on: boolean): void }) {
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const saved = await api.call(preferencesSet, { autoRenew: !on });
      onChanged(saved.autoRenew);
    } catch {
      // The response table has shown the server's message; the switch keeps its state.
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="flex items-center gap-2">
      {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      <input
        id="auto-renew"
        type="checkbox"
        role="switch"
        className="toggle toggle-primary toggle-sm"
        checked={on}
        aria-checked={on}
        aria-busy={busy}
        aria-describedby="auto-renew-hint"
        onChange={() => void toggle()}
      />
    </span>
  );
}
