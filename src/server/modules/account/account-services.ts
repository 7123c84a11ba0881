// Builds the account module's repositories and services once; each call handler takes this.
import type { AccountDeps } from './account-deps.ts';
import { attemptGuard } from './attempt-guard.ts';
import { authenticatorService } from './authenticator.ts';
import { emailCodeRepository } from './email-code-repository.ts';
import { emailCodeService } from './email-codes.ts';
import { inviteCodeRepository } from './invite-code-repository.ts';
import { loginChallengeRepository } from './login-challenge-repository.ts';
import { loginRecordRepository } from './login-record-repository.ts';
import { sessionRepository } from './session-repository.ts';
import { sessionService } from './sessions.ts';
import { userRepository } from './user-repository.ts';

export function accountServices(deps: AccountDeps) {
  const users = userRepository(deps.db);
  const records = loginRecordRepository(deps.db);
  const sessionRows = sessionRepository(deps.db);
  const guard = attemptGuard(deps.limiter);
  const codeRows = emailCodeRepository(deps.db);
  return {
    deps,
    users,
    records,
    sessionRows,
    codeRows,
    invites: inviteCodeRepository(deps.db),
    challenges: loginChallengeRepository(deps.db),
    guard,
    emailCodes: emailCodeService(deps, codeRows, guard),
    authenticator: authenticatorService(deps, users, guard),
    sessions: sessionService(deps, sessionRows, records),
  };
}
export type AccountServices = ReturnType<typeof accountServices>;
