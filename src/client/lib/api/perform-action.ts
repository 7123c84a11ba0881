// Carries out a ResponseAction through the app's effects (navigation, dialogs, messages, the
// session). The effects are an interface so unit tests can watch every branch.
import { MESSAGE_DURATION_MS, type ResponseAction } from './response-actions.ts';

export type GasChoice = 'distribute' | 'directAuthorise' | 'ignore';
export type LogOrWallet = 'log' | 'wallet';

export interface UpdateInfo {
  latest: string;
  content: string;
}

export interface ApiEffects {
  toast(message: string, durationMs: number): void;
  /** Resolves true when the user confirms. */
  confirm(message: string): Promise<boolean>;
  chooseGas(message: string): Promise<GasChoice>;
  chooseLogOrWallet(message: string): Promise<LogOrWallet>;
  navigate(to: string): void;
  /** The full current path with its search, e.g. "/robot?web=x". */
  currentPath(): string;
  clearSession(): void;
  /** Shows the update offer; resolves true for "update now". */
  offerUpdate(info: UpdateInfo): Promise<boolean>;
  /** Shows the forced update; there is no way to refuse. */
  forceUpdate(info: UpdateInfo): void;
  applyUpdate(): void;
  ignoreVersion(version: string): Promise<void>;
}

export interface Outcome {
  code: number;
  msg: string;
  data: unknown;
}

const updateInfoOf = (data: unknown): UpdateInfo => {
  const value = (data ?? {}) as Partial<UpdateInfo>;
  return { latest: String(value.latest ?? ''), content: String(value.content ?? '') };
};

// Already on the login page: stay there rather than asking to come back to it after logging in.
const loginPathFor = (currentPath: string) =>
  currentPath === '/login' || currentPath.startsWith('/login?') ? currentPath : `/login?redirect=${encodeURIComponent(currentPath)}`;

/** Shows the code's message, then opens the page where the user deals with it. */
function tellThenOpen(effects: ApiEffects, message: string, to: string): void {
  effects.toast(message, MESSAGE_DURATION_MS);
  effects.navigate(to);
}

/** Returns true when the user was told (or deliberately not told, for 2176). */
export async function performAction(action: ResponseAction, outcome: Outcome, effects: ApiEffects): Promise<boolean> {
  switch (action.kind) {
    case 'success':
    case 'rejectToPage':
      return false;
    case 'silent':
      return true;
    case 'offerUpdate': {
      const info = updateInfoOf(outcome.data);
      if (await effects.offerUpdate(info)) effects.applyUpdate();
      else if (info.latest) await effects.ignoreVersion(info.latest);
      return true;
    }
    case 'forceUpdate':
      effects.forceUpdate(updateInfoOf(outcome.data));
      return true;
    case 'sessionCleared':
      effects.clearSession();
      tellThenOpen(effects, outcome.msg, loginPathFor(effects.currentPath()));
      return true;
    case 'ipInvalid':
      if (await effects.confirm(outcome.msg)) {
        effects.clearSession();
        effects.navigate(loginPathFor(effects.currentPath()));
      }
      return true;
    case 'safeLogin':
      effects.navigate('/safeLogin');
      return true;
    case 'toAccountPage':
      tellThenOpen(effects, outcome.msg, '/account');
      return true;
    case 'confirmThenStocks':
      if (await effects.confirm(outcome.msg)) effects.navigate('/stocks');
      return true;
    case 'authoriseToken':
    case 'authorisationCase': {
      if (await effects.confirm(outcome.msg)) {
        const token = (outcome.data as { token?: string } | null)?.token;
        effects.navigate(token ? `/subManage?gas_token=${encodeURIComponent(token)}` : '/subManage');
      }
      return true;
    }
    case 'gasChoice': {
      const choice = await effects.chooseGas(outcome.msg);
      if (choice === 'distribute') effects.navigate('/subManage?openDistribution=1');
      if (choice === 'directAuthorise') effects.navigate('/subManage');
      return true;
    }
    case 'toLogOrWallet': {
      const choice = await effects.chooseLogOrWallet(outcome.msg);
      effects.navigate(choice === 'log' ? '/robotlog' : '/subManage');
      return true;
    }
    case 'planExpired':
      tellThenOpen(effects, outcome.msg, '/renew');
      return true;
    case 'message':
      effects.toast(outcome.msg, action.durationMs);
      return true;
  }
}
