// Figures of the futures screens (positions, risk users) in the reader's language: amounts grouped with up to `digits`
// decimals, a margin ratio (a fraction) as a percent, a signed P&L, and a date-time.
import { useTranslation } from '../../../lib/use-translation.ts';
import { localDateTime } from '../format.ts';

export interface FuturesFormat {
  amount(value: number | null, digits?: number): string;
  /** 0.2182 → "21.82%". */
  ratio(value: number | null): string;
  /** A threshold's ratio as typed in the form: 0.8 → "80". */
  ratioNumber(value: number): string;
  signed(value: number | null): string;
  dateTime(ms: number): string;
}

export function useFuturesFormat(): FuturesFormat {
  const { i18n } = useTranslation();
  const amount = (value: number | null, digits = 8) =>
    value === null ? '—' : value.toLocaleString(i18n.language, { maximumFractionDigits: digits });
  return {
    amount,
    ratio: (value) => (value === null ? '—' : `${amount(value * 100, 2)}%`),
    ratioNumber: (value) => amount(value * 100, 2),
    signed: (value) => (value !== null && value > 0 ? `+${amount(value, 4)}` : amount(value, 4)),
    dateTime: localDateTime,
  };
}

/** The colour of a profit or a loss. */
export const pnlTone = (value: number | null) => (value === null || value === 0 ? '' : value > 0 ? 'text-success' : 'text-error');
