// /userRiskManagement: the futures accounts the user watches, with exposure, margin ratio, P&L and
// wallet read live from the venues (every 10 s while visible), the thresholds that raise alerts on
// the alert channels, and adding, editing and removing them.
import { Plus, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { RiskUserView } from '../../../shared/contracts/futures/risk-user-fields.ts';
import { removeRiskUserManagement } from '../../../shared/contracts/futures/risk-users.ts';
import { confirmDialog, showToast } from '../../components/feedback/feedback-atoms.ts';
import { ListLoadFailed, LoadingDots } from '../../components/list-status.tsx';
import { EmptyState, PageHeader, Section } from '../../components/page.tsx';
import { api } from '../../lib/api/api.ts';
import { refreshLive } from '../../lib/live-data.ts';
import { RiskUserFormDialog } from './risk/risk-user-form-dialog.tsx';
import { RiskUserList } from './risk/risk-user-list.tsx';
import { RISK_USERS_KEY, useRiskUsers } from './risk/use-risk-users.ts';

export function RiskUsersPage() {
  const { t } = useTranslation('trading');
  const { data, failed, retry } = useRiskUsers();
  const [form, setForm] = useState<{ editing: RiskUserView | null } | null>(null);
  const list = data?.list ?? [];

  const remove = async (view: RiskUserView) => {
    if (
      !(await confirmDialog(
        t('riskUsers.actions.removeConfirm', { exchange: view.remark ? `${view.remark} · ${view.exchange}` : view.exchange }),
      ))
    )
      return;
    try {
      await api.call(removeRiskUserManagement, { id: view.id });
      showToast(t('riskUsers.actions.removed'), 3000, 'success');
      refreshLive(RISK_USERS_KEY);
    } catch {
      // The api client has shown the message.
    }
  };

  return (
    <>
      <PageHeader
        title={t('riskUsers.title')}
        description={t('riskUsers.subtitle')}
        actions={
          <button type="button" className="btn btn-sm btn-primary" disabled={!data} onClick={() => setForm({ editing: null })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('riskUsers.add')}
          </button>
        }
      />
      <Section title={t('riskUsers.list')}>
        <p className="-mt-2 text-xs opacity-60">{t('riskUsers.refreshNote')}</p>
        {failed && <ListLoadFailed message={t('riskUsers.loadFailed')} retryLabel={t('common:actions.retry')} onRetry={retry} />}
        {!data && !failed && <LoadingDots label={t('riskUsers.loading')} />}
        {data && list.length === 0 && (
          <EmptyState icon={<ShieldAlert className="size-6" />} title={t('riskUsers.empty')} body={t('riskUsers.emptyBody')} />
        )}
        {list.length > 0 && <RiskUserList list={list} actions={{ onEdit: (view) => setForm({ editing: view }), onRemove: remove }} />}
      </Section>
      {form && data && (
        <RiskUserFormDialog
          editing={form.editing}
          accounts={data.accounts}
          onClose={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            showToast(t('riskUsers.actions.saved'), 2500, 'success');
            refreshLive(RISK_USERS_KEY);
          }}
        />
      )}
    </>
  );
}
