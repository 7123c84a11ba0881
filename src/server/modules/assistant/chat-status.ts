import { assistantChatStatus } from '../../../shared/contracts/assistant/chat-status.ts';
import type { AssistantStatus } from '../../../shared/contracts/assistant/fields.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import type { AssistantDeps } from './assistant-deps.ts';

/** One chat's answer so far; follow-ups once it has completed. */
export const chatStatusCall = (deps: AssistantDeps) =>
  answer(assistantChatStatus, async (input, ctx) => {
    const rows = await deps.repo.chat(ctx.user!.userId, input.conversation_id, input.chat_id);
    const reply = rows.find((row) => row.kind === 'answer');
    if (!reply) throw new ApiError(CODE.assistantChatNotFound);
    const status = reply.status as AssistantStatus;
    return {
      status,
      answer: reply.content,
      follow_ups: status === 'completed' ? rows.filter((row) => row.kind === 'follow_up').map((row) => row.content) : [],
    };
  });
