// A robot log line that sums up others (a price move's orders placed and filled): "Details" opens
// them under the line. They are read when first opened (/Markets/get_runtime_log_details), not with
// every refresh of the log, and stay open while the line is on the page.
import { useId, useState } from 'react';
import { getRuntimeLogDetails, type RuntimeLogDetail } from '../../../shared/contracts/robot/get-runtime-log-details.ts';
import { ListLoadFailed, LoadingDots } from '../../components/list-status.tsx';
import { api } from '../../lib/api/api.ts';
import { useTranslation } from '../../lib/use-translation.ts';

type DetailsState = { status: 'idle' } | { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: RuntimeLogDetail[] };

export function RobotLogDetails({ robotId, id }: { robotId: number; id: number }) {
  const { t } = useTranslation('bots');
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<DetailsState>({ status: 'idle' });

  const load = () => {
    setState({ status: 'loading' });
    api
      .call(getRuntimeLogDetails, { robot_id: robotId, id, utc_offset: -new Date().getTimezoneOffset() })
      .then((answer) => setState({ status: 'ready', list: answer.list }))
      .catch(() => setState({ status: 'failed' }));
  };
  const toggle = () => {
    if (!open && state.status !== 'ready') load();
    setOpen(!open);
  };

  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        className="btn btn-ghost btn-xs self-start"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
        data-testid="log-details-toggle"
      >
        {open ? t('log.hideDetails') : t('log.showDetails')}
      </button>
      {open && (
        <div id={listId} className="border-base-300 border-l-2 pl-3 text-xs">
          {state.status === 'loading' && <LoadingDots label={t('log.detailsLoading')} />}
          {state.status === 'failed' && (
            <ListLoadFailed message={t('log.detailsFailed')} retryLabel={t('log.detailsRetry')} onRetry={load} />
          )}
          {state.status === 'ready' && (
            <ol className="flex flex-col gap-0.5" aria-label={t('log.detailsOf')} data-testid="log-details">
              {state.list.map((line, index) => (
                // The details of a line never change: their order is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, read once
                <li key={index} className={line.level === 'warn' ? 'text-warning' : 'opacity-80'} data-key={line.key}>
                  {line.text}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </div>
  );
}
