// /robot: Trading Bot: the user's bots grouped by market, with their status, countdowns, orders,
// volume and realised profit, refreshed every few seconds; filters by status, kind and exchange;
// start and stop after a confirmation.
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Bot, Plus } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { botKind } from '../../../shared/bots/catalogue.ts';
import { ROBOT_STATUSES, type RobotView } from '../../../shared/contracts/robot/robot.ts';
import { EmptyState, PageHeader, Section } from '../../components/page.tsx';
import { ListLoadFailed, LoadingDots } from '../../components/list-status.tsx';
import { ColumnHeads } from '../../components/table-parts.tsx';
import { WEB_TYPES } from '../../../shared/catalogue/venue-kinds.ts';
import { RobotCard, type RobotRowProps, RobotTableRow, type RowHandlers, useVenueLabel } from './robot-row.tsx';
import { useRobotActions } from './use-robot-actions.tsx';
import { useRobots } from './use-robots.ts';

const COLUMNS = ['bot', 'state', 'started', 'orders', 'volume', 'profit', 'actions'] as const;
const NUMERIC = new Set(['orders', 'volume', 'profit']);

interface MarketGroup {
  key: string;
  exchange: string;
  web_type: number;
  pair: string;
  robots: RobotView[];
}

/** The bots by market: a pair's spot and futures markets on one exchange are two ("<web>|<pair>", "<web>|<pair>|futures"). */
function groupByMarket(list: RobotView[]): MarketGroup[] {
  const groups = new Map<string, MarketGroup>();
  for (const robot of list) {
    const futures = robot.web_type === WEB_TYPES.futures;
    const key = `${robot.web}|${robot.yenUnit1}/${robot.yenUnit2}${futures ? '|futures' : ''}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, exchange: robot.exchange, web_type: robot.web_type, pair: `${robot.yenUnit1}/${robot.yenUnit2}`, robots: [] };
      groups.set(key, group);
    }
    group.robots.push(robot);
  }
  return [...groups.values()];
}

export function RobotListPage() {
  const { t } = useTranslation('bots');
  const venueLabel = useVenueLabel();
  const search = useSearch({ from: '/_app/robot' });
  const navigate = useNavigate({ from: '/robot' });
  const { state, reload, put, remove } = useRobots();
  const actions = useRobotActions(put, remove);
  // Stable handlers for the memoised rows; they call the latest actions.
  const latest = useRef(actions);
  latest.current = actions;
  const handlers: RowHandlers = useMemo(
    () => ({
      onStart: (robot) => latest.current.start(robot),
      onStop: (robot) => latest.current.stop(robot),
      onDelete: (robot) => latest.current.remove(robot),
    }),
    [],
  );
  const highlight = search.highlight ? Number(search.highlight) : null;
  const rowProps = (robot: RobotView): RobotRowProps => ({
    robot,
    busy: actions.busy.has(robot.id),
    highlight: robot.id === highlight,
    handlers,
  });

  const list = state.status === 'ready' ? state.list : [];
  const kinds = [...new Set(list.map((robot) => robot.kind))];
  const venues = [...new Map(list.map((robot) => [robot.web, robot.exchange])).entries()];
  const shown = list.filter(
    (robot) =>
      (!search.status || robot.status === search.status) &&
      (!search.kind || robot.kind === search.kind) &&
      (!search.web || robot.web === search.web),
  );
  const groups = groupByMarket(shown);
  const running = list.filter((robot) => robot.status !== 'stopped').length;

  const setFilter = (name: 'status' | 'kind' | 'web', value: string) =>
    void navigate({ search: (current) => ({ ...current, [name]: value || undefined }), replace: true });

  const add = (
    <Link to="/addrobot" className="btn btn-primary btn-sm">
      <Plus aria-hidden="true" className="size-4" />
      {t('list.add')}
    </Link>
  );

  const filter = (name: 'status' | 'kind' | 'web', options: Array<[string, string]>) => (
    <label className="select select-sm w-full sm:w-auto">
      <span className="label">{t(`list.filters.${name}`)}</span>
      <select value={search[name] ?? ''} onChange={(event) => setFilter(name, event.target.value)}>
        <option value="">{t('list.filters.all')}</option>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <>
      <PageHeader title={t('list.title')} description={t('list.subtitle')} actions={add} />
      <Section
        tour="robot-list"
        title={t('list.bots')}
        actions={
          state.status === 'ready' &&
          list.length > 0 && <span className="text-sm opacity-70">{t('list.activeCount', { count: running })}</span>
        }
      >
        {state.status === 'ready' && list.length > 0 && (
          <fieldset className="flex flex-wrap gap-2" aria-label={t('list.filters.label')}>
            {filter(
              'status',
              ROBOT_STATUSES.map((status) => [status, t(`status.${status}`)]),
            )}
            {filter(
              'kind',
              kinds.map((kind) => [kind, t(botKind(kind).nameKey)]),
            )}
            {filter('web', venues)}
          </fieldset>
        )}
        {state.status === 'loading' && <LoadingDots label={t('list.loading')} />}
        {state.status === 'failed' && (
          <ListLoadFailed message={t('list.loadFailed')} retryLabel={t('list.retry')} onRetry={() => void reload()} />
        )}
        {state.status === 'ready' && list.length === 0 && (
          <EmptyState icon={<Bot className="size-6" />} title={t('list.empty')} body={t('list.emptyBody')} action={add} />
        )}
        {state.status === 'ready' && list.length > 0 && shown.length === 0 && (
          <p className="py-6 text-center text-sm opacity-70">{t('list.noMatch')}</p>
        )}
        {groups.length > 0 && (
          <>
            <div className="hidden overflow-x-auto md:block">
              <table className="table table-sm">
                <caption className="sr-only">{t('list.bots')}</caption>
                <ColumnHeads
                  columns={COLUMNS.map((column) => ({ label: t(`list.columns.${column}`), numeric: NUMERIC.has(column) }))}
                  nowrap
                />
                {groups.map((group) => (
                  <tbody key={group.key} data-testid={`market-${group.key}`}>
                    <tr className="bg-base-300/40">
                      <th colSpan={COLUMNS.length} scope="rowgroup" className="text-sm">
                        {venueLabel(group.exchange, group.web_type)} · {group.pair}
                      </th>
                    </tr>
                    {group.robots.map((robot) => (
                      <RobotTableRow key={robot.id} {...rowProps(robot)} />
                    ))}
                  </tbody>
                ))}
              </table>
            </div>
            <div className="flex flex-col gap-4 md:hidden">
              {groups.map((group) => (
                <section
                  key={group.key}
                  aria-label={`${venueLabel(group.exchange, group.web_type)} · ${group.pair}`}
                  data-testid={`market-card-${group.key}`}
                >
                  <h3 className="mb-2 text-sm font-semibold">
                    {venueLabel(group.exchange, group.web_type)} · {group.pair}
                  </h3>
                  <ul className="flex flex-col gap-2">
                    {group.robots.map((robot) => (
                      <RobotCard key={robot.id} {...rowProps(robot)} />
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </>
        )}
      </Section>
      {actions.dialog}
    </>
  );
}
