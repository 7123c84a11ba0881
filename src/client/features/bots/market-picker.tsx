// The market a bot trades: one of the user's bound exchange accounts (a bot signs with it), and the
// pair, suggested from the venue's default pair and the user's favourites.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ExchangeAccountView } from '../../../shared/contracts/exchange-accounts/account-view.ts';
import { collectListAtom, useAtomValue, webListAtom } from '../../lib/store.ts';
import type { MarketChoice } from './robot-draft.ts';

export function MarketPicker({
  accounts,
  value,
  errors,
  disabled,
  onChange,
}: {
  accounts: readonly ExchangeAccountView[] | null;
  value: MarketChoice;
  errors: Record<string, string | undefined>;
  /** A running bot keeps its market. */
  disabled: boolean;
  onChange(next: MarketChoice): void;
}) {
  const { t } = useTranslation('bots');
  const webList = useAtomValue(webListAtom);
  const favourites = useAtomValue(collectListAtom);
  const pairs = [...favourites, ...webList]
    .filter((entry) => entry.web === value.web)
    .map((entry) => `${entry.yenUnit1}/${entry.yenUnit2}`);
  const suggestions = [...new Set(pairs)];

  const chooseVenue = (web: string) => {
    const entry = webList.find((candidate) => candidate.web === web);
    onChange({ web, base: entry?.yenUnit1 ?? value.base, quote: entry?.yenUnit2 ?? value.quote });
  };

  if (accounts && accounts.length === 0) {
    return (
      <div role="note" className="alert alert-info alert-soft text-sm">
        <span>{t('form.noAccount')}</span>
        <Link to="/account" className="btn btn-sm btn-primary">
          {t('form.bindAccount')}
        </Link>
      </div>
    );
  }

  const coin = (name: 'base' | 'quote', field: 'yenUnit1' | 'yenUnit2') => (
    <div className="form-control w-full">
      <label htmlFor={`market-${name}`} className="label pb-1">
        <span className="label-text">{t(`form.${name}`)}</span>
      </label>
      <input
        id={`market-${name}`}
        list="market-pairs"
        autoComplete="off"
        spellCheck={false}
        className={`input input-bordered input-sm w-full uppercase ${errors[field] ? 'input-error' : ''}`}
        value={value[name]}
        disabled={disabled}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `market-${name}-error` : undefined}
        onChange={(event) => {
          const typed = event.target.value.trim().toUpperCase();
          // Choosing a suggested "BASE/QUOTE" fills both coins.
          const [base, quote] = typed.split('/');
          if (quote !== undefined && base) onChange({ ...value, base, quote });
          else onChange({ ...value, [name]: typed });
        }}
      />
      {errors[field] && (
        <p id={`market-${name}-error`} className="text-error mt-1 text-sm" role="alert">
          {errors[field]}
        </p>
      )}
    </div>
  );

  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <div className="form-control w-full">
        <label htmlFor="market-web" className="label pb-1">
          <span className="label-text">{t('form.account')}</span>
        </label>
        <select
          id="market-web"
          className={`select select-bordered select-sm w-full ${errors.web ? 'select-error' : ''}`}
          value={value.web}
          disabled={disabled || accounts === null}
          aria-invalid={errors.web ? true : undefined}
          aria-describedby={errors.web ? 'market-web-error' : undefined}
          onChange={(event) => chooseVenue(event.target.value)}
        >
          <option value="">{accounts === null ? t('form.loadingAccounts') : t('form.choose')}</option>
          {accounts?.map((account) => (
            <option key={account.id} value={account.web}>
              {t('form.accountOption', { exchange: account.exchange, remark: account.remark })}
            </option>
          ))}
        </select>
        {errors.web && (
          <p id="market-web-error" className="text-error mt-1 text-sm" role="alert">
            {errors.web}
          </p>
        )}
      </div>
      {coin('base', 'yenUnit1')}
      {coin('quote', 'yenUnit2')}
      <datalist id="market-pairs">
        {suggestions.map((pair) => (
          <option key={pair} value={pair} />
        ))}
      </datalist>
    </div>
  );
}
