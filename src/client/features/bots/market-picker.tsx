// The market a bot trades and the pair, suggested from the venue's pairs and the user's
// favourites there. A CEX kind trades on one of the user's bound exchange accounts (the bot signs
// with it); a DEX or NFT kind on a DEX venue, where a wallet group signs (market-venues.ts). An NFT
// kind names no pair: the collection the form puts beside the venue is its market. The futures bot
// (Quick Follow) on an exchange with a futures market chooses Spot or Futures; a market the user's
// plan does not cover is said beside the choice, with the plans that do and an Upgrade link.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { BotKindEntry } from '../../../shared/bots/catalogue.ts';
import { levelOnMarket, type PlanAccess, plansIncluding } from '../../../shared/bots/levels.ts';
import type { ExchangeAccountView } from '../../../shared/contracts/exchange-accounts/account-view.ts';
import { SegmentedChoice } from '../../components/segmented-choice.tsx';
import { useWebList } from '../../lib/market-lists.ts';
import { collectListAtom, useAtomValue } from '../../lib/store.ts';
import { cheapestPlan } from './kind-picker.tsx';
import {
  asksForPair,
  cexAccounts,
  type MarketChoice,
  offersFutures,
  onFuturesMarket,
  pairSuggestions,
  planCovers,
  tradesOnDex,
  venueEntry,
  venuesFor,
  withSide,
} from './market-venues.ts';

type Side = 'spot' | 'futures';

/** Spot or Futures for the futures bot, and what the user's plan says about the one chosen. */
function SideChoice({
  kind,
  access,
  futures,
  disabled,
  onChange,
}: {
  kind: BotKindEntry;
  access: PlanAccess | null;
  futures: boolean;
  disabled: boolean;
  onChange(futures: boolean): void;
}) {
  const { t } = useTranslation(['bots', 'common']);
  const covered = planCovers(access, kind, futures);
  const including = covered ? [] : plansIncluding(kind.family, levelOnMarket(kind, futures));
  const upgradeTo = cheapestPlan(including);
  return (
    <div className="flex flex-col gap-2" data-testid="market-side">
      <span className="label-text text-sm" aria-hidden="true">
        {t('bots:form.marketType')}
      </span>
      {/* A running bot keeps its market: the disabled fieldset disables the choice's radios. */}
      <fieldset disabled={disabled} className={`min-w-0 ${disabled ? 'pointer-events-none opacity-60' : ''}`}>
        <SegmentedChoice<Side>
          name="market-side"
          legend={t('bots:form.marketType')}
          options={[
            { value: 'spot', label: t('common:venue.spot') },
            { value: 'futures', label: t('common:venue.futures') },
          ]}
          value={futures ? 'futures' : 'spot'}
          onChange={(side) => onChange(side === 'futures')}
        />
      </fieldset>
      <p className="text-xs opacity-70">{futures ? t('bots:form.futuresNote') : t('bots:form.spotNote')}</p>
      {!covered && (
        <p role="note" className="text-warning flex flex-wrap items-center gap-x-2 text-sm" data-testid="market-side-plan">
          <span>
            {t(futures ? 'bots:form.planLacksFutures' : 'bots:form.planLacksSpot')}{' '}
            {including.length > 0 && t('bots:add.includedIn', { plans: including.map((plan) => t(`common:plan.${plan}`)).join(', ') })}
          </span>
          <Link to="/renew" search={upgradeTo ? { plan: upgradeTo, period: 'monthly' } : {}} className="link link-primary font-medium">
            {t('bots:add.upgrade')}
          </Link>
        </p>
      )}
    </div>
  );
}

interface VenueOption {
  web: string;
  label: string;
}

