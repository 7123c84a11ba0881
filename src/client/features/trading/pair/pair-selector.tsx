// Choosing the market: the exchange or DEX venue (bound accounts first), the pair (typed, or picked
// from the suggestions: a DEX venue's pools, favourites and the exchange's default pair), the
// favourites star, and on a DEX venue the way to add a token of one's own.
import { Plus } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { WebListEntry } from '../../../../shared/contracts/markets/get-web-list.ts';
import { collectListAtom, useAtomValue } from '../../../lib/store.ts';
import { AddTokenDialog } from './add-token-dialog.tsx';
import { FavouritePairs, FavouriteStar } from './favourites.tsx';
import { isDexPair, pairLabel, pairOf } from './market-pair.ts';
import { parsePairText } from './pair-text.ts';
import { useTradingPair } from './trading-pair.tsx';
import { pairSuggestions } from './venue-options.ts';
import { VenueSelect } from './venue-select.tsx';

export function PairSelector() {
  const { t } = useTranslation('trading');
  const { pair, accounts, webList, choose } = useTradingPair();
  const favourites = useAtomValue(collectListAtom);
  const listId = useId();
  const [text, setText] = useState(pair ? pairLabel(pair) : '');
  const [invalid, setInvalid] = useState(false);
  const [addingToken, setAddingToken] = useState(false);
  useEffect(() => setText(pair ? pairLabel(pair) : ''), [pair]);

  const boundWebs = new Set((accounts ?? []).map((account) => account.web));
  const venue = pair ? webList.find((entry) => entry.web === pair.web && entry.web_type === pair.web_type) : undefined;
  const dexVenue = pair && isDexPair(pair) ? venue : undefined;

  const chooseVenue = (entry: WebListEntry) => {
    const next = pairOf(entry);
    if (next) choose(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePairText(text);
    setInvalid(!parsed);
    if (!parsed || !pair) return;
    choose({ ...pair, yenUnit1: parsed[0], yenUnit2: parsed[1] });
  };

  return (
    <div className="flex flex-wrap items-end gap-2" data-testid="pair-selector" data-tour="pair-selector">
      <VenueSelect pair={pair} webList={webList} boundWebs={boundWebs} onChoose={chooseVenue} />
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
            {pairSuggestions(pair, venue, favourites).map((suggestion) => (
              <option key={suggestion} value={suggestion} />
            ))}
          </datalist>
        </label>
        <button type="submit" className="btn btn-sm" disabled={!pair}>
          {t('pair.go')}
        </button>
      </form>
      {pair && <FavouriteStar pair={pair} />}
      {dexVenue && (
        <button type="button" className="btn btn-sm btn-outline" onClick={() => setAddingToken(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('addToken.open')}
        </button>
      )}
      {invalid && <p className="text-error w-full text-xs">{t('pair.invalid')}</p>}
      <FavouritePairs webList={webList} onChoose={choose} />
      {addingToken && dexVenue && <AddTokenDialog venue={dexVenue} onAdded={choose} onClose={() => setAddingToken(false)} />}
    </div>
  );
}
