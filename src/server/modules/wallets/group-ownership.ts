// A wallet call that names a group (group_id, from_group, to_group) of another user answers 4403
// before anything else runs: for this caller the group does not exist, whatever the call would
// otherwise have filtered, refused or counted. Group 0 is "no group", everyone's own.
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { RegisteredCall } from '../../http/call-registry.ts';
import type { WalletServices } from './wallet-services.ts';

const GROUP_FIELDS = ['group_id', 'from_group', 'to_group'] as const;

export function checkingGroupOwnership(s: WalletServices, call: RegisteredCall): RegisteredCall {
  return {
    contract: call.contract,
    async handle(input, ctx) {
      const named = GROUP_FIELDS.map((field) => (input as Record<string, unknown>)[field]).filter(
        (id): id is number => typeof id === 'number' && id > 0,
      );
      if (named.length > 0 && ctx.user && !(await s.repo.ownsGroups(ctx.user.userId, named))) throw new ApiError(CODE.groupNotFound);
      return call.handle(input, ctx);
    },
  };
}
