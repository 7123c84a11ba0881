// /robotlog (?web, ?exchange, ?searchValue): every decision and action of the user's bots with its
// reason, newest first, written by the server in the user's language (/Markets/get_runtime_log).
// The first page refreshes every few seconds; older pages stay as they are while read. A line that
// sums up others (a price move's orders) opens to them on demand (robot-log-details.tsx).
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ScrollText } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { botKind } from '../../../shared/bots/catalogue.ts';
import { getRobotListAlone } from '../../../shared/contracts/robot/get-robot-list.ts';
import { getRuntimeLog, type RuntimeLogEntry } from '../../../shared/contracts/robot/get-runtime-log.ts';
import { ListPager } from '../../components/list-pager.tsx';
import { LoadingDots } from '../../components/list-status.tsx';
import { EmptyState, PageHeader, Section } from '../../components/page.tsx';
import { api } from '../../lib/api/api.ts';
import { WEB_TYPES } from '../../../shared/catalogue/venue-kinds.ts';
import { RobotLogDetails } from './robot-log-details.tsx';
import { useVenueLabel } from './robot-row.tsx';

const PAGE_SIZE = 50;
const POLL_MS = 4_000;
const TYPING_PAUSE_MS = 400;

type LogState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: RuntimeLogEntry[]; total: number };

