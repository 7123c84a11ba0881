// The export's table: localised column titles and one row of plain values per order or trade,
// date-times as YYYY-MM-DD HH:mm:ss in the user's zone. CSV and XLSX are written from the same table.
import type { HistoryKind, TradeFillView, TradeOrderView } from '../../../shared/contracts/trade/index.ts';
import { formatDateTime } from '../../../shared/trade/date-time.ts';
import type { Translate } from '../../i18n.ts';

export type Cell = string | number | null;

export interface ExportTable {
  columns: string[];
  rows: Cell[][];
}

const ORDER_COLUMNS = [
  'time',
  'exchange',
  'pair',
  'side',
  'type',
  'price',
  'average',
  'amount',
  'filled',
  'status',
  'orderId',
  'clientOrderId',
];
const TRADE_COLUMNS = ['time', 'exchange', 'pair', 'side', 'price', 'amount', 'cost', 'fee', 'feeCurrency', 'role', 'orderId', 'tradeId'];

export function exportTable(
  kind: HistoryKind,
  records: { orders: TradeOrderView[]; trades: TradeFillView[] },
  t: Translate,
  venueName: (web: string) => string,
  utcOffset: number,
): ExportTable {
  const when = (ms: number | null) => (ms === null ? '' : formatDateTime(ms, utcOffset));
  if (kind === 'orders')
    return {
      columns: ORDER_COLUMNS.map((column) => t(`export.columns.${column}`)),
      rows: records.orders.map((order) => [
        when(order.time),
        venueName(order.web),
        `${order.yenUnit1}/${order.yenUnit2}`,
        t(`export.side.${order.side}`),
        t(`export.type.${order.type === 'market' ? 'market' : 'limit'}`),
        order.price,
        order.average,
        order.amount,
        order.filled,
        t(`export.status.${order.status}`),
        order.order_id,
        order.client_order_id ?? '',
      ]),
    };
  return {
    columns: TRADE_COLUMNS.map((column) => t(`export.columns.${column}`)),
    rows: records.trades.map((trade) => [
      when(trade.time),
      venueName(trade.web),
      `${trade.yenUnit1}/${trade.yenUnit2}`,
      t(`export.side.${trade.side}`),
      trade.price,
      trade.amount,
      trade.cost,
      trade.fee,
      trade.fee_currency ?? '',
      trade.maker === null ? '' : t(trade.maker ? 'export.role.maker' : 'export.role.taker'),
      trade.order_id ?? '',
      trade.trade_id,
    ]),
  };
}
