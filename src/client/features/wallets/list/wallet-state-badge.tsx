// A wallet's state: idle, busy while a transfer or approval of a task is on its way, disabled.
import { useTranslation } from '../../../lib/use-translation.ts';
import type { WalletView } from '../../../../shared/contracts/wallet/wallet-view.ts';

const TONE: Record<WalletView['state'], string> = { idle: 'badge-success', busy: 'badge-warning', disabled: 'badge-neutral' };

export function WalletStateBadge({ state }: { state: WalletView['state'] }) {
  const { t } = useTranslation('wallets');
  return (
    <span className={`badge badge-sm badge-soft whitespace-nowrap ${TONE[state]}`} data-testid="wallet-state">
      {t(`state.${state}`)}
    </span>
  );
}
