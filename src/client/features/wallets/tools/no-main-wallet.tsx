// A tool that moves assets from or to the main wallet, opened before there is one on this chain.
import { useTranslation } from '../../../lib/use-translation.ts';
import { useChainWallets } from '../chain-wallets.ts';

export function NoMainWallet({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('wallets');
  const { chain } = useChainWallets();
  return (
    <div className="flex flex-col gap-3">
      <p className="alert alert-info alert-soft text-sm" role="status" data-testid="needs-main-wallet">
        {t('main.needed', { chain: chain.name })}
      </p>
      <div className="modal-action">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('actions.close')}
        </button>
      </div>
    </div>
  );
}
