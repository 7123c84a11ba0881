// Figures and dates of the analytics screens, written the way the user's language writes numbers
// (grouping, decimal mark, compact units such as 万 or 만) rather than the browser's. Values are in
// a currency (USDT or a market's quote): two decimals from 1 up, four significant digits below, so
// a fee of 0.00123 is not shown as 0.00.
import { useMemo } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { formatDateTime } from '../../../shared/trade/date-time.ts';

export interface FigureFormat {
  /** A value in a currency: "1,234.56", "0.001234". */
  value(value: number): string;
  /** A value with its sign, for results and changes: "+12.50", "−3.20". */
  signedValue(value: number): string;
  /** A coin amount, up to 8 decimals. */
  amount(value: number): string;
  /** A coin amount at a glance (a hint beside its value): 4 decimals from 1 up, 4 significant digits below. */
  roughAmount(value: number): string;
  /** A whole count: "1,204". */
  count(value: number): string;
  /** Axis labels: "1.2K", "3.4万", with at most `decimals` decimals (1 unless told). */
  compact(value: number, decimals?: number): string;
  /** A share between 0 and 1: "12.5%". */
  share(value: number): string;
  /** A change as a share, with its sign: "+0.2%", "-1.5%". */
  signedShare(value: number): string;
  /** "YYYY-MM" as the language names a month: "November 2026", "2026年11月". */
  month(month: string): string;
  /** "YYYY-MM-DD" as a short day: "11/22", "11/22", "11. 22.". */
  day(day: string): string;
  /** Epoch ms in the product's format (spec §5), in the device's zone. */
  dateTime(ms: number): string;
}

const MINUS = '−';

export function figureFormat(language: string): FigureFormat {
  const whole = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const small = new Intl.NumberFormat(language, { maximumSignificantDigits: 4 });
  const amount = new Intl.NumberFormat(language, { maximumFractionDigits: 8 });
  const rough = new Intl.NumberFormat(language, { maximumFractionDigits: 4 });
  const count = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const compacts = new Map<number, Intl.NumberFormat>();
  const compact = (decimals: number) => {
    let made = compacts.get(decimals);
    if (!made) {
      made = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: decimals });
      compacts.set(decimals, made);
    }
    return made;
  };
  const share = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const signedShare = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  // Months and days are calendar labels, not instants: read and written in UTC so no zone shifts them.
  const month = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', timeZone: 'UTC' });
  const day = new Intl.DateTimeFormat(language, { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
  const value = (figure: number) => {
    if (!Number.isFinite(figure)) return '–';
    const magnitude = Math.abs(figure);
    return (magnitude >= 1 || magnitude === 0 ? whole : small).format(figure);
  };
  return {
    value,
    signedValue: (figure) => (figure > 0 ? `+${value(figure)}` : figure < 0 ? `${MINUS}${value(-figure)}` : value(0)),
    amount: (figure) => (Number.isFinite(figure) ? amount.format(figure) : '–'),
    roughAmount: (figure) => (Math.abs(figure) >= 1 || figure === 0 ? rough : small).format(figure),
    count: (figure) => count.format(figure),
    compact: (figure, decimals = 1) => compact(decimals).format(figure),
    share: (figure) => share.format(figure),
    signedShare: (figure) => signedShare.format(figure),
    month: (text) => {
      const [year, monthNumber] = text.split('-').map(Number);
      return year && monthNumber ? month.format(Date.UTC(year, monthNumber - 1, 1)) : text;
    },
    day: (text) => {
      const [year, monthNumber, date] = text.split('-').map(Number);
      return year && monthNumber && date ? day.format(Date.UTC(year, monthNumber - 1, date)) : text;
    },
    dateTime: (ms) => formatDateTime(ms, -new Date(ms).getTimezoneOffset()),
  };
}

/** The formats of the UI language, made again when it changes. */
export function useFigureFormat(): FigureFormat {
  const { i18n } = useTranslation();
  return useMemo(() => figureFormat(i18n.language), [i18n.language]);
}

/** The device's zone as minutes east of UTC, as the calls that cut days at midnight take it. */
export const utcOffset = (): number => -new Date().getTimezoneOffset();

/** Gains green, losses red, nothing plain: the colours the trading screens give buys and sells. */
export const toneOf = (figure: number): string => (figure > 0 ? 'text-success' : figure < 0 ? 'text-error' : '');
