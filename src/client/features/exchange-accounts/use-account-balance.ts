// An account's balances, read from its exchange when the card first shows and on every refresh.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccountBalance } from '../../../shared/contracts/exchange-accounts/account-view.ts';
import { getExchangeAccountBalance } from '../../../shared/contracts/exchange-accounts/get-exchange-account-balance.ts';
import { api } from '../../lib/api/api.ts';

export interface BalanceState {
  balance: AccountBalance | null;
  loading: boolean;
  failed: boolean;
  refresh(): void;
}

export function useAccountBalance(accountId: number, initial: AccountBalance | null, onStatusChange: () => void): BalanceState {
  const [balance, setBalance] = useState<AccountBalance | null>(initial);
  const [loading, setLoading] = useState(initial === null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  const refresh = useCallback(() => {
    const request = ++latest.current;
    setLoading(true);
    api
      .call(getExchangeAccountBalance, { id: accountId })
      .then((answer) => {
        if (request !== latest.current) return;
        setBalance(answer);
        setFailed(false);
      })
      .catch(() => {
        // The api client has shown the server's message; the account's status has changed with it.
        if (request !== latest.current) return;
        setFailed(true);
        onStatusChange();
      })
      .finally(() => {
        if (request === latest.current) setLoading(false);
      });
  }, [accountId, onStatusChange]);

  // Read once when the card appears (unless binding just read them); later reads are the user's refreshes.
  const needsFirstRead = useRef(initial === null);
  useEffect(() => {
    if (!needsFirstRead.current) return;
    needsFirstRead.current = false;
    refresh();
  }, [refresh]);

  return { balance, loading, failed, refresh };
}
