// The risk-user module's parts, built once from its deps and handed to each call and the job.
import type { RiskUserDeps } from './risk-deps.ts';
import { RiskUserRepository } from './risk-user-repository.ts';

export type RiskServices = ReturnType<typeof riskServices>;

export function riskServices(deps: RiskUserDeps) {
  const riskUsers = new RiskUserRepository(deps.db);
  return {
    deps,
    riskUsers,
    delivery: deps.delivery,
    venueName: (web: string) => deps.venues.venueName(web),
    accounts: { db: deps.db, secretBox: deps.secretBox, venues: deps.venues },
    now: deps.now,
    log: deps.log,
  };
}
