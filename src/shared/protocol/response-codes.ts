// The response-code catalogue of spec §8, plus the protocol's own codes (11xx) and the shared
// failure codes. Every code the server sends is named here; the client decides what to do with
// each one in src/client/lib/api/response-actions.ts.

export const CODE = {
  success: 1000,
  updateOffered: 1003,
  updateForced: 1004,
  invalidParams: 1010,
  // Protocol (envelope) failures
  malformedRequest: 1100,
  undecryptable: 1101,
  badSignature: 1102,
  staleTimestamp: 1103,
  replayed: 1104,
  unknownServerKey: 1105,
  unknownCall: 1106,
  payloadTooLarge: 1107,
  /** The server cannot remember one more request against replays (or cannot reach its store): try again shortly. */
  serverBusy: 1108,
  tooManyRequests: 1429,
  serverError: 1500,
  featureDisabled: 1501,
  // Session (spec §8: session cleared, go to login)
  notLoggedIn: 2000,
  sessionInvalid: 2001,
  sessionExpired: 2002,
  loggedInElsewhere: 2014,
  passwordChanged: 2020,
  accountLocked: 2053,
  ipInvalid: 2015,
  safeLoginRequired: 2016,
  toAccountPage: 2092,
  confirmToStocks: 2099,
  tokenNotAuthorised: 2107,
  tokenNotAuthorisedMain: 2108,
  gasProblem: 2109,
  mainWalletGasLow: 2110,
  tradingWalletGasAuthFailed: 2171,
  authorisationCase1: 2172,
  authorisationCase2: 2173,
  authorisationCase3: 2174,
  silent: 2176,
  planExpired: 3001,
  // Accounts (docs/accounts.md): the message is shown and the call rejected.
  wrongCredentials: 4001,
  wrongEmailCode: 4002,
  wrongAuthCode: 4003,
  usernameTaken: 4004,
  emailTaken: 4005,
  emailAlreadyLinked: 4006,
  unknownInviteCode: 4007,
  authenticatorNotBound: 4008,
  lockedOut: 4009,
  wrongCurrentPassword: 4010,
  verificationExpired: 4011,
  mailFailed: 4012,
  // Exchange accounts and markets (docs/architecture.md "Exchange layer")
  exchangeAlreadyLinked: 4101,
  verificationFailed: 4102,
  unknownExchange: 4103,
  exchangeAccountNotFound: 4104,
  exchangeUnavailable: 4105,
  unknownMarket: 4106,
  exchangeAccountInUse: 4107,
  notSandboxVenue: 4108,
  // DEX venues and tokens (docs/architecture.md "DEX venues")
  tokenFormat: 4109,
  solanaPairRequired: 4110,
  tokenNotFound: 4111,
  poolNotFound: 4112,
  // Alerts (docs/alerts.md): the message is shown and the call rejected.
  alarmNotFound: 4201,
  channelNotBound: 4202,
  alarmNoAccount: 4203,
  alarmLimit: 4204,
  // Manual trading and background tasks (docs/trading.md): the message is shown and the call rejected.
  amountExceedsBalance: 4301,
  orderNotFound: 4302,
  taskNotFound: 4303,
  batchTradeFailed: 4304,
  exportNoEmail: 4305,
  exportNoData: 4306,
  orderRejected: 4307,
  batchTooSmall: 4308,
  // Futures positions (docs/futures.md)
  noOpenPosition: 4309,
  closeAboveClosable: 4310,
  // Risk users (/userRiskManagement)
  riskUserExists: 4312,
  riskUserNotFound: 4313,
  // Wallets (docs/wallets.md): the message is shown and the call rejected.
  walletNotFound: 4401,
  groupNameTaken: 4402,
  groupNotFound: 4403,
  mainWalletMissing: 4404,
  mainWalletExists: 4405,
  allocationInProgress: 4406,
  collectionInProgress: 4407,
  noWalletsMatch: 4408,
  largeTransferCode: 4409,
  invalidPrivateKey: 4411,
  walletLimit: 4412,
  unknownChain: 4413,
  amountPrecision: 4414,
  amountTooSmall: 4415,
  // DEX swaps: batch orders and main-wallet orders (docs/trading.md "DEX swaps").
  swapNoWallets: 4501,
  swapNoFunds: 4502,
  mainWalletOff: 4503,
  swapRefused: 4504,
  // Billing (docs/billing.md): the message is shown and the call rejected.
  renewalInsufficientBalance: 4601,
  changeInsufficientBalance: 4602,
  walletLocked: 4603,
  depositWalletMissing: 4604,
  // The assistant (AI chat): a conversation or chat that is not the caller's, or no longer exists.
  assistantChatNotFound: 4701,
  // Bots (docs/bots.md): the message is shown and the call rejected.
  botSameParameters: 7001,
  botNotInPlan: 7002,
  botMarketLimit: 7003,
  botConfirmationNeeded: 7004,
  botNotFound: 7005,
  botNoAccount: 7006,
  botRunning: 7007,
  sequencePlanExists: 7008,
} as const;

export type ResponseCode = (typeof CODE)[keyof typeof CODE];

export const SESSION_CLEARED_CODES: readonly number[] = [2000, 2001, 2002, 2014, 2020, 2053];
export const WALLET_PAGE_REJECT_CODES: readonly number[] = [2109, 2110, 2171, 2172, 2173, 2174];

/** The wire shape of every /Api response. `data` is ciphertext (a string) once a request is authenticated. */
export interface ApiResponse<T = unknown> {
  code: number;
  msg: string;
  data: T;
}
