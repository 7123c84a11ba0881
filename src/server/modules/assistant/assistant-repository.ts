// The assistant's rows (assistant_messages). Every query is bound to the user, so a conversation id
// taken from another account matches nothing. One chat is a question row, an answer row that grows
// while it is generated, and follow-up rows added when it completes.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AssistantStatus } from '../../../shared/contracts/assistant/fields.ts';
import type { Db } from '../../db/database.ts';
import { assistantMessages } from '../../db/schema/assistant.ts';
import type { ChatTurn, ProviderName } from './providers/provider.ts';

export type AssistantRow = typeof assistantMessages.$inferSelect;

/** Earlier turns sent to an external provider: enough context, a bounded prompt. */
const HISTORY_TURNS = 10;

export function assistantRepository(db: Db, now: () => number) {
  const inConversation = (userId: number, conversationId: string) =>
    and(eq(assistantMessages.userId, userId), eq(assistantMessages.conversationId, conversationId));

  return {
    async hasConversation(userId: number, conversationId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: assistantMessages.id })
        .from(assistantMessages)
        .where(inConversation(userId, conversationId))
        .limit(1);
      return row !== undefined;
    },

    async latestConversationId(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ conversationId: assistantMessages.conversationId })
        .from(assistantMessages)
        .where(eq(assistantMessages.userId, userId))
        .orderBy(desc(assistantMessages.id))
        .limit(1);
      return row?.conversationId ?? null;
    },

    conversation(userId: number, conversationId: string): Promise<AssistantRow[]> {
      return db.select().from(assistantMessages).where(inConversation(userId, conversationId)).orderBy(asc(assistantMessages.id));
    },

    chat(userId: number, conversationId: string, chatId: string): Promise<AssistantRow[]> {
      return db
        .select()
        .from(assistantMessages)
        .where(and(inConversation(userId, conversationId), eq(assistantMessages.chatId, chatId)))
        .orderBy(asc(assistantMessages.id));
    },

    /** The completed questions and answers of the conversation, oldest first, for the provider's context. */
    async turns(userId: number, conversationId: string): Promise<ChatTurn[]> {
      const rows = await db
        .select()
        .from(assistantMessages)
        .where(
          and(
            inConversation(userId, conversationId),
            inArray(assistantMessages.kind, ['question', 'answer']),
            eq(assistantMessages.status, 'completed'),
          ),
        )
        .orderBy(desc(assistantMessages.id))
        .limit(HISTORY_TURNS);
      return rows.reverse().map((row) => ({ role: row.kind === 'question' ? 'user' : 'assistant', content: row.content }));
    },

    /** The question and an empty answer in progress; answers the answer row's id. */
    async startChat(input: {
      userId: number;
      conversationId: string;
      chatId: string;
      question: string;
      provider: ProviderName;
    }): Promise<number> {
      const at = new Date(now());
      const common = {
        userId: input.userId,
        conversationId: input.conversationId,
        chatId: input.chatId,
        provider: input.provider,
        createdAt: at,
        updatedAt: at,
      };
      const [, answer] = await db
        .insert(assistantMessages)
        .values([
          { ...common, kind: 'question', content: input.question, status: 'completed' },
          { ...common, kind: 'answer', content: '', status: 'in_progress' },
        ])
        .returning({ id: assistantMessages.id });
      return answer!.id;
    },

    async setAnswer(id: number, content: string, status: AssistantStatus): Promise<void> {
      await db
        .update(assistantMessages)
        .set({ content, status, updatedAt: new Date(now()) })
        .where(eq(assistantMessages.id, id));
    },

    async addFollowUps(
      row: { userId: number; conversationId: string; chatId: string; provider: ProviderName },
      texts: string[],
    ): Promise<void> {
      if (texts.length === 0) return;
      const at = new Date(now());
      await db
        .insert(assistantMessages)
        .values(texts.map((content) => ({ ...row, kind: 'follow_up', content, status: 'completed', createdAt: at, updatedAt: at })));
    },

    async clear(userId: number, conversationId?: string): Promise<number> {
      const where = conversationId ? inConversation(userId, conversationId) : eq(assistantMessages.userId, userId);
      const rows = await db.delete(assistantMessages).where(where).returning({ id: assistantMessages.id });
      return rows.length;
    },

    /** Answers left in progress by a process that stopped mid-generation can never finish: they failed. */
    async failInterrupted(): Promise<void> {
      await db
        .update(assistantMessages)
        .set({ status: 'failed', updatedAt: new Date(now()) })
        .where(eq(assistantMessages.status, 'in_progress'));
    },
  };
}

export type AssistantRepository = ReturnType<typeof assistantRepository>;
