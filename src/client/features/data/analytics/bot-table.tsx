// Today's figures by bot (bot 0: manual orders and batches; a futures market named as such), most
// volume first as the server orders them: a table on a wide screen, a card per bot on a phone (no
// sideways scrolling).
import { useTranslation } from '../../../lib/use-translation.ts';
import { DataTable } from '../../../components/table-parts.tsx';
import { useBotName } from '../bot-name.ts';
import { FigureCard } from '../figure-card.tsx';
import { toneOf, useFigureFormat } from '../format.ts';
import type { DataOverview } from './use-analytics.ts';

type BotRow = DataOverview['today_by_bot'][number];

const rowKey = (row: BotRow) => `${row.bot_id}|${row.web}|${row.yenUnit1}|${row.yenUnit2}|${row.market_kind}`;

export function BotTable({ rows, unit, venueName }: { rows: readonly BotRow[]; unit: string; venueName(web: string): string }) {
  const { t } = useTranslation('data');
  const format = useFigureFormat();
  const botName = useBotName();
  // A perpetual is named as the rest of the app names it: "Sandbox A · Futures".
  const venueOf = (row: BotRow) =>
    row.market_kind === 'futures'
      ? t('common:venue.label', { name: venueName(row.web), kind: t('common:venue.futures') })
      : venueName(row.web);
  const marketOf = (row: BotRow) => t('markets.name', { venue: venueOf(row), base: row.yenUnit1, quote: row.yenUnit2 });
  return (
    <>
      <DataTable
        caption={t('analytics.byBot')}
        nowrapHeads
        frameClassName="hidden overflow-x-auto md:block"
        testId="today-by-bot"
        columns={[
          { label: t('analytics.botColumns.bot') },
          { label: t('analytics.botColumns.market') },
          { label: t('analytics.botColumns.bought', { unit }), numeric: true },
          { label: t('analytics.botColumns.sold', { unit }), numeric: true },
          { label: t('analytics.botColumns.fills'), numeric: true },
          { label: t('analytics.botColumns.fees', { unit }), numeric: true },
          { label: t('analytics.botColumns.profit', { unit }), numeric: true },
        ]}
      >
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            <th scope="row" className="font-medium whitespace-nowrap">
              {botName(row.bot_id, row.kind)}
            </th>
            <td className="whitespace-nowrap">{marketOf(row)}</td>
            <td className="text-right tabular-nums">{format.value(row.buy_volume)}</td>
            <td className="text-right tabular-nums">{format.value(row.sell_volume)}</td>
            <td className="text-right tabular-nums">{format.count(row.fills)}</td>
            <td className="text-right tabular-nums">{format.value(row.fees)}</td>
            <td className={`text-right tabular-nums ${toneOf(row.realised_profit)}`}>{format.signedValue(row.realised_profit)}</td>
          </tr>
        ))}
      </DataTable>
      <ul className="flex flex-col gap-2 md:hidden" data-testid="today-by-bot-cards">
        {rows.map((row) => (
          <FigureCard
            key={rowKey(row)}
            title={botName(row.bot_id, row.kind)}
            subtitle={marketOf(row)}
            headline={
              <span className={toneOf(row.realised_profit)}>
                {format.signedValue(row.realised_profit)} <span className="text-xs font-normal opacity-60">{unit}</span>
              </span>
            }
            figures={[
              { label: t('analytics.figures.bought'), value: format.value(row.buy_volume) },
              { label: t('analytics.figures.sold'), value: format.value(row.sell_volume) },
              { label: t('analytics.figures.fills'), value: format.count(row.fills) },
              { label: t('analytics.figures.fees'), value: format.value(row.fees) },
            ]}
          />
        ))}
      </ul>
    </>
  );
}
