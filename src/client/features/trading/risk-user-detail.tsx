// /userRiskDetail?id=: one risk user's account: its open positions (live, every 10 s while visible)
// and its futures trade logs, newest first, a page at a time.
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { ListPager } from '../../components/list-pager.tsx';
import { ListLoadFailed, LoadingDots } from '../../components/list-status.tsx';
import { BackLink } from '../../components/page-back-link.tsx';
import { EmptyState, PageHeader, Section } from '../../components/page.tsx';
import { RiskPositionList } from './risk/risk-position-list.tsx';
import { RiskTradeList } from './risk/risk-trade-list.tsx';
import { type TradeLogs, useAccountPositions, useTradeLogs } from './risk/use-risk-detail.ts';

/** The id in the address, when it is one. */
const idOf = (text: string | undefined) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

function Positions({ web }: { web: string }) {
  const { t } = useTranslation('trading');
  const { data, failed, retry } = useAccountPositions(web);
  return (
    <Section title={t('riskDetail.positions')}>
      {data?.failures.map((failure) => (
        <p key={failure.web} role="alert" className="alert alert-warning alert-soft text-sm">
          {t(`messages:code.${failure.code}`)}
        </p>
      ))}
      {failed && <ListLoadFailed message={t('riskDetail.loadFailed')} retryLabel={t('common:actions.retry')} onRetry={retry} />}
      {!data && !failed && <LoadingDots label={t('riskDetail.loading')} />}
      {data && data.list.length === 0 && <EmptyState title={t('riskDetail.positionsEmpty')} />}
      {data && data.list.length > 0 && <RiskPositionList positions={data.list} />}
    </Section>
  );
}

function TradeLogSection({ logs, onPage }: { logs: TradeLogs; onPage(page: number): void }) {
  const { t } = useTranslation('trading');
  return (
    <Section title={t('riskDetail.tradeLogs')}>
      <p className="-mt-2 text-xs opacity-60">{t('riskDetail.tradeNote')}</p>
      {logs.list.length === 0 ? <EmptyState title={t('riskDetail.empty')} /> : <RiskTradeList trades={logs.list} />}
      <ListPager
        page={logs.page}
        total={logs.total}
        pageSize={logs.page_size}
        onPage={onPage}
        label={t('riskDetail.pager.label')}
        previousLabel={t('riskDetail.pager.previous')}
        nextLabel={t('riskDetail.pager.next')}
        positionLabel={(pages) => t('riskDetail.pager.position', { page: logs.page, pages })}
      />
    </Section>
  );
}

function RiskUserDetail({ id }: { id: number }) {
  const { t } = useTranslation('trading');
  const [page, setPage] = useState(1);
  const { state, reload } = useTradeLogs(id, page);
  const logs = state.status === 'ready' ? state.logs : null;
  const account = logs ? (logs.remark ? `${logs.remark} · ${logs.exchange}` : logs.exchange) : null;
  return (
    <>
      <PageHeader
        title={t('riskDetail.title')}
        description={account ? t('riskDetail.subtitle', { account }) : undefined}
        actions={<BackLink to="/userRiskManagement" label={t('riskDetail.back')} />}
      />
      {state.status === 'loading' && <LoadingDots label={t('riskDetail.loading')} />}
      {state.status === 'notFound' && <EmptyState title={t('riskDetail.notFound')} />}
      {state.status === 'failed' && (
        <ListLoadFailed message={t('riskDetail.loadFailed')} retryLabel={t('common:actions.retry')} onRetry={reload} />
      )}
      {logs && (
        <div className="flex flex-col gap-4">
          <Positions web={logs.web} />
          <TradeLogSection logs={logs} onPage={setPage} />
        </div>
      )}
    </>
  );
}

export function RiskUserDetailPage() {
  const { t } = useTranslation('trading');
  const { id } = useSearch({ from: '/_app/userRiskDetail' });
  const riskUserId = idOf(id);
  if (riskUserId === null) {
    return (
      <PageHeader
        title={t('riskDetail.title')}
        description={t('riskDetail.noneChosen')}
        actions={<BackLink to="/userRiskManagement" label={t('riskDetail.back')} />}
      />
    );
  }
  // Keyed by the id: another risk user starts again from its first page.
  return <RiskUserDetail key={riskUserId} id={riskUserId} />;
}
