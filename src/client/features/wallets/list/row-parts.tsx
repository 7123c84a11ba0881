// The small parts a trading wallet shows in the table and on its phone card alike.
import { ArrowRightLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { WalletToken, WalletView } from '../../../../shared/contracts/wallet/wallet-view.ts';
import { shortAddress } from '../format.ts';

/** What the table (wide screens) and the cards (phones) show: one page of wallets and their controls. */
export interface WalletPageProps {
  wallets: readonly WalletView[];
  tokens: readonly WalletToken[];
  pageTicks: 'none' | 'some' | 'all';
  onTickPage(selected: boolean): void;
  actions: WalletRowActions;
}

export interface WalletRowActions {
  selected(id: number): boolean;
  onSelect(id: number, selected: boolean): void;
  onSaved(wallet: WalletView): void;
  onTransfer(wallet: WalletView): void;
}

export function GroupName({ wallet }: { wallet: WalletView }) {
  const { t } = useTranslation('wallets');
  return wallet.group_name ? (
    <span className="whitespace-nowrap">{wallet.group_name}</span>
  ) : (
    <span className="opacity-50">{t('groups.ungrouped')}</span>
  );
}

export function SourceBadge({ wallet }: { wallet: WalletView }) {
  const { t } = useTranslation('wallets');
  return (
    <span className={`badge badge-sm badge-outline whitespace-nowrap ${wallet.source === 'imported' ? 'badge-secondary' : ''}`}>
      {t(`source.${wallet.source}`)}
    </span>
  );
}

export function SelectBox({ wallet, actions }: { wallet: WalletView; actions: WalletRowActions }) {
  const { t } = useTranslation('wallets');
  return (
    <input
      type="checkbox"
      className="checkbox checkbox-sm"
      checked={actions.selected(wallet.id)}
      onChange={(event) => actions.onSelect(wallet.id, event.target.checked)}
      aria-label={t('list.selectWallet', { address: shortAddress(wallet.address) })}
      data-testid="select-wallet"
    />
  );
}

/** The page's header box: checked, mixed (some ticked) or clear. */
export function PageBox({ ticks, onChange, id }: { ticks: 'none' | 'some' | 'all'; onChange(selected: boolean): void; id?: string }) {
  const { t } = useTranslation('wallets');
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = ticks === 'some';
  }, [ticks]);
  return (
    <input
      ref={box}
      id={id}
      type="checkbox"
      className="checkbox checkbox-sm"
      checked={ticks === 'all'}
      onChange={(event) => onChange(event.target.checked)}
      aria-label={t('list.selectPage')}
      data-testid="select-page"
    />
  );
}

/** Transfer from this wallet: named on a card, an icon in the table (named in its tooltip), where width is short. */
export function TransferButton({ wallet, actions, compact = false }: { wallet: WalletView; actions: WalletRowActions; compact?: boolean }) {
  const { t } = useTranslation('wallets');
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-xs ${compact ? 'btn-square' : ''}`}
      onClick={() => actions.onTransfer(wallet)}
      aria-label={compact ? t('list.transfer') : undefined}
      title={compact ? t('list.transfer') : undefined}
      data-testid="row-transfer"
    >
      <ArrowRightLeft aria-hidden="true" className="size-3.5" />
      {compact ? null : t('list.transfer')}
    </button>
  );
}
