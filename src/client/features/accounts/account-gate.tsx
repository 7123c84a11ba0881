// Renders a screen's account content once /Account/get_account_info has answered; a spinner
// before, and the failure with a retry after a failed load.
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { AccountInfo } from '../../../shared/contracts/account/get-account-info.ts';
import { reloadAccountInfo, useAccountInfo } from '../../lib/account-info.ts';

export function AccountGate({ children }: { children(info: AccountInfo): ReactNode }) {
  const { t } = useTranslation('accounts');
  const state = useAccountInfo();
  if (state.status === 'ready') return <>{children(state.info)}</>;
  if (state.status === 'failed') {
    return (
      <div role="alert" className="alert alert-error alert-soft">
        <span>{t('errors.loadAccount', { reason: state.message })}</span>
        <button type="button" className="btn btn-sm" onClick={() => void reloadAccountInfo()}>
          {t('actions.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="flex justify-center py-16">
      <span className="loading loading-spinner loading-lg" role="status" aria-label={t('profile.loading')} />
    </div>
  );
}
