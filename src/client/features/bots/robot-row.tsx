// One bot on /robot: kind, status with its reason and countdown, started at, orders, volume,
// realised profit where the kind has one, and its actions. A table row on wide screens, a card on
// phones; both are memoised so a refresh that changes another bot leaves this one alone.
import { Link } from '@tanstack/react-router';
import { Pencil, Play, ScrollText, Square, Trash2 } from 'lucide-react';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { botKind } from '../../../shared/bots/catalogue.ts';
import { WEB_TYPES } from '../../../shared/catalogue/venue-kinds.ts';
import type { RobotView } from '../../../shared/contracts/robot/robot.ts';
import { isActive } from './robot-draft.ts';
import { countdownOf, formatRemaining } from './robot-timing.ts';

const STATUS_CLASS: Record<RobotView['status'], string> = {
  running: 'badge-success',
  queued: 'badge-info',
  paused: 'badge-warning',
  stopped: 'badge-ghost',
};

export interface RowHandlers {
  onStart(robot: RobotView): void;
  onStop(robot: RobotView): void;
  onDelete(robot: RobotView): void;
}

/**
 * A bot's exchange as shown: "Sandbox A", or "Sandbox A · Futures" for a bot on the exchange's
 * futures market (the exchange list's own naming of the two markets of one exchange).
 */
export function useVenueLabel(): (exchange: string, webType: number) => string {
  const { t } = useTranslation('common');
  return (exchange, webType) => (webType === WEB_TYPES.futures ? t('venue.label', { name: exchange, kind: t('venue.futures') }) : exchange);
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function StatusCell({ robot }: { robot: RobotView }) {
  const { t } = useTranslation('bots');
  const ticking = countdownOf(robot, Date.now()) !== null;
  const now = useNow(ticking);
  const countdown = countdownOf(robot, now);
  return (
    <div className="flex flex-col items-start gap-1">
      <span className={`badge badge-sm ${STATUS_CLASS[robot.status]}`} data-testid="robot-status" data-status={robot.status}>
        {t(`status.${robot.status}`)}
      </span>
      {countdown && (
        <span className="text-xs tabular-nums opacity-80" data-testid="robot-countdown">
          {t(`list.${countdown.kind}`, { time: formatRemaining(countdown.at - now) })}
        </span>
      )}
      {robot.collection && (
        <span className="text-xs tabular-nums opacity-80" data-testid="robot-collection">
          {t('list.collecting', { done: robot.collection.done, total: robot.collection.total })}
        </span>
      )}
      {robot.status_reason && robot.status !== 'running' && (
        <span className="max-w-xs text-xs opacity-70" data-testid="robot-reason">
          {robot.status_reason.text}
        </span>
      )}
    </div>
  );
}

export function useFormats() {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 8 });
  const money = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4, signDisplay: 'exceptZero' });
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return { number: (n: number) => number.format(n), money: (n: number) => money.format(n), time: (ms: number) => time.format(ms) };
}

function Actions({ robot, busy, handlers }: { robot: RobotView; busy: boolean; handlers: RowHandlers }) {
  const { t } = useTranslation('bots');
  const active = isActive(robot.status);
  const name = t(botKind(robot.kind).nameKey);
  // A running robot can be stopped, any other started.
  const toggle = active
    ? { variant: 'btn-error', Icon: Square, label: 'list.stop', act: handlers.onStop }
    : { variant: 'btn-success', Icon: Play, label: 'list.start', act: handlers.onStart };
  return (
    <div className="flex flex-wrap items-center gap-1">
      <button type="button" className={`btn btn-xs btn-soft ${toggle.variant}`} disabled={busy} onClick={() => toggle.act(robot)}>
        {busy ? (
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        ) : (
          <toggle.Icon aria-hidden="true" className="size-3" />
        )}
        {t(toggle.label)}
      </button>
      <Link
        to="/addrobot"
        search={{ id: String(robot.id) }}
        className="btn btn-xs btn-ghost btn-square"
        aria-label={t('list.editBot', { name })}
        title={t('list.edit')}
      >
        <Pencil aria-hidden="true" className="size-3.5" />
      </Link>
      <Link
        to="/robotlog"
        search={{ web: robot.web, exchange: `${robot.yenUnit1}/${robot.yenUnit2}` }}
        className="btn btn-xs btn-ghost btn-square"
        aria-label={t('list.logOf', { name })}
        title={t('list.log')}
      >
        <ScrollText aria-hidden="true" className="size-3.5" />
      </Link>
      {!active && (
        <button
          type="button"
          className="btn btn-xs btn-ghost btn-square"
          disabled={busy}
          onClick={() => handlers.onDelete(robot)}
          aria-label={t('list.deleteBot', { name })}
          title={t('list.delete')}
        >
          <Trash2 aria-hidden="true" className="size-3.5" />
        </button>
      )}
    </div>
  );
}

