// What the assistant's call handlers share: the rows, the provider that answers, and the runner of
// generations in flight.
import type { RateLimiter } from '../../security/rate-limiter.ts';
import type { AssistantRepository } from './assistant-repository.ts';
import type { Generations } from './generation.ts';
import type { AssistantProvider } from './providers/provider.ts';

export interface AssistantDeps {
  repo: AssistantRepository;
  provider: AssistantProvider;
  generations: Generations;
  /** Counts each user's questions (ASSISTANT_QUESTION_LIMITS), across processes and restarts. */
  limiter: RateLimiter;
  newId(): string;
}
