// /positionManagement: the open futures positions of every bound futures account with size,
// closable quantity, value, entry and liquidation prices, unrealised P&L, margin and margin mode,
// refreshed every 5 s while visible; each can be closed in part or whole.
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { PositionView } from '../../../shared/contracts/futures/fields.ts';
import { ListLoadFailed, LoadingDots } from '../../components/list-status.tsx';
import { EmptyState, PageHeader, Section } from '../../components/page.tsx';
import { DataTable } from '../../components/table-parts.tsx';
import { refreshLive } from '../../lib/live-data.ts';
import { ClosePositionDialog } from './futures/close-position-dialog.tsx';
import { PositionContract } from './futures/position-contract.tsx';
import { pnlTone, useFuturesFormat } from './futures/use-futures-format.ts';
import { POSITIONS_KEY, usePositions } from './futures/use-positions.ts';

const COLUMNS = [
  'contract',
  'size',
  'closable',
  'value',
  'entryPrice',
  'unrealizedPnl',
  'liquidationPrice',
  'margin',
  'marginMode',
] as const;

const keyOf = (position: PositionView) => `${position.web}|${position.yenUnit1}|${position.yenUnit2}|${position.side}`;

function Pnl({ value }: { value: number | null }) {
  const format = useFuturesFormat();
  return <span className={pnlTone(value)}>{format.signed(value)}</span>;
}

/** Opens the close dialog; nothing is left to close while closing orders cover the whole size. */
function CloseButton({ position, onClose }: { position: PositionView; onClose(position: PositionView): void }) {
  const { t } = useTranslation('trading');
  return (
    <button
      type="button"
      className="btn btn-xs btn-outline btn-warning"
      disabled={position.closable <= 0}
      onClick={() => onClose(position)}
    >
      {t('positions.close.open')}
    </button>
  );
}

function PositionTable({ positions, onClose }: { positions: PositionView[]; onClose(position: PositionView): void }) {
  const { t } = useTranslation('trading');
  const number = useFuturesFormat().amount;
  return (
    <DataTable
      caption={t('positions.list')}
      frameClassName="hidden overflow-x-auto lg:block"
      testId="position-table"
      columns={[
        ...COLUMNS.map((column) => ({
          label: t(`positions.columns.${column}`),
          numeric: column !== 'contract' && column !== 'marginMode',
        })),
        { label: t('positions.columns.actions') },
      ]}
    >
      {positions.map((position) => (
        <tr key={keyOf(position)} data-testid="position-row">
          <th scope="row" className="font-normal">
            <PositionContract position={position} detail={position.exchange} />
          </th>
          <td className="text-right tabular-nums">{number(position.size)}</td>
          <td className="text-right tabular-nums" data-testid="position-closable">
            {number(position.closable)}
          </td>
          <td className="text-right tabular-nums">{number(position.value, 2)}</td>
          <td className="text-right tabular-nums">{number(position.entry_price)}</td>
          <td className="text-right tabular-nums">
            <Pnl value={position.unrealized_pnl} />
          </td>
          <td className="text-right tabular-nums">{number(position.liquidation_price)}</td>
          <td className="text-right tabular-nums">{number(position.margin, 4)}</td>
          <td>{t(`positions.modes.${position.margin_mode}`)}</td>
          <td>
            <CloseButton position={position} onClose={onClose} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function PositionCards({ positions, onClose }: { positions: PositionView[]; onClose(position: PositionView): void }) {
  const { t } = useTranslation('trading');
  const number = useFuturesFormat().amount;
  const figure = (label: string, value: React.ReactNode, testId?: string) => (
    <div className="flex justify-between gap-2">
      <dt className="opacity-60">{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <ul className="flex flex-col gap-2 lg:hidden" data-testid="position-cards">
      {positions.map((position) => (
        <li key={keyOf(position)} className="bg-base-100 border-base-300 rounded-box border p-3" data-testid="position-card">
          <div className="flex items-start justify-between gap-2">
            <PositionContract position={position} detail={position.exchange} />
            <CloseButton position={position} onClose={onClose} />
          </div>
          <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
            {figure(t('positions.columns.size'), number(position.size))}
            {figure(t('positions.columns.closable'), number(position.closable), 'position-card-closable')}
            {figure(t('positions.columns.value'), number(position.value, 2))}
            {figure(t('positions.columns.entryPrice'), number(position.entry_price))}
            {figure(t('positions.columns.unrealizedPnl'), <Pnl value={position.unrealized_pnl} />)}
            {figure(t('positions.columns.liquidationPrice'), number(position.liquidation_price))}
            {figure(t('positions.columns.margin'), number(position.margin, 4))}
            {figure(t('positions.columns.marginMode'), t(`positions.modes.${position.margin_mode}`))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

export function PositionManagementPage() {
  const { t } = useTranslation('trading');
  const { data, failed, retry } = usePositions();
  const [closing, setClosing] = useState<PositionView | null>(null);
  const positions = data?.list ?? [];
  return (
    <>
      <PageHeader title={t('positions.title')} description={t('positions.subtitle')} />
      <Section title={t('positions.list')}>
        <p className="-mt-2 text-xs opacity-60">{t('positions.refreshNote')}</p>
        {data?.failures.map((failure) => (
          <p key={failure.web} role="alert" className="alert alert-warning alert-soft text-sm">
            {t('positions.accountFailed', { exchange: failure.exchange, message: t(`messages:code.${failure.code}`) })}
          </p>
        ))}
        {failed && <ListLoadFailed message={t('positions.loadFailed')} retryLabel={t('common:actions.retry')} onRetry={retry} />}
        {!data && !failed && <LoadingDots label={t('positions.loading')} />}
        {data && positions.length === 0 && <EmptyState title={t('positions.empty')} body={t('positions.emptyBody')} />}
        {positions.length > 0 && (
          <>
            <PositionTable positions={positions} onClose={setClosing} />
            <PositionCards positions={positions} onClose={setClosing} />
          </>
        )}
      </Section>
      {closing && (
        <ClosePositionDialog
          position={closing}
          onClose={() => setClosing(null)}
          onClosed={() => {
            setClosing(null);
            refreshLive(POSITIONS_KEY);
          }}
        />
      )}
    </>
  );
}
