// Choosing the market: the exchange (bound accounts first), the pair (typed, or picked from the
// suggestions: favourites and the exchange's default pair) and the favourites star.
import { Star } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { collect } from '../../../../shared/contracts/markets/collect.ts';
import { collectCancel } from '../../../../shared/contracts/markets/collect-cancel.ts';
import { api } from '../../../lib/api/api.ts';
import { setCollectList } from '../../../lib/market-lists.ts';
import { collectListAtom, languageAtom, sessionAtom, useAtomValue } from '../../../lib/store.ts';
import { kindOf } from '../../../lib/venue-choices.ts';
import { parsePairText } from './pair-text.ts';
import { pairLabel, pairPayload, type TradingPair, useTradingPair } from './trading-pair.tsx';

function FavouriteStar({ pair }: { pair: TradingPair }) {
  const { t } = useTranslation('trading');
  const favourites = useAtomValue(collectListAtom);
  const owner = useAtomValue(sessionAtom)?.account ?? '';
  const language = useAtomValue(languageAtom);
  const [busy, setBusy] = useState(false);
  const isFavourite = favourites.some(
    (entry) => entry.web === pair.web && entry.yenUnit1 === pair.yenUnit1 && entry.yenUnit2 === pair.yenUnit2,
  );
  const toggle = () => {
    setBusy(true);
    api
      .call(isFavourite ? collectCancel : collect, pairPayload(pair))
      .then((answer) => setCollectList(owner, language, answer.list))
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm btn-square"
      aria-pressed={isFavourite}
      aria-label={isFavourite ? t('pair.unfavourite') : t('pair.favourite')}
      disabled={busy}
      onClick={toggle}
      data-testid="favourite-toggle"
    >
      <Star aria-hidden="true" className={`size-4 ${isFavourite ? 'fill-warning text-warning' : ''}`} />
    </button>
  );
}

export function PairSelector() {
  const { t } = useTranslation(['trading', 'common']);
  const { pair, accounts, webList, choose } = useTradingPair();
  // Spot and futures of one venue share its name: the label names the kind.
  const venueLabel = (venue: { exchange: string; web_type: number }) =>
    t('common:venue.label', { name: venue.exchange, kind: t(`common:venue.${kindOf(venue.web_type)}`) });
  const favourites = useAtomValue(collectListAtom);
  const listId = useId();
  const [text, setText] = useState(pair ? pairLabel(pair) : '');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setText(pair ? pairLabel(pair) : ''), [pair]);

  const cex = webList.filter((venue) => venue.web_type === 0 || venue.web_type === 3);
  const boundWebs = new Set((accounts ?? []).map((account) => account.web));
  const bound = cex.filter((venue) => boundWebs.has(venue.web));
  const others = cex.filter((venue) => !boundWebs.has(venue.web));
  const venueValue = pair ? `${pair.web}:${pair.web_type}` : '';
  const venueOption = (venue: (typeof cex)[number]) => (
    <option key={venue.web_id} value={`${venue.web}:${venue.web_type}`}>
      {venueLabel(venue)}
    </option>
  );

  const chooseVenue = (value: string) => {
    const venue = cex.find((entry) => `${entry.web}:${entry.web_type}` === value);
    if (!venue) return;
    choose({ web: venue.web, web_type: venue.web_type, exchange: venue.exchange, yenUnit1: venue.yenUnit1, yenUnit2: venue.yenUnit2 });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePairText(text);
    setInvalid(!parsed);
    if (!parsed || !pair) return;
    choose({ ...pair, yenUnit1: parsed[0], yenUnit2: parsed[1] });
  };
  const suggestions = new Set<string>();
  for (const entry of favourites) if (!pair || entry.web === pair.web) suggestions.add(`${entry.yenUnit1}/${entry.yenUnit2}`);
  const venueDefault = cex.find((venue) => pair && venue.web === pair.web);
  if (venueDefault) suggestions.add(`${venueDefault.yenUnit1}/${venueDefault.yenUnit2}`);

  return (
    <div className="flex flex-wrap items-end gap-2" data-testid="pair-selector">
      <label className="flex flex-col gap-1 text-xs">
        {t('pair.exchange')}
        <select className="select select-sm w-44" value={venueValue} onChange={(event) => chooseVenue(event.target.value)}>
          {!pair && <option value="">{t('pair.chooseExchange')}</option>}
          {bound.length > 0 && <optgroup label={t('pair.bound')}>{bound.map(venueOption)}</optgroup>}
          <optgroup label={t('pair.otherExchanges')}>{others.map(venueOption)}</optgroup>
        </select>
      </label>
      <form className="flex items-end gap-1" onSubmit={submit}>
        <label className="flex flex-col gap-1 text-xs">
          {t('pair.pair')}
          <input
            className={`input input-sm w-36 uppercase ${invalid ? 'input-error' : ''}`}
            list={listId}
            value={text}
            placeholder={t('pair.searchPlaceholder')}
            aria-invalid={invalid}
            onChange={(event) => setText(event.target.value)}
            disabled={!pair}
          />
          <datalist id={listId}>
            {[...suggestions].map((suggestion) => (
              <option key={suggestion} value={suggestion} />
            ))}
          </datalist>
        </label>
        <button type="submit" className="btn btn-sm" disabled={!pair}>
          {t('pair.go')}
        </button>
      </form>
      {pair && <FavouriteStar pair={pair} />}
      {invalid && <p className="text-error w-full text-xs">{t('pair.invalid')}</p>}
      {favourites.length > 0 && (
        <nav className="flex w-full flex-wrap gap-1" aria-label={t('pair.favourites')}>
          {favourites.map((entry) => {
            const venue = cex.find((candidate) => candidate.web === entry.web);
            return (
              <button
                key={`${entry.web_id}-${entry.yenUnit1}-${entry.yenUnit2}`}
                type="button"
                className="btn btn-xs btn-ghost border-base-300 border"
                onClick={() =>
                  choose({
                    web: entry.web,
                    web_type: entry.web_type,
                    exchange: venue?.exchange ?? entry.exchange,
                    yenUnit1: entry.yenUnit1,
                    yenUnit2: entry.yenUnit2,
                  })
                }
              >
                <Star aria-hidden="true" className="fill-warning text-warning size-3" />
                {entry.yenUnit1}/{entry.yenUnit2}
                <span className="opacity-60">{venue?.exchange ?? entry.exchange}</span>
              </button>
            );
          })}
        </nav>
      )}
    </div>
  );
}
