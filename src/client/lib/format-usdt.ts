// Prices in USDT as the plan lists show them (amounts in whole cents): the language's digit
// grouping, at most two decimals. The app's languages (en, zh, ko) all write "1,234.5", and these
// are written so by hand: a page's first Intl.NumberFormat costs 20–60 ms on a phone (the number
// data loads then), one long task in the landing page's first render for a few prices.
// format-usdt.test.ts holds the result to Intl's, cent by cent, in every language.
import { LANGUAGES } from '../../shared/app-info.ts';

const GROUPED_LIKE_ENGLISH = new Set<string>(LANGUAGES);
const formatters = new Map<string, Intl.NumberFormat>();

export function formatUsdtPrice(value: number, language: string): string {
  if (GROUPED_LIKE_ENGLISH.has(language) && Number.isFinite(value) && Math.abs(value) < 1e15) {
    const [whole = '0', cents = ''] = Math.abs(value).toFixed(2).split('.');
    const fraction = cents.replace(/0+$/, '');
    const sign = value < 0 && (whole !== '0' || fraction !== '') ? '-' : '';
    return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
  }
  let format = formatters.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    formatters.set(language, format);
  }
  return format.format(value);
}
