// What the app does with each response code of spec §8: one pure table, unit-tested branch by
// branch. perform-action.ts carries the chosen action out.
import { CODE, SESSION_CLEARED_CODES, WALLET_PAGE_REJECT_CODES } from '../../../shared/protocol/response-codes.ts';

export type ResponseAction =
  | { kind: 'success' }
  | { kind: 'offerUpdate' } // 1003: show version and content; refusing records the ignored version
  | { kind: 'forceUpdate' } // 1004: no refusing
  | { kind: 'sessionCleared' } // 2000/2001/2002/2014/2020/2053: to /login?redirect=<full path>, message shown
  | { kind: 'ipInvalid' } // 2015: confirm, then log in again
  | { kind: 'safeLogin' } // 2016: to /safeLogin
  | { kind: 'toAccountPage' } // 2092: to /account with the message
  | { kind: 'confirmThenStocks' } // 2099
  | { kind: 'authoriseToken' } // 2107/2108: confirm the token, then approve it
  | { kind: 'gasChoice' } // 2109: distribute / direct authorise / ignore
  | { kind: 'toLogOrWallet' } // 2110/2171: go to the log or to wallet management
  | { kind: 'authorisationCase' } // 2172/2173/2174
  | { kind: 'silent' } // 2176
  | { kind: 'rejectToPage' } // 2109-2174 on the wallet-management page: the page handles it
  | { kind: 'planExpired' } // 3001: message, then /renew
  | { kind: 'message'; durationMs: number }; // any other code: message for 3 s, call rejected

export interface ActionContext {
  onWalletManagementPage: boolean;
}

export const MESSAGE_DURATION_MS = 3000;

/** The codes with an action of their own; any other code is shown as a message. */
const ACTION_BY_CODE = new Map<number, Exclude<ResponseAction['kind'], 'message'>>([
  [CODE.updateOffered, 'offerUpdate'],
  [CODE.updateForced, 'forceUpdate'],
  [CODE.ipInvalid, 'ipInvalid'],
  [CODE.safeLoginRequired, 'safeLogin'],
  [CODE.toAccountPage, 'toAccountPage'],
  [CODE.confirmToStocks, 'confirmThenStocks'],
  [CODE.tokenNotAuthorised, 'authoriseToken'],
  [CODE.tokenNotAuthorisedMain, 'authoriseToken'],
  [CODE.gasProblem, 'gasChoice'],
  [CODE.mainWalletGasLow, 'toLogOrWallet'],
  [CODE.tradingWalletGasAuthFailed, 'toLogOrWallet'],
  [CODE.authorisationCase1, 'authorisationCase'],
  [CODE.authorisationCase2, 'authorisationCase'],
  [CODE.authorisationCase3, 'authorisationCase'],
  [CODE.silent, 'silent'],
  [CODE.planExpired, 'planExpired'],
]);

export function decideAction(code: number, context: ActionContext): ResponseAction {
  if (code === CODE.success) return { kind: 'success' };
  if (context.onWalletManagementPage && WALLET_PAGE_REJECT_CODES.includes(code)) return { kind: 'rejectToPage' };
  if (SESSION_CLEARED_CODES.includes(code)) return { kind: 'sessionCleared' };
  const kind = ACTION_BY_CODE.get(code);
  return kind ? { kind } : { kind: 'message', durationMs: MESSAGE_DURATION_MS };
}
