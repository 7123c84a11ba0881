// What follows a paid renewal or plan change, however it was paid (from the balance, or by a
// Recharge and Renew whose deposit arrived): say so, read the account again so the header shows
// the new plan level and end, and go back to /renew from the confirmation page.
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { showToast } from '../../components/feedback/feedback-atoms.ts';
import { reloadAccountInfo } from '../../lib/account-info.ts';

export const PAID_MESSAGE_MS = 4000;

export function usePaymentDone(): (message: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (message: string) => {
      showToast(message, PAID_MESSAGE_MS, 'success');
      void reloadAccountInfo();
      void navigate({ to: '/renew', search: {} });
    },
    [navigate],
  );
}
