// The account module: registration, login and its second step, sessions, and the security centre
// (/Api/Account/*). createAccountModule gives the runtime the calls, the session resolver every
// call with auth: 'user' goes through, the first-start seeding and the cleanup job.
import type { RegisteredCall, SessionResolver } from '../../http/call-registry.ts';
import type { JobScheduler } from '../../jobs/scheduler.ts';
import type { AccountDeps } from './account-deps.ts';
import { type AccountServices, accountServices } from './account-services.ts';
import { type SecurityProofs, securityProofs } from './security-proofs.ts';
import { cancelTelegramBindCall } from './cancel-telegram-bind.ts';
import { scheduleAccountCleanup } from './cleanup-job.ts';
import { ensureFirstStart, type FirstStartResult } from './first-start.ts';
import { getAccountInfoCall } from './get-account-info.ts';
import { getGoogleAuthenticatorCall } from './get-google-authenticator.ts';
import { ipCheckSetCall } from './ip-check-set.ts';
import { loginCall } from './login.ts';
import { loginCodeCall } from './login-code.ts';
import { loginRecordsCall } from './login-records.ts';
import { logoutCall } from './logout.ts';
import { multiLoginSetCall } from './multi-login-set.ts';
import { preferencesSetCall } from './preferences-set.ts';
import { registerCall } from './register.ts';
import { resetPasswordCall } from './reset-password.ts';
import { safeLoginSetCall } from './safe-login-set.ts';
import { sendEmailCall } from './send-email.ts';
import { updateEmailCall } from './update-email.ts';
import { updateGoogleAuthenticatorCall } from './update-google-authenticator.ts';
import { updateGoogleAuthenticatorSwitchCall } from './update-google-authenticator-switch.ts';
import { updatePasswordCall } from './update-password.ts';

export { DEFAULT_DEMO_ACCOUNT, DEFAULT_DEMO_PASSWORD, firstStartLines } from './first-start.ts';
export { requireActivePlan, isPlanActive } from './plan-guard.ts';
export type { AccountDeps } from './account-deps.ts';

export function accountCalls(s: AccountServices): RegisteredCall[] {
  return [
    registerCall(s),
    loginCall(s),
    loginCodeCall(s),
    logoutCall(s),
    getAccountInfoCall(s),
    loginRecordsCall(s),
    updatePasswordCall(s),
    resetPasswordCall(s),
    updateEmailCall(s),
    sendEmailCall(s),
    safeLoginSetCall(s),
    multiLoginSetCall(s),
    ipCheckSetCall(s),
    getGoogleAuthenticatorCall(s),
    updateGoogleAuthenticatorCall(s),
    updateGoogleAuthenticatorSwitchCall(s),
    cancelTelegramBindCall(s),
    preferencesSetCall(s),
  ];
}

/** The SessionResolver for src/server/http: tokens of the sessions this module opens. */
export function accountSessionResolver(deps: AccountDeps): SessionResolver {
  return accountServices(deps).sessions.resolve;
}

export interface AccountModule {
  calls: RegisteredCall[];
  resolveSession: SessionResolver;
  /** Creates the operator invite code and the demo user when missing (demo null: none, and an earlier one is disabled); answers what to print. */
  firstStart(demo: { account: string; password: string } | null): Promise<FirstStartResult>;
  scheduleJobs(scheduler: JobScheduler): Promise<void>;
  /** The codes other modules ask for before a sensitive action. */
  proofs: SecurityProofs;
}

export function createAccountModule(deps: AccountDeps): AccountModule {
  const s = accountServices(deps);
  return {
    calls: accountCalls(s),
    resolveSession: s.sessions.resolve,
    firstStart: (demo) => ensureFirstStart(s, demo),
    scheduleJobs: (scheduler) => scheduleAccountCleanup(s, scheduler),
    proofs: securityProofs(s),
  };
}
