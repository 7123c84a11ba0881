import type { Db } from '../../db/database.ts';
import type { RegisteredCall } from '../../http/call-registry.ts';
import { RateLimiter } from '../../security/rate-limiter.ts';
import { checkVersionCall } from './check-version.ts';
import { echoCall } from './echo.ts';
import { requestErrorLogCall } from './request-error-log.ts';
import { type VersionPolicy, versionRepository } from './version-repository.ts';

export function systemCalls(deps: { db: Db; versionPolicy: VersionPolicy }): RegisteredCall[] {
  return [
    checkVersionCall(versionRepository(deps.db), deps.versionPolicy),
    requestErrorLogCall(deps.db, new RateLimiter(deps.db)),
    echoCall(),
  ];
}
