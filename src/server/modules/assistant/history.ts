import { assistantHistory } from '../../../shared/contracts/assistant/history.ts';
import type { AssistantMessage } from '../../../shared/contracts/assistant/fields.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import type { AssistantDeps } from './assistant-deps.ts';
import type { AssistantRow } from './assistant-repository.ts';

const view = (row: AssistantRow): AssistantMessage => ({
  id: row.id,
  chat_id: row.chatId,
  kind: row.kind as AssistantMessage['kind'],
  content: row.content,
  status: row.status as AssistantMessage['status'],
  time: row.createdAt.getTime(),
});

/** The caller's latest conversation, or the one named (4701 when it is not theirs). */
export const historyCall = (deps: AssistantDeps) =>
  answer(assistantHistory, async (input, ctx) => {
    const userId = ctx.user!.userId;
    const conversationId = input.conversation_id ?? (await deps.repo.latestConversationId(userId));
    if (!conversationId) return { conversation_id: null, messages: [] };
    const rows = await deps.repo.conversation(userId, conversationId);
    if (rows.length === 0) throw new ApiError(CODE.assistantChatNotFound);
    return { conversation_id: conversationId, messages: rows.map(view) };
  });
