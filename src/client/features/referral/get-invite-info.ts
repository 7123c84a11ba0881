// get_invite_info: the caller's invite code and link, what the programme has earned them, how many
// accounts registered with the code, and the reward percent the rules quote.
import { getInviteInfo } from '../../../shared/contracts/account/invite.ts';
import type { ResponseOf } from '../../../shared/contracts/define-call.ts';
import { api } from '../../lib/api/api.ts';
import { useRemote } from './use-remote.ts';

export type InviteInfo = ResponseOf<typeof getInviteInfo>;

const load = () => api.call(getInviteInfo, {});

export const useInviteInfo = () => useRemote(load);
