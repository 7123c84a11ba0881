// A statement's breakdowns: value and trading result by venue (exchange account or wallet chain),
// and volume and trading result by bot; tables on a wide screen, a card per row on a phone.
import { useTranslation } from '../../../lib/use-translation.ts';
import type { AssetStatement } from '../../../../shared/contracts/data/get-asset-statements.ts';
import { DataTable } from '../../../components/table-parts.tsx';
import { useBotName } from '../bot-name.ts';
import { FigureCard } from '../figure-card.tsx';
import { toneOf, useFigureFormat } from '../format.ts';

type VenueLine = AssetStatement['by_venue'][number];
type BotLine = AssetStatement['by_bot'][number];

const venueKey = (venue: VenueLine) => `${venue.source_type}|${venue.source}`;
const botKey = (bot: BotLine) => `${bot.bot_id}|${bot.web}|${bot.yenUnit1}|${bot.yenUnit2}`;

export function VenueBreakdown({ venues }: { venues: readonly VenueLine[] }) {
  const { t } = useTranslation('data');
  const format = useFigureFormat();
  const result = (venue: VenueLine) => (
    <span className={toneOf(venue.trading_result_usdt)}>{format.signedValue(venue.trading_result_usdt)}</span>
  );
  return (
    <div className="min-w-0">
      <h3 className="mb-1 text-sm font-semibold">{t('statement.byVenue')}</h3>
      {venues.length === 0 ? (
        <p className="text-sm opacity-70">{t('statement.noVenues')}</p>
      ) : (
        <>
          <DataTable
            caption={t('statement.byVenue')}
            size="xs"
            nowrapHeads
            frameClassName="hidden overflow-x-auto md:block"
            testId="statement-venues"
            columns={[
              { label: t('statement.venueColumns.venue') },
              { label: t('statement.venueColumns.opening'), numeric: true },
              { label: t('statement.venueColumns.closing'), numeric: true },
              { label: t('statement.venueColumns.result'), numeric: true },
            ]}
          >
            {venues.map((venue) => (
              <tr key={venueKey(venue)}>
                <th scope="row" className="font-medium">
                  {venue.name}
                  <span className="ml-1.5 text-xs font-normal opacity-60">{t(`sourceTypes.${venue.source_type}`)}</span>
                </th>
                <td className="text-right tabular-nums">{format.value(venue.opening_usdt)}</td>
                <td className="text-right tabular-nums">{format.value(venue.closing_usdt)}</td>
                <td className="text-right tabular-nums">{result(venue)}</td>
              </tr>
            ))}
          </DataTable>
          <ul className="flex flex-col gap-2 md:hidden">
            {venues.map((venue) => (
              <FigureCard
                key={venueKey(venue)}
                title={venue.name}
                subtitle={t(`sourceTypes.${venue.source_type}`)}
                headline={result(venue)}
                figures={[
                  { label: t('statement.venueColumns.opening'), value: format.value(venue.opening_usdt) },
                  { label: t('statement.venueColumns.closing'), value: format.value(venue.closing_usdt) },
                ]}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export function BotBreakdown({ bots, venueName }: { bots: readonly BotLine[]; venueName(web: string): string }) {
  const { t } = useTranslation('data');
  const format = useFigureFormat();
  const botName = useBotName();
  const marketOf = (bot: BotLine) => t('markets.name', { venue: venueName(bot.web), base: bot.yenUnit1, quote: bot.yenUnit2 });
  const result = (bot: BotLine) => <span className={toneOf(bot.trading_result_usdt)}>{format.signedValue(bot.trading_result_usdt)}</span>;
  return (
    <div className="min-w-0">
      <h3 className="mb-1 text-sm font-semibold">{t('statement.byBot')}</h3>
      {bots.length === 0 ? (
        <p className="text-sm opacity-70">{t('statement.noBots')}</p>
      ) : (
        <>
          <DataTable
            caption={t('statement.byBot')}
            size="xs"
            nowrapHeads
            frameClassName="hidden overflow-x-auto md:block"
            testId="statement-bots"
            columns={[
              { label: t('statement.botColumns.bot') },
              { label: t('statement.botColumns.market') },
              { label: t('statement.botColumns.volume'), numeric: true },
              { label: t('statement.botColumns.result'), numeric: true },
            ]}
          >
            {bots.map((bot) => (
              <tr key={botKey(bot)}>
                <th scope="row" className="font-medium whitespace-nowrap">
                  {botName(bot.bot_id, bot.kind)}
                </th>
                <td className="whitespace-nowrap">{marketOf(bot)}</td>
                <td className="text-right tabular-nums">{format.value(bot.volume_usdt)}</td>
                <td className="text-right tabular-nums">{result(bot)}</td>
              </tr>
            ))}
          </DataTable>
          <ul className="flex flex-col gap-2 md:hidden">
            {bots.map((bot) => (
              <FigureCard
                key={botKey(bot)}
                title={botName(bot.bot_id, bot.kind)}
                subtitle={marketOf(bot)}
                headline={result(bot)}
                figures={[{ label: t('statement.botColumns.volume'), value: format.value(bot.volume_usdt) }]}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
