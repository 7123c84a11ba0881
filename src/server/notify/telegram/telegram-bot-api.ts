// The few Telegram Bot API methods the product uses (getMe, getUpdates, sendMessage), over fetch.
// The base URL is configurable (TELEGRAM_API_BASE) so tests run against a local Bot API. The bot
// token is part of every URL and never appears in an error or a log line.

export interface TelegramChat {
  id: number;
  type: string;
  username?: string;
  first_name?: string;
}

export interface TelegramUpdate {
  update_id: number;
  message?: {
    message_id: number;
    date: number;
    chat: TelegramChat;
    text?: string;
    from?: { id: number; username?: string; language_code?: string };
  };
}

export class TelegramApiError extends Error {
  constructor(
    message: string,
    /** Telegram's error_code (an HTTP status) or null when the API was not reached. */
    readonly errorCode: number | null,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'TelegramApiError';
  }

  /** The chat can never receive from the bot again: blocked, deleted, or never started. */
  get chatGone(): boolean {
    return this.errorCode === 403;
  }
}

export interface TelegramBotApiOptions {
  baseUrl: string;
  token: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export class TelegramBotApi {
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: TelegramBotApiOptions) {
    this.fetchImpl = options.fetchImpl ?? fetch;
  }

  getMe(): Promise<{ id: number; username: string }> {
    return this.call('getMe', {});
  }

  /** Long-polls for up to `timeoutSeconds` (0 answers at once) for updates from `offset` on. */
  getUpdates(offset: number, timeoutSeconds: number): Promise<TelegramUpdate[]> {
    return this.call('getUpdates', { offset, timeout: timeoutSeconds, allowed_updates: ['message'] }, timeoutSeconds * 1000);
  }

  sendMessage(chatId: string | number, text: string): Promise<{ message_id: number }> {
    return this.call('sendMessage', { chat_id: chatId, text, link_preview_options: { is_disabled: true } });
  }

  private async call<T>(method: string, body: Record<string, unknown>, extraTimeoutMs = 0): Promise<T> {
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}/bot${this.options.token}/${method}`;
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout((this.options.timeoutMs ?? 10_000) + extraTimeoutMs),
      });
    } catch (error) {
      throw new TelegramApiError(`Telegram ${method} not reached: ${this.scrub(error)}`, null);
    }
    const answer = (await response.json().catch(() => null)) as {
      ok?: boolean;
      result?: T;
      error_code?: number;
      description?: string;
      parameters?: { retry_after?: number };
    } | null;
    if (answer?.ok === true) return answer.result as T;
    throw new TelegramApiError(
      `Telegram ${method} failed: ${this.scrub(answer?.description ?? `HTTP ${response.status}`)}`,
      answer?.error_code ?? response.status,
      answer?.parameters?.retry_after ?? null,
    );
  }

  private scrub(error: unknown): string {
    const text =
      error instanceof Error ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}` : String(error);
    return text.split(this.options.token).join('<token>');
  }
}