function useRuntimeLog(filters: { web?: string; exchange?: string; searchValue?: string }, page: number): LogState {
  const [state, setState] = useState<LogState>({ status: 'loading' });
  const { web, exchange, searchValue } = filters;
  useEffect(() => {
    let stopped = false;
    setState({ status: 'loading' });
    const load = async () => {
      try {
        const answer = await api.call(getRuntimeLog, {
          ...(web ? { web } : {}),
          ...(exchange ? { exchange } : {}),
          ...(searchValue ? { searchValue } : {}),
          page,
          page_size: PAGE_SIZE,
          utc_offset: -new Date().getTimezoneOffset(),
        });
        if (stopped) return;
        setState((current) =>
          current.status === 'ready' && current.total === answer.total && current.list[0]?.id === answer.list[0]?.id
            ? current
            : { status: 'ready', list: answer.list, total: answer.total },
        );
      } catch {
        if (!stopped) setState((current) => (current.status === 'ready' ? current : { status: 'failed' }));
      }
    };
    void load();
    // Only the newest page moves; a page further back is read as it is.
    const timer =
      page === 1
        ? setInterval(() => {
            if (document.visibilityState === 'visible' && navigator.onLine) void load();
          }, POLL_MS)
        : undefined;
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [web, exchange, searchValue, page]);
  return state;
}

interface BotVenues {
  /** The venues the user's bots run on, for the exchange filter. */
  venues: Array<[string, string]>;
  /** The bots on a futures market: their lines name the market as futures. */
  onFutures: ReadonlySet<number>;
}

function useBotVenues(): BotVenues {
  const [venues, setVenues] = useState<BotVenues>({ venues: [], onFutures: new Set() });
  useEffect(() => {
    api
      .call(getRobotListAlone, {})
      .then(({ list }) =>
        setVenues({
          venues: [...new Map(list.map((robot) => [robot.web, robot.exchange])).entries()],
          onFutures: new Set(list.filter((robot) => robot.web_type === WEB_TYPES.futures).map((robot) => robot.id)),
        }),
      )
      .catch(() => undefined);
  }, []);
  return venues;
}

export function RobotLogPage() {
  const { t, i18n } = useTranslation('bots');
  const search = useSearch({ from: '/_app/robotlog' });
  const navigate = useNavigate({ from: '/robotlog' });
  const [page, setPage] = useState(1);
  const { venues, onFutures } = useBotVenues();
  const venueLabel = useVenueLabel();
  const state = useRuntimeLog(search, page);
  const [typed, setTyped] = useState({ exchange: search.exchange ?? '', searchValue: search.searchValue ?? '' });
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });

  const setSearch = (next: Partial<Record<'web' | 'exchange' | 'searchValue', string>>) => {
    setPage(1);
    void navigate({
      search: (current) => {
        const merged = { ...current, ...next };
        return Object.fromEntries(Object.entries(merged).filter(([, value]) => value)) as typeof current;
      },
      replace: true,
    });
  };

  const type = (name: 'exchange' | 'searchValue', value: string) => {
    setTyped((current) => ({ ...current, [name]: value }));
    clearTimeout(typing.current);
    typing.current = setTimeout(() => setSearch({ [name]: value.trim() }), TYPING_PAUSE_MS);
  };
  useEffect(() => () => clearTimeout(typing.current), []);

  // The typed filters: the pair names its box; the free search's placeholder says what it is.
  const textFilters = [
    { name: 'exchange', width: 'sm:w-56', label: t('log.pair'), labelHidden: false, placeholder: t('log.pairPlaceholder') },
    { name: 'searchValue', width: 'sm:w-72', label: t('log.search'), labelHidden: true, placeholder: t('log.search') },
  ] as const;

  return (
    <>
      <PageHeader title={t('log.title')} description={t('log.subtitle')} />
      <Section
        tour="robot-logs"
        title={t('log.entries')}
        actions={state.status === 'ready' && <span className="text-sm opacity-70">{t('log.total', { count: state.total })}</span>}
      >
        <search className="flex flex-wrap gap-2" aria-label={t('log.filters')}>
          <label className="select select-sm w-full sm:w-auto">
            <span className="label">{t('log.venue')}</span>
            <select value={search.web ?? ''} onChange={(event) => setSearch({ web: event.target.value })}>
              <option value="">{t('list.filters.all')}</option>
              {venues.map(([web, name]) => (
                <option key={web} value={web}>
                  {name}
                </option>
              ))}
              {search.web && !venues.some(([web]) => web === search.web) && <option value={search.web}>{search.web}</option>}
            </select>
          </label>
          {textFilters.map((filter) => (
            <label key={filter.name} className={`input input-sm w-full ${filter.width}`}>
              <span className={filter.labelHidden ? 'sr-only' : 'label'}>{filter.label}</span>
              <input
                type="search"
                placeholder={filter.placeholder}
                value={typed[filter.name]}
                onChange={(event) => type(filter.name, event.target.value)}
              />
            </label>
          ))}
        </search>
        {state.status === 'loading' && <LoadingDots label={t('log.loading')} />}
        {state.status === 'failed' && <p className="text-sm">{t('log.loadFailed')}</p>}
        {state.status === 'ready' && state.list.length === 0 && (
          <EmptyState icon={<ScrollText className="size-6" />} title={t('log.empty')} body={t('log.emptyBody')} />
        )}
        {state.status === 'ready' && state.list.length > 0 && (
          <ol className="divide-base-300 flex flex-col divide-y" aria-label={t('log.entries')} data-testid="robot-log">
            {state.list.map((entry) => {
              const market = `#${entry.robot_id} · ${venueLabel(entry.exchange, onFutures.has(entry.robot_id) ? WEB_TYPES.futures : WEB_TYPES.spot)} · ${entry.yenUnit1}/${entry.yenUnit2}`;
              return (
                <li
                  key={entry.id}
                  className="grid gap-x-4 gap-y-1 py-2 text-sm md:grid-cols-[11rem_14rem_minmax(0,1fr)]"
                  data-key={entry.key}
                >
                  <time dateTime={new Date(entry.time).toISOString()} className="text-xs tabular-nums opacity-70 md:text-sm">
                    {time.format(entry.time)}
                  </time>
                  {/* A long name is cut in the narrow column: the whole of it shows on hover. */}
                  <span className="min-w-0 truncate" title={`${t(botKind(entry.kind).nameKey)} ${market}`}>
                    <span className="font-medium">{t(botKind(entry.kind).nameKey)}</span>
                    <span className="opacity-60"> {market}</span>
                  </span>
                  <div className="flex min-w-0 flex-col gap-1">
                    <span className={entry.level === 'warn' ? 'text-warning' : ''} data-testid="log-text">
                      {entry.text}
                    </span>
                    {entry.has_details && <RobotLogDetails robotId={entry.robot_id} id={entry.id} />}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        {state.status === 'ready' && (
          <ListPager
            className="self-center"
            page={page}
            total={state.total}
            pageSize={PAGE_SIZE}
            onPage={setPage}
            previousLabel={t('log.newer')}
            nextLabel={t('log.older')}
            positionLabel={(pages) => t('log.page', { page, pages })}
          />
        )}
      </Section>
    </>
  );
}
