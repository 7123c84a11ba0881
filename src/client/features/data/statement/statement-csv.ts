// The statements on screen as one CSV file: a row for each month's total, then one per venue and
// one per bot of that month, under headers in the user's language. Values are plain numbers (a
// spreadsheet reads "1234.5", not "1,234.50"); text cells that a spreadsheet would run as a formula
// are defused, and the file starts with a byte-order mark so Excel reads Chinese and Korean.
import type { AssetStatement } from '../../../../shared/contracts/data/get-asset-statements.ts';

export interface StatementCsvText {
  headers: {
    month: string;
    scope: string;
    name: string;
    market: string;
    opening: string;
    closing: string;
    deposits: string;
    withdrawals: string;
    volume: string;
    result: string;
  };
  scopes: { total: string; venue: string; bot: string };
  botName(botId: number, kind: string): string;
  marketName(venue: string, base: string, quote: string): string;
}

/** A bot's venue by the name the statement gives its exchange account (its id when it has none). */
export const statementVenueName = (statement: AssetStatement, web: string): string =>
  statement.by_venue.find((venue) => venue.source_type === 'cex' && venue.source === web)?.name ?? web;

type Cell = string | number | null;

/** A number as a spreadsheet reads it, rounded to what a USDT figure needs. */
const numberCell = (value: number) => String(Number(value.toFixed(8)));

function textCell(value: string): string {
  const defused = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(defused) ? `"${defused.replaceAll('"', '""')}"` : defused;
}

const line = (cells: Cell[]) =>
  cells.map((cell) => (cell === null ? '' : typeof cell === 'number' ? numberCell(cell) : textCell(cell))).join(',');

export function statementsCsv(statements: readonly AssetStatement[], text: StatementCsvText): string {
  const { headers, scopes } = text;
  const rows: Cell[][] = [
    [
      headers.month,
      headers.scope,
      headers.name,
      headers.market,
      headers.opening,
      headers.closing,
      headers.deposits,
      headers.withdrawals,
      headers.volume,
      headers.result,
    ],
  ];
  for (const statement of statements) {
    const month = statement.month;
    rows.push([
      month,
      scopes.total,
      null,
      null,
      statement.opening_usdt,
      statement.closing_usdt,
      statement.deposits_usdt,
      statement.withdrawals_usdt,
      null,
      statement.trading_result_usdt,
    ]);
    for (const venue of statement.by_venue) {
      rows.push([
        month,
        scopes.venue,
        venue.name,
        null,
        venue.opening_usdt,
        venue.closing_usdt,
        null,
        null,
        null,
        venue.trading_result_usdt,
      ]);
    }
    for (const bot of statement.by_bot) {
      rows.push([
        month,
        scopes.bot,
        text.botName(bot.bot_id, bot.kind),
        text.marketName(statementVenueName(statement, bot.web), bot.yenUnit1, bot.yenUnit2),
        null,
        null,
        null,
        null,
        bot.volume_usdt,
        bot.trading_result_usdt,
      ]);
    }
  }
  return `\uFEFF${rows.map(line).join('\r\n')}\r\n`;
}

/** The file's name: the months it covers, oldest to newest. */
export function statementsFileName(statements: readonly AssetStatement[]): string {
  const months = statements.map((statement) => statement.month).sort();
  const first = months[0] ?? 'none';
  const last = months[months.length - 1] ?? first;
  return first === last ? `asset-statement-${first}.csv` : `asset-statements-${first}-to-${last}.csv`;
}
