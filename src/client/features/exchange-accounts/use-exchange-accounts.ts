// The bound accounts of the signed-in user, reloaded after each change.
import { useCallback, useEffect, useState } from 'react';
import type { ExchangeAccountView } from '../../../shared/contracts/exchange-accounts/account-view.ts';
import { getExchangeAccounts } from '../../../shared/contracts/exchange-accounts/get-exchange-accounts.ts';
import { api } from '../../lib/api/api.ts';

export function useExchangeAccounts(): { accounts: ExchangeAccountView[] | null; failed: boolean; reload(): void } {
  const [accounts, setAccounts] = useState<ExchangeAccountView[] | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    api
      .call(getExchangeAccounts, {})
      .then((answer) => {
        setAccounts(answer.list);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, []);
  useEffect(reload, [reload]);
  return { accounts, failed, reload };
}