export function MarketPicker({
  kind,
  accounts,
  access,
  value,
  errors,
  disabled,
  onChange,
  children,
}: {
  /** A DEX or NFT kind trades on a DEX venue, a CEX kind on one of the user's exchange accounts. */
  kind: BotKindEntry;
  accounts: readonly ExchangeAccountView[] | null;
  /** What the user's plan grants (null until known): a market it does not cover is said beside the Spot / Futures choice. */
  access: PlanAccess | null;
  value: MarketChoice;
  errors: Record<string, string | undefined>;
  /** A running bot keeps its market. */
  disabled: boolean;
  onChange(next: MarketChoice): void;
  /** What names the market beside the venue of a kind that asks for no pair (an NFT kind's collection). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('bots');
  const onDex = tradesOnDex(kind);
  const pairAsked = asksForPair(kind);
  const webList = useWebList();
  const favourites = useAtomValue(collectListAtom);
  const futures = onFuturesMarket(kind, value);
  const suggestions = pairSuggestions(webList, favourites, value.web, onDex, futures);
  // A saved futures bot shows its market even when its exchange no longer lists futures.
  const sideChoice = !onDex && (futures || offersFutures(kind, webList, value.web));

  const chooseVenue = (web: string) => {
    if (!pairAsked) {
      onChange({ ...value, web });
      return;
    }
    // Futures stay chosen on another exchange that has them; otherwise the bot trades spot there.
    const staysFutures = futures && offersFutures(kind, webList, web);
    const entry = venueEntry(webList, web, onDex, staysFutures);
    onChange({
      web,
      base: entry?.yenUnit1 ?? value.base,
      quote: entry?.yenUnit2 ?? value.quote,
      ...(staysFutures ? { futures: true } : {}),
    });
  };

  const loading = onDex ? webList.length === 0 : accounts === null;
  const options: VenueOption[] = onDex
    ? venuesFor(kind, webList).map((entry) => ({
        web: entry.web,
        label: t('form.dexVenueOption', { exchange: entry.exchange, chain: entry.chain ?? '' }),
      }))
    : cexAccounts(accounts ?? [], webList).map((account) => ({
        web: account.web,
        label: t('form.accountOption', { exchange: account.exchange, remark: account.remark }),
      }));
  // A saved bot's venue stays shown even when it is no longer offered (its account was unbound).
  if (value.web && !loading && !options.some((option) => option.web === value.web)) options.push({ web: value.web, label: value.web });

  if (!onDex && accounts && accounts.length === 0) {
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
    // The Spot / Futures choice follows the account on a phone and takes its own row under the
    // account and coins on a wider screen (dense flow puts the coins beside the account).
    <div className={`grid gap-3 ${pairAsked ? 'sm:grid-flow-row-dense sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]' : ''}`}>
      <div className="form-control w-full">
        <label htmlFor="market-web" className="label pb-1">
          <span className="label-text">{onDex ? t('form.dexVenue') : t('form.account')}</span>
        </label>
        <select
          id="market-web"
          className={`select select-bordered select-sm w-full ${errors.web ? 'select-error' : ''}`}
          value={value.web}
          disabled={disabled || loading}
          aria-invalid={errors.web ? true : undefined}
          aria-describedby={errors.web ? 'market-web-error' : undefined}
          onChange={(event) => chooseVenue(event.target.value)}
        >
          <option value="">{loading ? (onDex ? t('form.loadingVenues') : t('form.loadingAccounts')) : t('form.choose')}</option>
          {options.map((option) => (
            <option key={option.web} value={option.web}>
              {option.label}
            </option>
          ))}
        </select>
        {errors.web && (
          <p id="market-web-error" className="text-error mt-1 text-sm" role="alert">
            {errors.web}
          </p>
        )}
      </div>
      {sideChoice && (
        <div className="sm:col-span-3">
          <SideChoice
            kind={kind}
            access={access}
            futures={futures}
            disabled={disabled}
            onChange={(next) => onChange(withSide(webList, value, next))}
          />
        </div>
      )}
      {pairAsked ? (
        <>
          {coin('base', 'yenUnit1')}
          {coin('quote', 'yenUnit2')}
          <datalist id="market-pairs">
            {suggestions.map((pair) => (
              <option key={pair} value={pair} />
            ))}
          </datalist>
        </>
      ) : (
        children
      )}
    </div>
  );
}
