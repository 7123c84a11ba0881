// Assistant/chat: asks a question. The answer is generated in the background; the ids come back at
// once and Assistant/chat_status shows the answer as it grows.
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { chatContext, conversationIdField, questionField } from './fields.ts';

export const assistantChat = defineCall({
  module: 'Assistant',
  action: 'chat',
  auth: 'user',
  request: z.object({
    question: questionField,
    /** Continue this conversation (4701 when it is not the caller's); a new one starts without it. */
    conversation_id: conversationIdField.optional(),
    context: chatContext.optional(),
  }),
  response: z.object({ conversation_id: z.string(), chat_id: z.string() }),
});
