// Every refusal the sandbox venue gives, with Binance's own code, message and HTTP status, so a
// Binance client (ccxt or hand-written) reacts to the sandbox exactly as it reacts to Binance.
// The texts are part of the exchange's wire protocol, not product copy, and stay in English.

export class VenueError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 400,
    /** Seconds a client should wait before retrying (429 answers). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'VenueError';
  }
}

export const DECIMAL_RANGE = '^([0-9]{1,20})(\\.[0-9]{1,20})?$';
export const CLIENT_ORDER_ID_RANGE = '^[\\.A-Z\\:/a-z0-9_-]{1,36}$';

export const venueErrors = {
  unknown: () => new VenueError(-1000, 'An unknown error occurred while processing the request.', 500),
  internal: (status = 503) => new VenueError(-1001, 'Internal error; unable to process your request. Please try again.', status),
  tooMuchWeight: (limit: number, retryAfterSeconds: number) =>
    new VenueError(
      -1003,
      `Too much request weight used; current limit is ${limit} request weight per 1 MINUTE. Please use WebSocket Streams for live updates to avoid polling the API.`,
      429,
      retryAfterSeconds,
    ),
  tooManyOrders: (limit: number, interval: string, retryAfterSeconds: number) =>
    new VenueError(-1015, `Too many new orders; current limit is ${limit} orders per ${interval}.`, 429, retryAfterSeconds),
  unsupportedCombination: () => new VenueError(-1014, 'Unsupported order combination.'),
  timestampAhead: () => new VenueError(-1021, "Timestamp for this request was 1000ms ahead of the server's time."),
  timestampOutsideWindow: () => new VenueError(-1021, 'Timestamp for this request is outside of the recvWindow.'),
  badSignature: () => new VenueError(-1022, 'Signature for this request is not valid.'),
  illegalCharacters: (param: string, range: string) =>
    new VenueError(-1100, `Illegal characters found in parameter '${param}'; legal range is '${range}'.`),
  mandatory: (param: string) => new VenueError(-1102, `Mandatory parameter '${param}' was not sent, was empty/null, or malformed.`),
  eitherParam: (first: string, second: string) =>
    new VenueError(-1102, `Param '${first}' or '${second}' must be sent, but both were empty/null!`),
  notRequired: (param: string) => new VenueError(-1106, `Parameter '${param}' sent when not required.`),
  tooPrecise: (param: string) => new VenueError(-1111, `Parameter '${param}' has too much precision.`),
  invalidTimeInForce: () => new VenueError(-1115, 'Invalid timeInForce.'),
  invalidOrderType: () => new VenueError(-1116, 'Invalid orderType.'),
  invalidSide: () => new VenueError(-1117, 'Invalid side.'),
  invalidInterval: () => new VenueError(-1120, 'Invalid interval.'),
  invalidSymbol: () => new VenueError(-1121, 'Invalid symbol.'),
  invalidParameter: (param: string) => new VenueError(-1130, `Data sent for parameter '${param}' is not valid.`),
  recvWindowTooLarge: () => new VenueError(-1131, 'recvWindow must be less than 60000'),
  filterFailure: (filter: string) => new VenueError(-1013, `Filter failure: ${filter}`),
  insufficientBalance: () => new VenueError(-2010, 'Account has insufficient balance for requested action.'),
  duplicateOrder: () => new VenueError(-2010, 'Duplicate order sent.'),
  wouldTake: () => new VenueError(-2010, 'Order would immediately match and take.'),
  unknownOrder: () => new VenueError(-2011, 'Unknown order sent.'),
  orderDoesNotExist: () => new VenueError(-2013, 'Order does not exist.'),
  apiKeyFormat: () => new VenueError(-2014, 'API-key format invalid.', 401),
  apiKeyRejected: () => new VenueError(-2015, 'Invalid API-key, IP, or permissions for action.', 401),
} as const;
