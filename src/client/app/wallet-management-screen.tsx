// /subManage as the app puts it together: the wallet page with the trading screens' Add Token
// dialog lent to it (features do not import each other). The dialog needs the DEX venue as the
// exchange list has it; once a token is added the wallet page reads its tokens again.
import { useTranslation } from '../lib/use-translation.ts';
import type { WebListEntry } from '../../shared/contracts/markets/get-web-list.ts';
import { LoadingDots } from '../components/list-status.tsx';
import { Modal } from '../components/modal.tsx';
import { AddTokenDialog } from '../features/trading/pair/add-token-dialog.tsx';
import type { AddTokenSlot } from '../features/wallets/tools/add-token-slot.ts';
import { WalletManagementPage } from '../features/wallets/wallet-management.tsx';
import { useWebList } from '../lib/market-lists.ts';

function AddToken({ web, onAdded, onClose }: Parameters<AddTokenSlot>[0]) {
  const { t } = useTranslation('wallets');
  const venue: WebListEntry | undefined = useWebList().find((entry) => entry.web === web);
  // The exchange list loads with the page; in the moment it is not there yet, say so.
  if (!venue)
    return (
      <Modal title={t('tools.addToken')} onClose={onClose}>
        <LoadingDots label={t('loading')} />
      </Modal>
    );
  return <AddTokenDialog venue={venue} onAdded={onAdded} onClose={onClose} />;
}

const addToken: AddTokenSlot = (props) => <AddToken {...props} />;

export function WalletManagementScreen() {
  return <WalletManagementPage addToken={addToken} />;
}
