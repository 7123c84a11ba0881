// Assistant/chat_status: one chat's answer so far. The dialog polls it while the answer is
// in_progress; follow-up suggestions come with 'completed'. 4701 when the chat is not the caller's.
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ASSISTANT_STATUSES, chatIdField, conversationIdField } from './fields.ts';

export const assistantChatStatus = defineCall({
  module: 'Assistant',
  action: 'chat_status',
  auth: 'user',
  request: z.object({ conversation_id: conversationIdField, chat_id: chatIdField }),
  response: z.object({
    status: z.enum(ASSISTANT_STATUSES),
    answer: z.string(),
    follow_ups: z.array(z.string()),
  }),
});
