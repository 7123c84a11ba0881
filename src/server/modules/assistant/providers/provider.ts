// What every assistant provider does: given a question and its setting, yield the answer as it is
// generated (text deltas), then follow-up suggestions; throw when generation fails. The generation
// runner (../generation.ts) writes what is yielded into the user's assistant_messages rows.
import type { Language } from '../../../../shared/app-info.ts';

export type ProviderName = 'embedded' | 'coze' | 'openai';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface AssistantRequest {
  userId: number;
  /** The account name (spec §7: added to the prompt of an external provider). */
  userName: string;
  language: Language;
  question: string;
  context: { exchange?: string | undefined; pair?: string | undefined; web_type?: number | undefined };
  /** Earlier questions and answers of the conversation, oldest first. */
  history: ChatTurn[];
  signal?: AbortSignal;
}

export type AssistantEvent = { type: 'delta'; text: string } | { type: 'follow_up'; text: string };

export interface AssistantProvider {
  readonly name: ProviderName;
  answer(request: AssistantRequest): AsyncIterable<AssistantEvent>;
}

/** A provider's failure, said without the provider's own text (it may echo the prompt or a token). */
export class ProviderError extends Error {
  constructor(
    readonly reason: 'http' | 'failed' | 'timeout' | 'protocol',
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'ProviderError';
  }
}
