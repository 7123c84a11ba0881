// The user's sign-ins of the last 3 months (time, IP, device, how), ten a page, newest first.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginRecords } from '../../../../shared/contracts/account/login-records.ts';
import type { ResponseOf } from '../../../../shared/contracts/define-call.ts';
import { EmptyState } from '../../../components/page.tsx';
import { api } from '../../../lib/api/api.ts';
import { formatDateTime } from '../format.ts';

const PAGE_SIZE = 10;
type Page = ResponseOf<typeof loginRecords>;

export function LoginRecords() {
  const { t } = useTranslation('accounts');
  const [page, setPage] = useState(1);
  const [state, setState] = useState<{ status: 'loading' } | { status: 'ready'; data: Page } | { status: 'failed'; message: string }>({
    status: 'loading',
  });
  const load = useCallback((wanted: number) => {
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    api.call(loginRecords, { page: wanted, page_size: PAGE_SIZE }).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  }, []);
  useEffect(() => load(page), [load, page]);

  if (state.status === 'loading') {
    return (
      <div className="flex justify-center py-10">
        <span className="loading loading-spinner" role="status" aria-label={t('profile.loading')} />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div role="alert" className="alert alert-error alert-soft">
        <span>{state.message}</span>
        <button type="button" className="btn btn-sm" onClick={() => load(page)}>
          {t('actions.retry')}
        </button>
      </div>
    );
  }
  const { list, total } = state.data;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <div>
      <div className="overflow-x-auto">
        <table className="table table-sm">
          <caption className="sr-only">{t('profile.loginRecords')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('profile.time')}</th>
              <th scope="col">{t('profile.ip')}</th>
              <th scope="col">{t('profile.device')}</th>
              <th scope="col">{t('profile.method')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((record) => (
              <tr key={`${record.time}-${record.ip}-${record.method}`}>
                <td className="whitespace-nowrap tabular-nums">{formatDateTime(record.time)}</td>
                <td className="font-mono text-xs">{record.ip}</td>
                <td>{record.device || t('profile.unknownDevice')}</td>
                <td className="whitespace-nowrap">{t(`profile.methods.${record.method}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.length === 0 && <EmptyState title={t('profile.noRecords')} />}
      {pages > 1 && (
        <nav className="mt-3 flex items-center justify-end gap-2" aria-label={t('profile.recordsPages')}>
          <button type="button" className="btn btn-sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('profile.previous')}
          </button>
          <span className="text-sm tabular-nums" aria-live="polite">
            {t('profile.pageOf', { page, pages })}
          </span>
          <button type="button" className="btn btn-sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('profile.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
