// What /renew shows, read with /Wallet/get_pay_info and kept in one place so the stats, the deposit
// address, the confirmation page and the records agree after every call. While money is on its way
// (a Recharge and Renew holding the wallet locked, a deposit still collecting, or a faucet transfer
// just sent) it is read again every 5 s, so the page sees the deposit land without a reload.
import { useCallback, useEffect, useRef, useState } from 'react';
import { getPayInfo, type PayInfo } from '../../../shared/contracts/billing/pay-info.ts';
import { api } from '../../lib/api/api.ts';

export const PAY_INFO_POLL_MS = 5000;

export type PayInfoState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; info: PayInfo };

export interface PayInfoApi {
  state: PayInfoState;
  /** The chain whose deposit address to show (the server's first billing chain until one is chosen). */
  chooseChain(chain: string): void;
  reload(): Promise<void>;
  /** Takes the state a billing call answered with. */
  put(info: PayInfo): void;
  /** Keeps reading for a while: a deposit is on its way that the server has not seen yet. */
  watch(ms: number): void;
}

const moneyMoving = (info: PayInfo) =>
  info.locked || info.records.some((record) => record.kind === 'deposit' && record.state === 'collecting');

/** `onUnlocked` runs once when a locked wallet is found unlocked: the Recharge and Renew has settled. */
export function usePayInfo({ onUnlocked }: { onUnlocked(info: PayInfo): void }): PayInfoApi {
  const [state, setState] = useState<PayInfoState>({ status: 'loading' });
  // Bumped after every read, so a failed read still arms the next one while polling.
  const [reads, setReads] = useState(0);
  const [watchUntil, setWatchUntil] = useState(0);
  const chain = useRef<string | undefined>(undefined);
  const latest = useRef(0);
  const wasLocked = useRef(false);
  const unlocked = useRef(onUnlocked);
  unlocked.current = onUnlocked;

  const put = useCallback((info: PayInfo) => {
    if (wasLocked.current && !info.locked) unlocked.current(info);
    wasLocked.current = info.locked;
    setState({ status: 'ready', info });
  }, []);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    try {
      const info = await api.call(getPayInfo, chain.current ? { chain: chain.current } : {});
      // An older read answering after a newer one (a chain switched meanwhile) is dropped.
      if (request === latest.current) put(info);
    } catch {
      if (request === latest.current) setState((current) => (current.status === 'ready' ? current : { status: 'failed' }));
    } finally {
      setReads((count) => count + 1);
    }
  }, [put]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const info = state.status === 'ready' ? state.info : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reads` re-arms the timer after a read that changed nothing
  useEffect(() => {
    if (!info || !(moneyMoving(info) || Date.now() < watchUntil)) return;
    const timer = setTimeout(() => void reload(), PAY_INFO_POLL_MS);
    return () => clearTimeout(timer);
  }, [info, reads, watchUntil, reload]);

  const chooseChain = useCallback(
    (next: string) => {
      chain.current = next;
      void reload();
    },
    [reload],
  );

  const watch = useCallback((ms: number) => setWatchUntil(Date.now() + ms), []);

  return { state, chooseChain, reload, put, watch };
}
