// The one way a call fails on purpose: a response code from the catalogue, a message key in the
// "messages" namespace (translated into the caller's language), and optional data for the client.
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: string = `code.${code}`,
    readonly options: { params?: Record<string, unknown>; data?: unknown } = {},
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}
