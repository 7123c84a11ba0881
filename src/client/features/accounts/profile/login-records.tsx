// The user's sign-ins of the last 3 months (time, IP, device, how), ten a page, newest first.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { loginRecords } from '../../../../shared/contracts/account/login-records.ts';
import type { ResponseOf } from '../../../../shared/contracts/define-call.ts';
import { ListPager } from '../../../components/list-pager.tsx';
import { EmptyState } from '../../../components/page.tsx';
import { DataTable } from '../../../components/table-parts.tsx';
import { api } from '../../../lib/api/api.ts';
import { formatDateTime } from '../../../lib/format-time.ts';

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
  return (
    <div>
      <DataTable
        caption={t('profile.loginRecords')}
        columns={[{ label: t('profile.time') }, { label: t('profile.ip') }, { label: t('profile.device') }, { label: t('profile.method') }]}
      >
        {list.map((record) => (
          <tr key={`${record.time}-${record.ip}-${record.method}`}>
            <td className="whitespace-nowrap tabular-nums">{formatDateTime(record.time)}</td>
            <td className="font-mono text-xs">{record.ip}</td>
            <td>{record.device || t('profile.unknownDevice')}</td>
            <td className="whitespace-nowrap">{t(`profile.methods.${record.method}`)}</td>
          </tr>
        ))}
      </DataTable>
      {list.length === 0 && <EmptyState title={t('profile.noRecords')} />}
      <ListPager
        className="mt-3 ml-auto flex w-fit"
        label={t('profile.recordsPages')}
        page={page}
        total={total}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        previousLabel={t('profile.previous')}
        nextLabel={t('profile.next')}
        positionLabel={(pages) => t('profile.pageOf', { page, pages })}
      />
    </div>
  );
}
