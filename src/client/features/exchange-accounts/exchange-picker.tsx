// Picks the exchange to bind: one entry per venue (an account serves its spot and futures markets),
// labelled with the market kinds it offers, the sandbox venues first under their own heading, and
// filtered by what the user types (the name, the id or a kind, in the user's language).
import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { WEB_TYPES } from '../../../shared/catalogue/venue-kinds.ts';
import type { WebListEntry } from '../../../shared/contracts/markets/get-web-list.ts';
import { kindsByVenue, matchesVenue, sandboxFirst } from '../../lib/venue-choices.ts';
import { Field } from './field.tsx';

/**
 * The exchange list reduced to one entry per venue that takes an account, in the server's order.
 * DEX venues are left out: they are traded from wallets (DEX / NFT Wallet Management).
 */
export function venuesOf(list: readonly WebListEntry[]): WebListEntry[] {
  const seen = new Set<string>();
  return list.filter((entry) => entry.web_type !== WEB_TYPES.dex && !seen.has(entry.web) && seen.add(entry.web));
}

export function ExchangePicker({
  id,
  list,
  value,
  bound,
  error,
  onChange,
}: {
  id: string;
  /** The whole exchange list (every venue and kind). */
  list: readonly WebListEntry[];
  value: string;
  /** Venues the user has bound already (one account per exchange): shown, not selectable. */
  bound: ReadonlySet<string>;
  error?: string | undefined;
  onChange(web: string): void;
}) {
  const { t } = useTranslation(['exchange', 'common']);
  const [query, setQuery] = useState('');
  const venues = useMemo(() => venuesOf(list), [list]);
  const kindNames = useMemo(() => {
    const names = new Map<string, string[]>();
    for (const [web, kinds] of kindsByVenue(list))
      names.set(
        web,
        kinds.map((kind) => t(`common:venue.${kind}`)),
      );
    return names;
  }, [list, t]);
  const groups = useMemo(() => {
    const matches = venues.filter((venue) => matchesVenue(query, venue, kindNames.get(venue.web) ?? []));
    // The chosen venue stays in the list while the user searches for another.
    const shown =
      value && !matches.some((venue) => venue.web === value) ? [...venues.filter((venue) => venue.web === value), ...matches] : matches;
    return sandboxFirst(shown);
  }, [query, value, venues, kindNames]);
  const shownCount = groups.sandbox.length + groups.others.length;
  const option = (venue: WebListEntry) => (
    <option key={venue.web} value={venue.web} disabled={bound.has(venue.web)}>
      {t('common:venue.withKinds', {
        name: venue.exchange,
        kinds: (kindNames.get(venue.web) ?? []).join(t('common:venue.kindsSeparator')),
      })}
    </option>
  );
  return (
    <Field id={id} label={t('form.exchange')} error={error}>
      {(describedBy) => (
        <div className="flex flex-col gap-2">
          <input
            type="search"
            className="input input-bordered input-sm w-full"
            placeholder={t('form.searchExchange')}
            aria-label={t('form.searchExchange')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <select
            id={id}
            name="web"
            className={`select select-bordered w-full ${error ? 'select-error' : ''}`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
          >
            <option value="" disabled>
              {venues.length === 0 ? t('form.loadingExchanges') : shownCount === 0 ? t('form.noMatch') : t('form.exchange')}
            </option>
            {groups.sandbox.length > 0 && <optgroup label={t('common:venue.sandboxGroup')}>{groups.sandbox.map(option)}</optgroup>}
            {groups.others.length > 0 && <optgroup label={t('common:venue.exchangesGroup')}>{groups.others.map(option)}</optgroup>}
          </select>
        </div>
      )}
    </Field>
  );
}