function KindCell({ robot }: { robot: RobotView }) {
  const { t } = useTranslation('bots');
  return (
    <div className="flex flex-col">
      <span className="font-medium">{t(botKind(robot.kind).nameKey)}</span>
      <span className="text-xs opacity-60">#{robot.id}</span>
    </div>
  );
}

/** A robot as one line of the table (wide screens) or one card (phones). */
export interface RobotRowProps {
  robot: RobotView;
  busy: boolean;
  /** The robot the page was opened for (?highlight=id). */
  highlight: boolean;
  handlers: RowHandlers;
}

export const RobotTableRow = memo(function RobotTableRow({ robot, busy, highlight, handlers }: RobotRowProps) {
  const f = useFormats();
  return (
    <tr data-testid={`robot-${robot.id}`} className={highlight ? 'bg-primary/10' : undefined}>
      <td>
        <KindCell robot={robot} />
      </td>
      <td>
        <StatusCell robot={robot} />
      </td>
      <td className="whitespace-nowrap text-xs tabular-nums">{robot.started_at ? f.time(robot.started_at) : '—'}</td>
      <td className="text-right tabular-nums" data-testid="robot-orders">
        {f.number(robot.orders)}
      </td>
      <td className="text-right tabular-nums">
        {f.number(robot.volume)} <span className="text-xs opacity-60">{robot.yenUnit2}</span>
      </td>
      <td className={`text-right tabular-nums ${profitClass(robot.realised_profit)}`}>
        {robot.realised_profit === null ? '—' : f.money(robot.realised_profit)}
      </td>
      <td>
        <Actions robot={robot} busy={busy} handlers={handlers} />
      </td>
    </tr>
  );
});

export const RobotCard = memo(function RobotCard({ robot, busy, highlight, handlers }: RobotRowProps) {
  const { t } = useTranslation('bots');
  const f = useFormats();
  return (
    <li
      data-testid={`robot-card-${robot.id}`}
      className={`rounded-box border-base-300 flex flex-col gap-3 border p-3 ${highlight ? 'bg-primary/10' : 'bg-base-100/40'}`}
    >
      <div className="flex items-start justify-between gap-2">
        <KindCell robot={robot} />
        <StatusCell robot={robot} />
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="opacity-60">{t('list.columns.started')}</dt>
        <dd className="text-right tabular-nums">{robot.started_at ? f.time(robot.started_at) : '—'}</dd>
        <dt className="opacity-60">{t('list.columns.orders')}</dt>
        <dd className="text-right tabular-nums">{f.number(robot.orders)}</dd>
        <dt className="opacity-60">{t('list.columns.volume')}</dt>
        <dd className="text-right tabular-nums">
          {f.number(robot.volume)} {robot.yenUnit2}
        </dd>
        <dt className="opacity-60">{t('list.columns.profit')}</dt>
        <dd className={`text-right tabular-nums ${profitClass(robot.realised_profit)}`}>
          {robot.realised_profit === null ? '—' : f.money(robot.realised_profit)}
        </dd>
      </dl>
      <Actions robot={robot} busy={busy} handlers={handlers} />
    </li>
  );
});

const profitClass = (profit: number | null) => (profit === null || profit === 0 ? '' : profit > 0 ? 'text-success' : 'text-error');
