// The network selector at the top of both wallet pages: everything below it is per chain.
import { useTranslation } from '../../../lib/use-translation.ts';
import type { DexChainEntry } from '../../../../shared/contracts/markets/get-dex-chain.ts';

export function ChainSelect({
  chains,
  value,
  onChange,
}: {
  chains: readonly DexChainEntry[];
  value: string;
  onChange(chain: string): void;
}) {
  const { t } = useTranslation('wallets');
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="whitespace-nowrap opacity-70">{t('chain.label')}</span>
      <select
        className="select select-sm w-auto min-w-44"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid="chain-select"
      >
        {chains.map((entry) => (
          <option key={entry.chain} value={entry.chain}>
            {entry.name}
          </option>
        ))}
      </select>
    </label>
  );
}
