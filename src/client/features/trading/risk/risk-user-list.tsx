// The risk users with their live figures: a table on a wide screen, a card per account on a phone.
// Each shows its thresholds (the ones already alerted marked), its channels, and the way to its
// positions and trades, to edit it and to remove it.
import { Link } from '@tanstack/react-router';
import { ListChecks, type LucideIcon, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { RISK_CONDITIONS, type RiskUserView } from '../../../../shared/contracts/futures/risk-user-fields.ts';
import { DataTable } from '../../../components/table-parts.tsx';
import { pnlTone, type FuturesFormat, useFuturesFormat } from '../futures/use-futures-format.ts';

export interface RiskRowActions {
  onEdit(view: RiskUserView): void;
  onRemove(view: RiskUserView): void;
}

function IconAction({
  label,
  icon: Icon,
  onClick,
  danger = false,
}: {
  label: string;
  icon: LucideIcon;
  onClick(): void;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-xs btn-square ${danger ? 'text-error' : ''}`}
      onClick={onClick}
      aria-label={label}
      title={label}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

function Actions({ view, actions }: { view: RiskUserView; actions: RiskRowActions }) {
  const { t } = useTranslation('trading');
  const details = t('riskUsers.actions.details');
  return (
    <div className="flex justify-end gap-1">
      <Link
        to="/userRiskDetail"
        search={{ id: String(view.id) }}
        className="btn btn-ghost btn-xs btn-square"
        aria-label={details}
        title={details}
      >
        <ListChecks aria-hidden="true" className="size-4" />
      </Link>
      <IconAction label={t('riskUsers.actions.edit')} icon={Pencil} onClick={() => actions.onEdit(view)} />
      <IconAction label={t('riskUsers.actions.remove')} icon={Trash2} onClick={() => actions.onRemove(view)} danger />
    </div>
  );
}

function AccountName({ view }: { view: RiskUserView }) {
  return (
    <>
      <div className="font-medium break-words">{view.remark || view.exchange}</div>
      {view.remark && <div className="text-xs opacity-60">{view.exchange}</div>}
    </>
  );
}

function Thresholds({ view, format }: { view: RiskUserView; format: FuturesFormat }) {
  const { t } = useTranslation('trading');
  const coin = view.figures?.settle_coin ?? 'USDT';
  return (
    <ul className="space-y-0.5 text-sm">
      {RISK_CONDITIONS.map((condition) => {
        const threshold = view[condition];
        if (threshold === null) return null;
        const value = condition === 'margin_ratio_above' ? format.ratioNumber(threshold) : format.amount(threshold, 2);
        const crossed = view.crossed.includes(condition);
        return (
          <li key={condition} className="flex flex-wrap items-center gap-1 whitespace-nowrap" data-testid={`threshold-${condition}`}>
            {t(`riskUsers.thresholds.${condition}`, { value, coin })}
            {crossed && (
              <span className="badge badge-warning badge-xs" title={t('riskUsers.crossedHint')}>
                {t('riskUsers.crossed')}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Notes({ view, format }: { view: RiskUserView; format: FuturesFormat }) {
  const { t } = useTranslation('trading');
  return (
    <>
      {view.failure !== null && (
        <p className="text-warning text-xs" role="status">
          {t('riskUsers.readFailed', { message: t(`messages:code.${view.failure}`) })}
        </p>
      )}
      {view.last_fired_at !== null && (
        <p className="text-xs opacity-60">{t('riskUsers.lastFired', { date: format.dateTime(view.last_fired_at) })}</p>
      )}
    </>
  );
}

function ChannelBadges({ view }: { view: RiskUserView }) {
  const { t } = useTranslation('trading');
  return (
    <div className="flex flex-wrap gap-1">
      {view.channels.map((channel) => (
        <span key={channel} className="badge badge-ghost badge-sm whitespace-nowrap">
          {t(`riskUsers.channels.${channel}`)}
        </span>
      ))}
    </div>
  );
}

/** The figures of a row, or dashes while its venue could not be read. */
function figuresOf(view: RiskUserView, format: FuturesFormat) {
  const figures = view.figures;
  const coin = figures?.settle_coin ?? '';
  return {
    exposure: figures ? `${format.amount(figures.exposure, 2)} ${coin}` : '—',
    marginRatio: format.ratio(figures?.margin_ratio ?? null),
    pnl: <span className={pnlTone(figures?.unrealized_pnl ?? null)}>{format.signed(figures?.unrealized_pnl ?? null)}</span>,
    positions: figures ? String(figures.positions) : '—',
    wallet: figures?.wallet_balance != null ? `${format.amount(figures.wallet_balance, 2)} ${coin}` : '—',
  };
}

function RiskCards({ list, actions, format }: { list: readonly RiskUserView[]; actions: RiskRowActions; format: FuturesFormat }) {
  const { t } = useTranslation('trading');
  const figure = (label: string, value: ReactNode) => (
    <div className="flex justify-between gap-2">
      <dt className="opacity-60">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
  return (
    <ul className="flex flex-col gap-3 md:hidden" data-testid="risk-user-cards">
      {list.map((view) => {
        const shown = figuresOf(view, format);
        return (
          <li key={view.id} className="bg-base-100 border-base-300 rounded-box flex flex-col gap-2 border p-3" data-risk-user-id={view.id}>
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <AccountName view={view} />
              </div>
              <Actions view={view} actions={actions} />
            </div>
            <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
              {figure(t('riskUsers.columns.exposure'), shown.exposure)}
              {figure(t('riskUsers.columns.marginRatio'), shown.marginRatio)}
              {figure(t('riskUsers.columns.unrealizedPnl'), shown.pnl)}
              {figure(t('riskUsers.columns.positions'), shown.positions)}
              {figure(t('riskUsers.columns.wallet'), shown.wallet)}
            </dl>
            <Thresholds view={view} format={format} />
            <ChannelBadges view={view} />
            <Notes view={view} format={format} />
          </li>
        );
      })}
    </ul>
  );
}

function RiskTable({ list, actions, format }: { list: readonly RiskUserView[]; actions: RiskRowActions; format: FuturesFormat }) {
  const { t } = useTranslation('trading');
  return (
    <DataTable
      caption={t('riskUsers.list')}
      frameClassName="hidden overflow-x-auto md:block"
      testId="risk-user-table"
      columns={[
        { label: t('riskUsers.columns.account') },
        { label: t('riskUsers.columns.exposure'), numeric: true },
        { label: t('riskUsers.columns.marginRatio'), numeric: true },
        { label: t('riskUsers.columns.unrealizedPnl'), numeric: true },
        { label: t('riskUsers.columns.positions'), numeric: true },
        { label: t('riskUsers.columns.wallet'), numeric: true },
        { label: t('riskUsers.columns.thresholds') },
        { label: t('riskUsers.columns.channels') },
        { label: t('riskUsers.columns.actions'), end: true },
      ]}
    >
      {list.map((view) => {
        const shown = figuresOf(view, format);
        return (
          <tr key={view.id} data-risk-user-id={view.id}>
            <th scope="row" className="align-top font-normal">
              <AccountName view={view} />
              <Notes view={view} format={format} />
            </th>
            <td className="text-right align-top whitespace-nowrap tabular-nums">{shown.exposure}</td>
            <td className="text-right align-top tabular-nums">{shown.marginRatio}</td>
            <td className="text-right align-top tabular-nums">{shown.pnl}</td>
            <td className="text-right align-top tabular-nums">{shown.positions}</td>
            <td className="text-right align-top whitespace-nowrap tabular-nums">{shown.wallet}</td>
            <td className="align-top">
              <Thresholds view={view} format={format} />
            </td>
            <td className="align-top">
              <ChannelBadges view={view} />
            </td>
            <td className="align-top">
              <Actions view={view} actions={actions} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

export function RiskUserList({ list, actions }: { list: readonly RiskUserView[]; actions: RiskRowActions }) {
  const format = useFuturesFormat();
  return (
    <>
      <RiskTable list={list} actions={actions} format={format} />
      <RiskCards list={list} actions={actions} format={format} />
    </>
  );
}
