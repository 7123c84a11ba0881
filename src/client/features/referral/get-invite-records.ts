// get_invite_records: one page of the invitees' plan payments and the reward each earned.
import { useCallback } from 'react';
import { getInviteRecords } from '../../../shared/contracts/account/invite.ts';
import { api } from '../../lib/api/api.ts';
import { useRemote } from './use-remote.ts';

export const RECORDS_PAGE_SIZE = 20;

export function useInviteRecords(page: number) {
  const load = useCallback(() => api.call(getInviteRecords, { page, page_size: RECORDS_PAGE_SIZE }), [page]);
  return useRemote(load);
}
