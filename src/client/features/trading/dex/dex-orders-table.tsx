// The rows of the DEX order history: when, who sent it (a bot, a batch order, the main wallet),
// from which wallet (and its transaction), the side, what moved at which price and gas, and where
// it stands (pending, done, or failed and why). On a phone each swap is a card.
import { useTranslation } from '../../../lib/use-translation.ts';
import type { DexSwapView } from '../../../../shared/contracts/trade/dex-swap-fields.ts';
import { DataTable } from '../../../components/table-parts.tsx';
import { amountAtAGlance, localDateTime } from '../format.ts';
import { SideCell } from '../orders/table-parts.tsx';

const short = (text: string, head = 6) => `${text.slice(0, head)}…${text.slice(-4)}`;
const figure = (value: number | null) => (value === null ? '–' : amountAtAGlance(value));
const withCoin = (value: number | null, coin: string) => (value === null ? null : `${figure(value)} ${coin}`);
const STATUS_TONE = { pending: 'badge-info', done: 'badge-success', failed: 'badge-error' } as const;

/**
 * What moved, each with its coin; before (or without) a receipt, what was asked: the quote a buy
 * spends, the base a sell sells. null for a side nothing is known of.
 */
function amountsOf(swap: DexSwapView): { base: string | null; quote: string | null } {
  return {
    base: withCoin(swap.base_amount ?? (swap.side === 'sell' ? swap.requested : null), swap.yenUnit1),
    quote: withCoin(swap.quote_amount ?? (swap.side === 'buy' ? swap.requested : null), swap.yenUnit2),
  };
}

function Status({ swap }: { swap: DexSwapView }) {
  const { t } = useTranslation('trading');
  return <span className={`badge badge-sm badge-soft ${STATUS_TONE[swap.status]}`}>{t(`dexTrade.history.statuses.${swap.status}`)}</span>;
}

function SwapCard({ swap }: { swap: DexSwapView }) {
  const { t } = useTranslation('trading');
  const { base, quote } = amountsOf(swap);
  return (
    <li className="flex flex-col gap-1 py-2 text-sm" data-testid="dex-order" data-status={swap.status}>
      <div className="flex justify-between gap-2">
        <span className="tabular-nums opacity-70">{localDateTime(swap.time)}</span>
        <Status swap={swap} />
      </div>
      {swap.reason && <p className="text-error text-xs">{swap.reason}</p>}
      <div className="flex flex-wrap justify-between gap-x-2">
        <span>
          <span className={swap.side === 'buy' ? 'text-success' : 'text-error'}>{t(`manual.${swap.side}`)}</span>{' '}
          {`${swap.yenUnit1}/${swap.yenUnit2}`} · {t(`dexTrade.history.sources.${swap.source}`)}
        </span>
        <span className="tabular-nums">{[base, quote].filter(Boolean).join(' · ')}</span>
      </div>
      <div className="flex justify-between gap-2 text-xs opacity-70">
        <span className="font-mono">{short(swap.wallet_address)}</span>
        {swap.gas_fee !== null && (
          <span className="tabular-nums">{t('dexTrade.history.gas', { fee: figure(swap.gas_fee), coin: swap.gas_coin })}</span>
        )}
      </div>
    </li>
  );
}

/** A table row; why a swap failed goes on a line of its own under it, across the columns. */
function SwapRow({ swap, showPair }: { swap: DexSwapView; showPair: boolean }) {
  const { t } = useTranslation('trading');
  const { base, quote } = amountsOf(swap);
  const columns = showPair ? 10 : 9;
  return (
    <>
      <tr data-testid="dex-order" data-status={swap.status} className={swap.reason ? 'border-b-0' : undefined}>
        <td className="whitespace-nowrap tabular-nums">{localDateTime(swap.time)}</td>
        {showPair && <td className="whitespace-nowrap">{`${swap.yenUnit1}/${swap.yenUnit2}`}</td>}
        <td className="whitespace-nowrap">{t(`dexTrade.history.sources.${swap.source}`)}</td>
        <td className="whitespace-nowrap">
          <span className="block font-mono" title={swap.wallet_address}>
            {short(swap.wallet_address)}
          </span>
          {swap.hash && (
            <span className="block font-mono text-[0.65rem] opacity-60" title={swap.hash}>
              {t('dexTrade.history.tx', { hash: short(swap.hash, 8) })}
            </span>
          )}
        </td>
        <SideCell side={swap.side} />
        <td className="text-right tabular-nums whitespace-nowrap">{base ?? '–'}</td>
        <td className="text-right tabular-nums whitespace-nowrap">{quote ?? '–'}</td>
        <td className="text-right tabular-nums">{figure(swap.price)}</td>
        <td className="text-right tabular-nums whitespace-nowrap">{withCoin(swap.gas_fee, swap.gas_coin) ?? '–'}</td>
        <td>
          <Status swap={swap} />
        </td>
      </tr>
      {swap.reason && (
        <tr>
          <td colSpan={columns} className="text-error pt-0 text-right text-xs" data-testid="dex-order-reason">
            {swap.reason}
          </td>
        </tr>
      )}
    </>
  );
}

export function DexOrdersTable({ swaps, showPair, caption }: { swaps: DexSwapView[]; showPair: boolean; caption: string }) {
  const { t } = useTranslation('trading');
  return (
    <>
      <ul className="flex flex-col divide-y divide-base-content/10 sm:hidden" data-testid="dex-order-cards">
        {swaps.map((swap) => (
          <SwapCard key={swap.id} swap={swap} />
        ))}
      </ul>
      <DataTable
        caption={caption}
        size="xs"
        frameClassName="hidden overflow-x-auto sm:block"
        testId="dex-orders-table"
        nowrapHeads
        columns={[
          { label: t('columns.time') },
          ...(showPair ? [{ label: t('columns.pair') }] : []),
          { label: t('columns.source') },
          { label: t('columns.wallet') },
          { label: t('columns.side') },
          { label: t('columns.amount'), numeric: true },
          { label: t('columns.total'), numeric: true },
          { label: t('columns.price'), numeric: true },
          { label: t('columns.gasFee'), numeric: true },
          { label: t('columns.status') },
        ]}
      >
        {swaps.map((swap) => (
          <SwapRow key={swap.id} swap={swap} showPair={showPair} />
        ))}
      </DataTable>
    </>
  );
}
