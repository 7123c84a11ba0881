// A page of a token's holders (get_holder_list_san: read from the chain's Transfer events, largest
// first, with the user's remarks). A long call: the first read of a token walks its history.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResponseOf } from '../../../../shared/contracts/define-call.ts';
import { getHolderListSan, type HolderEntry } from '../../../../shared/contracts/wallet/holders.ts';
import { ApiCallError } from '../../../lib/api/api-call-error.ts';
import { api } from '../../../lib/api/api.ts';

export const HOLDER_PAGE_SIZE = 50;

export type HolderAnswer = ResponseOf<typeof getHolderListSan>;
export type HolderState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; answer: HolderAnswer };

export function useHolderList(chain: string, token: string | null, page: number) {
  const [state, setState] = useState<HolderState>({ status: 'idle' });
  const latest = useRef(0);
  const load = useCallback(() => {
    if (!token) return setState({ status: 'idle' });
    const request = ++latest.current;
    setState((current) => (current.status === 'ready' && current.answer.page !== page ? current : { status: 'loading' }));
    api.call(getHolderListSan, { chain, token, page, page_size: HOLDER_PAGE_SIZE }).then(
      (answer) => request === latest.current && setState({ status: 'ready', answer }),
      (error: unknown) =>
        request === latest.current &&
        setState({ status: 'failed', message: error instanceof ApiCallError ? error.message : String(error) }),
    );
  }, [chain, token, page]);
  useEffect(load, [load]);

  /** A remark the server saved, put in place without reading the page again. */
  const putRemark = useCallback((address: string, remark: string) => {
    setState((current) =>
      current.status === 'ready'
        ? {
            ...current,
            answer: {
              ...current.answer,
              list: current.answer.list.map((entry: HolderEntry) => (entry.address === address ? { ...entry, remark } : entry)),
            },
          }
        : current,
    );
  }, []);

  return { state, reload: load, putRemark };
}
