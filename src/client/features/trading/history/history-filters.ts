// The /record filters and how they become the cex_orders request: dates typed in the browser's
// zone as YYYY-MM-DD HH:mm:ss (spec §5), never earlier than 3 months back.
import { HISTORY_DAYS, EXPORT_MAX_DAYS, type TradeOrderStatus, type TradeSide } from '../../../../shared/contracts/trade/fields.ts';
import type { HistoryKind } from '../../../../shared/contracts/trade/cex-orders.ts';
import { formatDateTime, parseDateTime } from '../../../../shared/trade/date-time.ts';
import { parsePairText } from '../pair/pair-text.ts';

export interface HistoryFilters {
  kind: HistoryKind;
  web: string;
  pair: string;
  side: '' | TradeSide;
  status: '' | TradeOrderStatus;
  /** YYYY-MM-DD HH:mm:ss or empty. */
  start: string;
  end: string;
}

export const utcOffset = (): number => -new Date().getTimezoneOffset();

/** The earliest date-time the history shows (3 months back), in the user's zone. */
export const earliestShown = (now: number): string => formatDateTime(now - HISTORY_DAYS * 86_400_000, utcOffset());

export const nowText = (now: number): string => formatDateTime(now, utcOffset());

export type FilterProblem =
  | 'history.errors.dateTime'
  | 'history.errors.pair'
  | 'history.errors.order'
  | 'history.errors.range'
  | 'history.errors.pickRange';

export function historyRequest(filters: HistoryFilters) {
  const pair = filters.pair.trim() ? parsePairText(filters.pair) : null;
  return {
    kind: filters.kind,
    utc_offset: utcOffset(),
    ...(filters.web ? { web: filters.web } : {}),
    ...(pair ? { yenUnit1: pair[0], yenUnit2: pair[1] } : {}),
    ...(filters.side ? { side: filters.side } : {}),
    ...(filters.kind === 'orders' && filters.status ? { status: filters.status } : {}),
    ...(filters.start.trim() ? { start_time: filters.start.trim() } : {}),
    ...(filters.end.trim() ? { end_time: filters.end.trim() } : {}),
  };
}

/** What is wrong with the filters (null: fine). The export also needs a picked range of at most 7 days. */
export function checkFilters(filters: HistoryFilters, forExport: boolean): FilterProblem | null {
  if (filters.pair.trim() && !parsePairText(filters.pair)) return 'history.errors.pair';
  const offset = utcOffset();
  const start = filters.start.trim() ? parseDateTime(filters.start.trim(), offset) : null;
  const end = filters.end.trim() ? parseDateTime(filters.end.trim(), offset) : null;
  if ((filters.start.trim() && start === null) || (filters.end.trim() && end === null)) return 'history.errors.dateTime';
  if (start !== null && end !== null && end < start) return 'history.errors.order';
  if (!forExport) return null;
  if (start === null || end === null) return 'history.errors.pickRange';
  if (end - start > EXPORT_MAX_DAYS * 86_400_000) return 'history.errors.range';
  return null;
}
