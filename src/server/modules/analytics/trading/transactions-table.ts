// The transactions export's table: localised column titles and one row of plain values per fill or
// swap, the time as YYYY-MM-DD HH:mm:ss in the user's zone, the bot by its kind's name and number.
// CSV and XLSX are written from it (trade/export-files.ts).
import { formatDateTime } from '../../../../shared/trade/date-time.ts';
import type { Translate } from '../../../i18n.ts';
import type { ExportTable } from '../../trade/export-table.ts';
import type { Transaction } from './transactions-repository.ts';

const COLUMNS = ['time', 'venue', 'pair', 'bot', 'side', 'price', 'amount', 'volume', 'fee'];

export function transactionsTable(rows: Transaction[], t: Translate, venueName: (web: string) => string, utcOffset: number): ExportTable {
  const botName = (row: Transaction) =>
    row.botId === 0
      ? t('export.transactions.manual')
      : t('export.transactions.bot', { kind: t(`bots:kinds.${row.kind}.name`), id: row.botId });
  return {
    columns: COLUMNS.map((column) => t(`export.transactions.columns.${column}`)),
    rows: rows.map((row) => [
      formatDateTime(row.at.getTime(), utcOffset),
      venueName(row.web),
      `${row.base}/${row.quote}`,
      botName(row),
      t(`export.side.${row.side === 'sell' ? 'sell' : 'buy'}`),
      row.price,
      row.amount,
      row.volume,
      row.fee,
    ]),
  };
}
