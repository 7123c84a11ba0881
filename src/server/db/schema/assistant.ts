import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { rowTimestamps } from './columns.ts';
import { userReference } from './user-reference.ts';

/**
 * The assistant's conversations (spec §3 "AI chat": conversation id, chat id, messages of kind
 * question, answer or follow_up), kept per user. One chat is one question and what answered it;
 * an answer grows while it is generated (status 'in_progress', then 'completed' or 'failed').
 */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: serial('id').primaryKey(),
    userId: userReference(),
    conversationId: text('conversation_id').notNull(),
    chatId: text('chat_id').notNull(),
    /** 'question' | 'answer' | 'follow_up' */
    kind: text('kind').notNull(),
    content: text('content').notNull().default(''),
    /** 'in_progress' | 'completed' | 'failed' */
    status: text('status').notNull().default('completed'),
    /** Which provider answered: 'embedded', 'coze' or 'openai'. */
    provider: text('provider').notNull().default('embedded'),
    ...rowTimestamps(),
  },
  (t) => [index('assistant_messages_conversation').on(t.userId, t.conversationId, t.id)],
);
