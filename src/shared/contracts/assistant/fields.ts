// The assistant's shared fields: what a chat message looks like on the wire, and the rules of a
// question (messages in locales/*/messages.json validation.assistant.*).
import { z } from 'zod';

/** A question longer than this is refused: the answer is about one thing, and a prompt has a budget. */
export const QUESTION_MAX_LENGTH = 500;

export const ASSISTANT_STATUSES = ['in_progress', 'completed', 'failed'] as const;
export type AssistantStatus = (typeof ASSISTANT_STATUSES)[number];

export const ASSISTANT_KINDS = ['question', 'answer', 'follow_up'] as const;

/** Conversation and chat ids are ours (random, url-safe); an external provider's ids never leave the server. */
export const conversationIdField = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.assistant.conversation');
export const chatIdField = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.assistant.conversation');

export const questionField = z
  .string('validation.assistant.question')
  .trim()
  .min(1, 'validation.assistant.question')
  .max(QUESTION_MAX_LENGTH, 'validation.assistant.questionLength');

/** Where the user is in the app (spec §7: exchange, pair and exchange type go into the prompt). */
export const chatContext = z.object({
  exchange: z.string().max(64).optional(),
  pair: z.string().max(64).optional(),
  web_type: z.number().int().min(0).max(9).optional(),
});

export const assistantMessage = z.object({
  id: z.number().int(),
  chat_id: z.string(),
  kind: z.enum(ASSISTANT_KINDS),
  content: z.string(),
  status: z.enum(ASSISTANT_STATUSES),
  time: z.number().int(),
});
export type AssistantMessage = z.infer<typeof assistantMessage>;
