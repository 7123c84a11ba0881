// Assistant/history: the caller's latest conversation (or the one named), oldest message first, so
// the dialog shows it again when reopened. An empty list when there is none.
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { assistantMessage, conversationIdField } from './fields.ts';

export const assistantHistory = defineCall({
  module: 'Assistant',
  action: 'history',
  auth: 'user',
  request: z.object({ conversation_id: conversationIdField.optional() }),
  response: z.object({ conversation_id: z.string().nullable(), messages: z.array(assistantMessage) }),
});
