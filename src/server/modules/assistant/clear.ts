import { assistantClear } from '../../../shared/contracts/assistant/clear.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import type { AssistantDeps } from './assistant-deps.ts';

/** Forgets the caller's conversations, or the one named (4701 when it is not theirs). */
export const clearCall = (deps: AssistantDeps) =>
  answer(assistantClear, async (input, ctx) => {
    const removed = await deps.repo.clear(ctx.user!.userId, input.conversation_id);
    if (input.conversation_id && removed === 0) throw new ApiError(CODE.assistantChatNotFound);
    return { removed };
  });
