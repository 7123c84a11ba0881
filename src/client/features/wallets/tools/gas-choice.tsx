// 2109 on an approval: some trading wallets have too little gas to approve. The spec's three
// choices: distribute gas first (Allocate & Approve), authorise directly anyway (those wallets
// then fail), or ignore (close without approving).
import { useTranslation } from '../../../lib/use-translation.ts';
import { GasHints, RefusalPanel } from './gas-refusal.tsx';

export function GasChoice({
  message,
  busy,
  onDistribute,
  onDirect,
  onIgnore,
}: {
  message: string;
  busy: boolean;
  onDistribute(): void;
  onDirect(): void;
  onIgnore(): void;
}) {
  const { t } = useTranslation('wallets');
  return (
    <RefusalPanel title={t('gas.title')} message={message} testId="gas-choice">
      <GasHints />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-ghost btn-sm" onClick={onIgnore} disabled={busy}>
          {t('gas.ignore')}
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={onDirect} disabled={busy}>
          {t('gas.direct')}
        </button>
        <button type="button" className="btn btn-primary btn-sm" onClick={onDistribute} disabled={busy}>
          {t('gas.distribute')}
        </button>
      </div>
    </RefusalPanel>
  );
}
