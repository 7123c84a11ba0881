// Picks the exchange to bind: one entry per venue (an account serves its spot and futures markets),
// the sandbox venues first as the server lists them, filtered by what the user types.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebListEntry } from '../../../shared/contracts/markets/get-web-list.ts';
import { Field } from './field.tsx';

/** The exchange list reduced to one entry per venue, in the server's order. */
export function venuesOf(list: readonly WebListEntry[]): WebListEntry[] {
  const seen = new Set<string>();
  return list.filter((entry) => !seen.has(entry.web) && seen.add(entry.web));
}

export function ExchangePicker({
  id,
  venues,
  value,
  bound,
  error,
  onChange,
}: {
  id: string;
  venues: readonly WebListEntry[];
  value: string;
  /** Venues the user has bound already (one account per exchange): shown, not selectable. */
  bound: ReadonlySet<string>;
  error?: string | undefined;
  onChange(web: string): void;
}) {
  const { t } = useTranslation('exchange');
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const matches = needle ? venues.filter((venue) => venue.exchange.toLowerCase().includes(needle) || venue.web.includes(needle)) : venues;
    // The chosen venue stays in the list while the user searches for another.
    return value && !matches.some((venue) => venue.web === value)
      ? [...venues.filter((venue) => venue.web === value), ...matches]
      : matches;
  }, [query, value, venues]);
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
              {venues.length === 0 ? t('form.loadingExchanges') : shown.length === 0 ? t('form.noMatch') : t('form.exchange')}
            </option>
            {shown.map((venue) => (
              <option key={venue.web} value={venue.web} disabled={bound.has(venue.web)}>
                {venue.exchange}
                {venue.simulated ? ` · ${t('simulated')}` : ''}
              </option>
            ))}
          </select>
        </div>
      )}
    </Field>
  );
}
