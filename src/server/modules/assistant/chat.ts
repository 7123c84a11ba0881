import { assistantChat } from '../../../shared/contracts/assistant/chat.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import type { LimitRule } from '../../security/rate-limiter.ts';
import { tooFrequent } from '../account/attempt-guard.ts';
import type { AssistantDeps } from './assistant-deps.ts';

/**
 * Each question costs a generation (and, with an operator's Coze or OpenAI endpoint, money): a
 * person asks a few a minute; a script looping on the call is held to these.
 */
export const ASSISTANT_QUESTION_LIMITS: LimitRule[] = [
  { name: 'assistant-minute', limit: 10, windowMs: 60_000 },
  { name: 'assistant-day', limit: 300, windowMs: 86_400_000 },
];

/** Starts a chat: the question is stored, the answer generated in the background; the ids come back at once. */
export const chatCall = (deps: AssistantDeps) =>
  answer(assistantChat, async (input, ctx) => {
    const user = ctx.user!;
    if (input.conversation_id && !(await deps.repo.hasConversation(user.userId, input.conversation_id)))
      throw new ApiError(CODE.assistantChatNotFound);
    for (const rule of ASSISTANT_QUESTION_LIMITS) {
      const state = await deps.limiter.hit(rule, `u${user.userId}`);
      if (state.blocked) throw tooFrequent(state.retryAfterMs);
    }
    const conversationId = input.conversation_id ?? deps.newId();
    const chatId = deps.newId();
    const history = input.conversation_id ? await deps.repo.turns(user.userId, conversationId) : [];
    const answerId = await deps.repo.startChat({
      userId: user.userId,
      conversationId,
      chatId,
      question: input.question,
      provider: deps.provider.name,
    });
    deps.generations.start(
      deps.provider,
      answerId,
      { conversationId, chatId },
      {
        userId: user.userId,
        userName: user.account,
        language: ctx.language,
        question: input.question,
        context: input.context ?? {},
        history,
      },
    );
    return { conversation_id: conversationId, chat_id: chatId };
  });
