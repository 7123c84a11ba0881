/** A call that did not succeed. `handled` is true once the user has been told (message, dialog or redirect). */
export class ApiCallError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown,
    readonly httpStatus: number,
    readonly handled: boolean,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/** Codes that stand for no server answer at all. */
export const NETWORK_FAILURE = 0;
export const TIMEOUT_FAILURE = -1;
