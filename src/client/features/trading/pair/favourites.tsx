// The favourites (spec §3 "collect list"): the star that adds or removes the shown pair, and the
// row of favourite pairs to jump to. DEX pools can be favourites too.
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { collect } from '../../../../shared/contracts/markets/collect.ts';
import { collectCancel } from '../../../../shared/contracts/markets/collect-cancel.ts';
import type { WebListEntry } from '../../../../shared/contracts/markets/get-web-list.ts';
import { api } from '../../../lib/api/api.ts';
import { setCollectList } from '../../../lib/market-lists.ts';
import { collectListAtom, languageAtom, sessionAtom, useAtomValue } from '../../../lib/store.ts';
import { marketPayload, pairOf, type TradingPair } from './market-pair.ts';

export function FavouriteStar({ pair }: { pair: TradingPair }) {
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
      .call(isFavourite ? collectCancel : collect, marketPayload(pair))
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

export function FavouritePairs({ webList, onChoose }: { webList: readonly WebListEntry[]; onChoose(pair: TradingPair): void }) {
  const { t } = useTranslation('trading');
  const favourites = useAtomValue(collectListAtom);
  if (favourites.length === 0) return null;
  return (
    <nav className="flex w-full flex-wrap gap-1" aria-label={t('pair.favourites')}>
      {favourites.map((entry) => {
        const venue = webList.find((candidate) => candidate.web === entry.web);
        const pair = pairOf({ ...entry, exchange: venue?.exchange ?? entry.exchange });
        if (!pair) return null;
        return (
          <button
            key={`${entry.web_id}-${entry.yenUnit1}-${entry.yenUnit2}`}
            type="button"
            className="btn btn-xs btn-ghost border-base-300 border"
            onClick={() => onChoose(pair)}
          >
            <Star aria-hidden="true" className="fill-warning text-warning size-3" />
            {entry.yenUnit1}/{entry.yenUnit2}
            <span className="opacity-60">{pair.exchange}</span>
          </button>
        );
      })}
    </nav>
  );
}
