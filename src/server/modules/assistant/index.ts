// The assistant module: Assistant/chat, chat_status, history and clear, answered by the configured
// provider. The embedded one (retrieval over the product's own texts) needs no account anywhere;
// an operator may configure Coze or an OpenAI-compatible endpoint instead (config.ts, ASSISTANT_*).
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { RegisteredCall } from '../../http/call-registry.ts';
import type { Logger } from '../../logger.ts';
import { RateLimiter } from '../../security/rate-limiter.ts';
import type { AssistantDeps } from './assistant-deps.ts';
import { assistantRepository } from './assistant-repository.ts';
import { chatCall } from './chat.ts';
import { chatStatusCall } from './chat-status.ts';
import { clearCall } from './clear.ts';
import { generations } from './generation.ts';
import { historyCall } from './history.ts';
import { buildKnowledgeIndex, type KnowledgeIndex } from './knowledge/knowledge-index.ts';
import { cozeProvider } from './providers/coze.ts';
import { embeddedProvider } from './providers/embedded.ts';
import { openAiProvider } from './providers/openai.ts';
import type { AssistantProvider, ProviderName } from './providers/provider.ts';

export interface AssistantSettings {
  provider: ProviderName;
  baseUrl?: string | undefined;
  /** A secret: passed to the provider, never logged. */
  token?: string | undefined;
  botId?: string | undefined;
  model?: string | undefined;
  /** Coze only: false polls the chat's status instead of reading the stream. */
  stream: boolean;
}

export interface AssistantModuleOptions {
  db: Db;
  settings: AssistantSettings;
  venueName(web: string): string;
  /** Values the embedded assistant never quotes, though a document may name them (the demo password). */
  redact: readonly string[];
  now: () => number;
  log: Logger;
}

export interface AssistantModule {
  calls: RegisteredCall[];
  /** Resolves when no answer is being generated. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

function providerOf(options: AssistantModuleOptions): AssistantProvider {
  const { settings } = options;
  if (settings.provider === 'coze')
    return cozeProvider({ baseUrl: settings.baseUrl!, token: settings.token!, botId: settings.botId!, stream: settings.stream });
  if (settings.provider === 'openai')
    return openAiProvider({ baseUrl: settings.baseUrl!, token: settings.token ?? '', model: settings.model! });
  // Built on the first question, not at start: ~250 ms of a start that every test and every
  // `npm start` would otherwise pay, for a dialog most sessions never open.
  let knowledge: KnowledgeIndex | null = null;
  const index = (): KnowledgeIndex => {
    if (!knowledge) {
      const started = performance.now();
      knowledge = buildKnowledgeIndex({ redact: options.redact });
      options.log.debug(
        {
          passages: { en: knowledge.size('en'), zh: knowledge.size('zh'), ko: knowledge.size('ko') },
          ms: Math.round(performance.now() - started),
        },
        'assistant knowledge index built',
      );
    }
    return knowledge;
  };
  return embeddedProvider(index, { db: options.db, venueName: options.venueName });
}

export async function createAssistantModule(options: AssistantModuleOptions): Promise<AssistantModule> {
  const repo = assistantRepository(options.db, options.now);
  await repo.failInterrupted();
  const running = generations(repo, options.log);
  const deps: AssistantDeps = {
    repo,
    provider: providerOf(options),
    generations: running,
    limiter: new RateLimiter(options.db, options.now),
    newId: () => randomBytes(12).toString('base64url'),
  };
  options.log.debug({ provider: deps.provider.name }, 'assistant ready');
  return {
    calls: [chatCall(deps), chatStatusCall(deps), historyCall(deps), clearCall(deps)],
    idle: () => running.idle(),
    close: () => running.close(),
  };
}
