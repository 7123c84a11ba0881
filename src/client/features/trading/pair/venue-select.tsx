// The exchange select of the pair selector: bound exchanges, DEX venues (named with their chain,
// "Sandbox DEX · Sandbox chain") and the other exchanges, each in its own group. Spot and futures
// of one exchange share its name, so an exchange's label names the kind.
import { useTranslation } from '../../../lib/use-translation.ts';
import type { WebListEntry } from '../../../../shared/contracts/markets/get-web-list.ts';
import { kindOf } from '../../../lib/venue-choices.ts';
import type { TradingPair } from './market-pair.ts';
import { useDexChainNames } from './use-dex-chains.ts';
import { venueGroups, venueValue } from './venue-options.ts';

export function VenueSelect({
  pair,
  webList,
  boundWebs,
  onChoose,
}: {
  pair: TradingPair | null;
  webList: readonly WebListEntry[];
  boundWebs: ReadonlySet<string>;
  onChoose(venue: WebListEntry): void;
}) {
  const { t } = useTranslation(['trading', 'common']);
  const groups = venueGroups(webList, boundWebs);
  const chainNames = useDexChainNames(groups.dex.length > 0);
  const exchangeLabel = (venue: WebListEntry) =>
    t('common:venue.label', { name: venue.exchange, kind: t(`common:venue.${kindOf(venue.web_type)}`) });
  const dexLabel = (venue: WebListEntry) =>
    t('pair.dexVenue', { name: venue.exchange, chain: (venue.chain && chainNames.get(venue.chain)) ?? venue.chain ?? '' });
  const option = (label: (venue: WebListEntry) => string) => (venue: WebListEntry) => (
    <option key={venue.web_id} value={venueValue(venue)}>
      {label(venue)}
    </option>
  );
  const choose = (value: string) => {
    const venue = webList.find((entry) => venueValue(entry) === value);
    if (venue) onChoose(venue);
  };

  return (
    <label className="flex flex-col gap-1 text-xs">
      {t('pair.exchange')}
      <select
        className="select select-sm w-52 max-w-full"
        value={pair ? venueValue(pair) : ''}
        onChange={(event) => choose(event.target.value)}
      >
        {!pair && <option value="">{t('pair.chooseExchange')}</option>}
        {groups.bound.length > 0 && <optgroup label={t('pair.bound')}>{groups.bound.map(option(exchangeLabel))}</optgroup>}
        {groups.dex.length > 0 && <optgroup label={t('pair.dexVenues')}>{groups.dex.map(option(dexLabel))}</optgroup>}
        <optgroup label={t('pair.otherExchanges')}>{groups.others.map(option(exchangeLabel))}</optgroup>
      </select>
    </label>
  );
}
