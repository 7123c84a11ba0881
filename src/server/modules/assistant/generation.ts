// Runs a provider in the background and writes what it yields into the answer row, so that
// Assistant/chat_status shows the answer growing while it is generated. A failure marks the row
// failed (the dialog then shows spec §8's "something went wrong while generating, try again"); the
// provider's own text is not kept, as it may echo the prompt.
import type { Logger } from '../../logger.ts';
import type { AssistantRepository } from './assistant-repository.ts';
import type { AssistantProvider, AssistantRequest } from './providers/provider.ts';

/** At most one write per this many ms while text streams in; the last write always happens. */
const WRITE_EVERY_MS = 150;

export interface Generations {
  start(provider: AssistantProvider, answerId: number, chat: { conversationId: string; chatId: string }, request: AssistantRequest): void;
  /** Resolves when every generation started so far has ended (tests; shutdown). */
  idle(): Promise<void>;
  /** Aborts the generations in flight (they end failed) and waits for them. */
  close(): Promise<void>;
}

export function generations(repo: AssistantRepository, log: Logger): Generations {
  const running = new Map<number, { controller: AbortController; done: Promise<void> }>();

  async function run(
    provider: AssistantProvider,
    answerId: number,
    chat: { conversationId: string; chatId: string },
    request: AssistantRequest,
  ) {
    let text = '';
    const followUps: string[] = [];
    let lastWrite = 0;
    try {
      for await (const event of provider.answer(request)) {
        if (event.type === 'follow_up') {
          followUps.push(event.text);
          continue;
        }
        text += event.text;
        if (Date.now() - lastWrite >= WRITE_EVERY_MS) {
          lastWrite = Date.now();
          await repo.setAnswer(answerId, text, 'in_progress');
        }
      }
      await repo.addFollowUps({ userId: request.userId, ...chat, provider: provider.name }, followUps);
      await repo.setAnswer(answerId, text, 'completed');
    } catch (error) {
      log.warn(
        {
          provider: provider.name,
          reason: error instanceof Error ? error.name : 'unknown',
          detail: error instanceof Error && error.name === 'ProviderError' ? error.message : undefined,
        },
        'assistant answer failed',
      );
      await repo.setAnswer(answerId, text, 'failed').catch(() => undefined);
    }
  }

  return {
    start(provider, answerId, chat, request) {
      const controller = new AbortController();
      const done = run(provider, answerId, chat, { ...request, signal: controller.signal }).finally(() => running.delete(answerId));
      running.set(answerId, { controller, done });
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running.values()].map((entry) => entry.done));
    },
    async close() {
      for (const entry of running.values()) entry.controller.abort();
      await this.idle();
    },
  };
}
