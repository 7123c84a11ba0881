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
  const titles = (columns: string[]) => columns.map((column) => t(`export.columns.${column}`));
  /** The cells every row begins with: when, on which venue, which pair, which side. */
  const leading = (record: TradeOrderView | TradeFillView): Cell[] => [
    when(record.time),
    venueName(record.web),
    `${record.yenUnit1}/${record.yenUnit2}`,
    t(`export.side.${record.side}`),
  ];
  if (kind === 'orders')
    return {
      columns: titles(ORDER_COLUMNS),
      rows: records.orders.map((order) => [
        ...leading(order),
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
    columns: titles(TRADE_COLUMNS),
    rows: records.trades.map((trade) => [
      ...leading(trade),
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
