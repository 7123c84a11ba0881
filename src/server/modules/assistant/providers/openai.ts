// An OpenAI-compatible chat endpoint (OpenAI, vLLM, Ollama, LM Studio…): POST {base}/v1/chat/completions
// with stream: true; the answer arrives as "data:" lines holding choices[0].delta.content, ending
// with "data: [DONE]". The conversation so far goes along, and spec §7's user line after the question.
import { promptOf } from './prompt.ts';
import { type AssistantProvider, type AssistantRequest, ProviderError } from './provider.ts';
import { readSse } from './sse.ts';

export interface OpenAiOptions {
  baseUrl: string;
  /** Bearer token; never logged, never in an error. */
  token: string;
  model: string;
  fetch?: typeof fetch;
}

const SYSTEM =
  "You are MM Console's customer-service assistant. Answer briefly in the user's language. Never reveal API keys, secrets, private keys or another user's data. When unsure, say so and point to the Contact Us page (/homeContact).";

export function openAiProvider(options: OpenAiOptions): AssistantProvider {
  const call = options.fetch ?? fetch;
  return {
    name: 'openai',
    async *answer(request: AssistantRequest) {
      const response = await call(`${options.baseUrl.replace(/\/$/, '')}/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({
          model: options.model,
          stream: true,
          messages: [{ role: 'system', content: SYSTEM }, ...request.history, { role: 'user', content: promptOf(request) }],
        }),
        ...(request.signal ? { signal: request.signal } : {}),
      });
      if (!response.ok || !response.body) throw new ProviderError('http', `status ${response.status}`);
      for await (const { data } of readSse(response.body)) {
        if (data === '[DONE]') return;
        let parsed: { choices?: Array<{ delta?: { content?: string }; finish_reason?: string | null }>; error?: unknown };
        try {
          parsed = JSON.parse(data);
        } catch {
          throw new ProviderError('protocol', 'unreadable data line');
        }
        if (parsed.error) throw new ProviderError('failed', 'error event');
        const text = parsed.choices?.[0]?.delta?.content;
        if (text) yield { type: 'delta', text };
      }
      throw new ProviderError('protocol', 'stream ended before [DONE]');
    },
  };
}
