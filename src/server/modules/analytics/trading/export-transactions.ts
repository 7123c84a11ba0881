// /Data/transactions_export: every bot fill, manual fill and settled swap of a picked range (at most
// 7 days, never older than 3 months: spec §5), mailed as CSV and XLSX to the e-mail on file.
// No e-mail: 4305; nothing in the range: 4306.
import { exportTransactions } from '../../../../shared/contracts/data/index.ts';
import { HISTORY_DAYS } from '../../../../shared/contracts/trade/fields.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import { formatDateTime, parseDateTime } from '../../../../shared/trade/date-time.ts';
import { ApiError } from '../../../http/api-error.ts';
import { answer } from '../../../http/call-registry.ts';
import { maskEmail } from '../../account/mask-email.ts';
import { userIdOf } from '../../markets/favourites.ts';
import { exportEmailOf, mailExport } from '../../trade/mail-export.ts';
import type { AnalyticsDeps } from '../analytics-deps.ts';
import type { Market } from './trading-repository.ts';
import type { Transaction, TransactionsRepository } from './transactions-repository.ts';
import { transactionsTable } from './transactions-table.ts';

const DAY_MS = 86_400_000;
/** Rows one export holds at most: the newest, when a busy week holds more (an XLSX of this size is ~10 MB). */
const MAX_ROWS = 50_000;

const newestFirst = (a: Transaction, b: Transaction) => b.at.getTime() - a.at.getTime();

export const exportTransactionsCall = (
  deps: Pick<AnalyticsDeps, 'db' | 'venues' | 'mailer' | 'now'>,
  transactions: TransactionsRepository,
) =>
  answer(exportTransactions, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const email = await exportEmailOf(deps.db, userId);

    const now = deps.now();
    // The contract has checked both times; records older than 3 months are never exported.
    const start = parseDateTime(input.start_time, input.utc_offset) ?? now;
    const span = { from: Math.max(start, now - HISTORY_DAYS * DAY_MS), to: parseDateTime(input.end_time, input.utc_offset) ?? now };
    const market: Market | undefined =
      input.web && input.yenUnit1 && input.yenUnit2 ? { web: input.web, base: input.yenUnit1, quote: input.yenUnit2 } : undefined;
    const found =
      span.to < span.from
        ? []
        : await Promise.all([
            transactions.botFills(userId, span, MAX_ROWS, market),
            transactions.manualOrders(userId, span, MAX_ROWS, market),
            transactions.settledSwaps(userId, span, MAX_ROWS, market),
          ]);
    const rows = found.flat().sort(newestFirst).slice(0, MAX_ROWS).reverse();
    if (rows.length === 0) throw new ApiError(CODE.exportNoData);

    const from = formatDateTime(span.from, input.utc_offset);
    const until = formatDateTime(span.to, input.utc_offset);
    await mailExport(deps.mailer, {
      to: email,
      kindName: ctx.t('export.transactions.kind'),
      from,
      until,
      stem: `transactions-${from.slice(0, 10)}-${until.slice(0, 10)}`,
      table: transactionsTable(rows, ctx.t, deps.venues.venueName, input.utc_offset),
      t: ctx.t,
    });
    return { email_masked: maskEmail(email), rows: rows.length };
  });
