// The auto-renew switch (spec §4: the plan renews when 3 days remain and the wallet balance covers
// the fee), on the profile and on /renew, saved with /Wallet/pay_set.
import { useState } from 'react';
import { paySet } from '../../shared/contracts/billing/plan-calls.ts';
import { api } from '../lib/api/api.ts';

/** `id` is the input's (for a label's htmlFor); `hintId` the element that explains it. */
export function AutoRenewSwitch({ id, hintId, on, onChanged }: { id: string; hintId: string; on: boolean; onChanged(on: boolean): void }) {
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      onChanged((await api.call(paySet, { auto_renew: !on })).auto_renew);
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
        id={id}
        type="checkbox"
        role="switch"
        className="toggle toggle-primary toggle-sm"
        checked={on}
        aria-checked={on}
        aria-busy={busy}
        aria-describedby={hintId}
        onChange={() => void toggle()}
      />
    </span>
  );
}
