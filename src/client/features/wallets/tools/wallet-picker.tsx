// The wallet a single transfer goes to (spec §5: not empty, not the wallet it comes from; §6 only
// the user's own wallets): the main wallet first, then the trading wallets, narrowed by part of an
// address when the user has many. Read with get_attached_wallets, at most 100 at a time.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { getAttachedWallets } from '../../../../shared/contracts/wallet/wallet-list.ts';
import type { WalletView } from '../../../../shared/contracts/wallet/wallet-view.ts';
import { api } from '../../../lib/api/api.ts';
import { useChainWallets } from '../chain-wallets.ts';
import { SelectField, TextField } from '../form/fields.tsx';
import type { FormError } from '../form/form-errors.ts';
import { shortAddress } from '../format.ts';

const PICK_LIMIT = 100;

function useTargets(chain: string, address: string): WalletView[] | null {
  const [targets, setTargets] = useState<WalletView[] | null>(null);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      const part = address.trim();
      api.call(getAttachedWallets, { chain, page: 1, page_size: PICK_LIMIT, ...(part ? { address: part } : {}) }).then(
        (answer) =>
          current &&
          setTargets([
            ...(answer.main && (!part || answer.main.address.includes(part.toLowerCase())) ? [answer.main] : []),
            ...answer.list,
          ]),
        () => current && setTargets([]),
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [chain, address]);
  return targets;
}

export function WalletPicker({
  from,
  value,
  onChange,
  error,
}: {
  from: WalletView;
  value: string;
  onChange(id: string): void;
  error?: FormError | undefined;
}) {
  const { t } = useTranslation('wallets');
  const { chain } = useChainWallets();
  const [search, setSearch] = useState('');
  const targets = useTargets(chain.chain, search);
  // The main wallet sends only to trading wallets (dex_main_transfer); no wallet sends to itself.
  const allowed = (targets ?? []).filter((wallet) => wallet.id !== from.id && !(from.role === 'main' && wallet.role === 'main'));
  const label = (wallet: WalletView) =>
    wallet.role === 'main'
      ? t('transfer.mainOption', { address: shortAddress(wallet.address) })
      : `${shortAddress(wallet.address)}${wallet.group_name ? ` · ${wallet.group_name}` : ''}`;
  const choices = [
    { value: '', label: targets === null ? t('loading') : allowed.length === 0 ? t('transfer.noTargets') : t('transfer.chooseTarget') },
    ...allowed.map((wallet) => ({ value: String(wallet.id), label: label(wallet) })),
  ];
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={t('transfer.find')}
        name="find"
        value={search}
        onChange={setSearch}
        mono
        placeholder={chain.family === 'solana' ? t('addressPlaceholderSolana') : t('addressPlaceholder')}
      />
      <SelectField label={t('transfer.to')} name="to_wallet_id" value={value} choices={choices} onChange={onChange} error={error} />
    </div>
  );
}
