// A live order book of one market (the venue's default pair, or another the user types), polled
// from the server's shared feed every second while the dialog is open. The full trading screen
// lives under /stocks; this lets a user check a bound venue's market from the Account List.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { getPankou } from '../../../shared/contracts/markets/get-pankou.ts';
import type { ResponseOf } from '../../../shared/contracts/define-call.ts';
import { api } from '../../lib/api/api.ts';
import { Modal } from '../../components/modal.tsx';
import { ColumnHeads } from '../../components/table-parts.tsx';
import { formatAmount, formatTime } from './format.ts';

type Book = ResponseOf<typeof getPankou>;

const DEPTH = 10;
const POLL_MS = 1_000;

export function MarketBookDialog({
  web,
  exchange,
  base,
  quote,
  onClose,
}: {
  web: string;
  exchange: string;
  base: string;
  quote: string;
  onClose(): void;
}) {
  const { t } = useTranslation('exchange');
  const [book, setBook] = useState<Book | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const next = await api.call(
          getPankou,
          { web, yenUnit1: base, yenUnit2: quote, depth: DEPTH },
          { web, currencyPair: `${base}/${quote}` },
        );
        if (stopped) return;
        setBook(next);
        setFailed(false);
        timer = setTimeout(poll, POLL_MS);
      } catch {
        // The api client has shown why; polling stops until the user asks again, so the message is not repeated every second.
        if (!stopped) setFailed(true);
      }
    };
    if (attempt >= 0) void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [web, base, quote, attempt]);

  const pair = `${base}/${quote}`;
  const row =
    (side: 'ask' | 'bid') =>
    ([price, amount]: [number, number]) => (
      <tr key={`${side}-${price}`}>
        <td className={`tabular-nums ${side === 'ask' ? 'text-error' : 'text-success'}`}>{formatAmount(price)}</td>
        <td className="text-right tabular-nums">{formatAmount(amount)}</td>
      </tr>
    );
  return (
    <Modal title={t('book.title', { pair, exchange })} onClose={onClose}>
      {!book && !failed && <p className="text-sm opacity-70">{t('book.loading')}</p>}
      {failed && (
        <p className="flex items-center gap-2 text-sm">
          <span className="text-error">{t('book.failed')}</span>
          <button type="button" className="btn btn-xs" onClick={() => setAttempt((n) => n + 1)}>
            {t('common:actions.retry')}
          </button>
        </p>
      )}
      {book && (
        <div className="flex flex-col gap-2" data-testid="market-book">
          <p className="flex flex-wrap items-center justify-between gap-2 text-xs opacity-70">
            <span data-testid="book-updated" data-nonce={book.nonce ?? ''} data-updated={book.updated_at}>
              {t('book.updatedAt', { time: formatTime(book.updated_at) })}
            </span>
            {book.stale && <span className="badge badge-warning badge-sm">{t('book.stale')}</span>}
          </p>
          <table className="table table-xs">
            <caption className="sr-only">{t('book.title', { pair, exchange })}</caption>
            <ColumnHeads columns={[{ label: t('book.price') }, { label: t('book.amount'), numeric: true }]} />
            <tbody aria-label={t('book.asks')}>{[...book.asks].reverse().map(row('ask'))}</tbody>
            <tbody aria-label={t('book.bids')} className="border-base-300 border-t-2">
              {book.bids.map(row('bid'))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}
