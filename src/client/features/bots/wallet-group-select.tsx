// The wallet group a DEX or NFT bot trades from: the user's groups on the chain of the bot's venue,
// each with its wallet count. With no group on that chain the select stays (so the label and an
// error still have their control) and a note says where wallets and groups are made, linking to
// wallet management on that chain.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { namedGroupChoices } from '../../components/wallet-groups/group-choices.ts';
import type { WalletGroups } from '../../components/wallet-groups/use-wallet-groups.ts';

export interface ChainGroups {
  /** The chain of the bot's DEX venue; null until a venue is chosen. */
  chain: string | null;
  groups: WalletGroups | null;
  failed: boolean;
  reload(): void;
}

export function WalletGroupSelect({
  id,
  value,
  chainGroups,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  value: string;
  chainGroups: ChainGroups;
  invalid: true | undefined;
  describedBy: string | undefined;
  onChange(value: string): void;
}) {
  const { t } = useTranslation('bots');
  const { chain, groups, failed, reload } = chainGroups;
  const list = groups?.list ?? [];
  const choices = namedGroupChoices(list, (_key, values) => t('form.walletGroupOption', values));
  // A saved bot's group that is gone from the chain stays visible, so the user sees what to replace.
  if (value && groups && !choices.some((choice) => choice.value === value)) {
    choices.push({ value, label: t('form.walletGroupMissing', { id: value }) });
  }
  const empty = groups !== null && list.length === 0;
  const placeholder =
    chain === null
      ? t('form.walletGroupNoVenue')
      : failed && !groups
        ? t('form.walletGroupFailed')
        : !groups
          ? t('form.walletGroupLoading')
          : empty
            ? t('form.walletGroupNone')
            : t('form.choose');
  const chosen = list.find((group) => String(group.id) === value);

  return (
    <>
      <select
        id={id}
        className={`select select-bordered select-sm w-full ${invalid ? 'select-error' : ''}`}
        value={value}
        disabled={chain === null || !groups || (empty && !value)}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {failed && !groups && (
        <button type="button" className="btn btn-ghost btn-xs mt-1 self-start" onClick={reload}>
          {t('form.retry')}
        </button>
      )}
      {chosen && chosen.wallets === 0 && (
        <p className="text-warning mt-1 text-xs" data-testid="wallet-group-empty">
          {t('form.walletGroupNoWallets')}
        </p>
      )}
      {empty && chain && (
        <div
          role="note"
          className="alert alert-info alert-soft mt-2 flex flex-wrap items-center gap-2 text-sm"
          data-testid="wallet-group-hint"
        >
          <span className="min-w-0 flex-1 basis-56">{t('form.walletGroupCreate', { chain })}</span>
          <span className="flex gap-2">
            <Link to="/subManage" search={{ chain }} className="btn btn-sm btn-primary">
              {t('form.manageWallets')}
            </Link>
            <button type="button" className="btn btn-sm btn-ghost" onClick={reload}>
              {t('form.reloadGroups')}
            </button>
          </span>
        </div>
      )}
    </>
  );
}
