// /Trade/cex_orders_export: the filtered orders or trades of a picked range of at most 7 days,
// mailed as CSV and XLSX to the e-mail on file. No e-mail: 4305; nothing in the range: 4306.
import { exportCexOrders } from '../../../shared/contracts/trade/export-cex-orders.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { formatDateTime } from '../../../shared/trade/date-time.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { maskEmail } from '../account/mask-email.ts';
import { userIdOf } from '../markets/favourites.ts';
import { exportTable } from './export-table.ts';
import { historyOrders, historyTrades, orderFilterOf } from './history.ts';
import { exportEmailOf, mailExport } from './mail-export.ts';
import type { OrderRepository } from './order-repository.ts';
import type { TradeDeps } from './trade-deps.ts';

/** Rows one export holds at most (a week of a busy account's console orders). */
const MAX_ROWS = 20_000;

export const exportCexOrdersCall = (deps: TradeDeps, orders: OrderRepository) =>
  answer(exportCexOrders, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const email = await exportEmailOf(deps.db, userId);

    const filter = orderFilterOf(userId, input, deps.now());
    const records =
      input.kind === 'trades'
        ? { orders: [], trades: await historyTrades(deps, orders, filter, MAX_ROWS) }
        : { orders: (await historyOrders(deps, orders, filter, 1, MAX_ROWS)).rows, trades: [] };
    const count = records.orders.length + records.trades.length;
    if (count === 0) throw new ApiError(CODE.exportNoData);

    const venueName = (web: string) => deps.venues.registry.get(web)?.name ?? web;
    const table = exportTable(input.kind, records, ctx.t, venueName, input.utc_offset);
    const from = formatDateTime(filter.from, input.utc_offset);
    const to = formatDateTime(filter.to, input.utc_offset);
    await mailExport(deps.mailer, {
      to: email,
      kindName: ctx.t(`export.kind.${input.kind}`),
      from,
      until: to,
      stem: `${input.kind}-${from.slice(0, 10)}-${to.slice(0, 10)}`,
      table,
      t: ctx.t,
    });
    return { email_masked: maskEmail(email), rows: count };
  });
