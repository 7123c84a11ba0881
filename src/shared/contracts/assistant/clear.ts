// Assistant/clear: forgets the caller's conversations (all of them, or the one named).
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { conversationIdField } from './fields.ts';

export const assistantClear = defineCall({
  module: 'Assistant',
  action: 'clear',
  auth: 'user',
  request: z.object({ conversation_id: conversationIdField.optional() }),
  response: z.object({ removed: z.number().int() }),
});
