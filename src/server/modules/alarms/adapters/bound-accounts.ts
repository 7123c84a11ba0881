// The alert system's view of the user's exchange accounts (src/server/modules/exchange-accounts):
// whether one is bound on a venue, and a connector signing with it through the shared connector
// pool (so alert reads wait in the same rate governor as the user's bots and screens).
import type { Db } from '../../../db/database.ts';
import type { SecretBox } from '../../../security/secret-box.ts';
import type { VenueServices } from '../../../venues/venue-services.ts';
import { openCredentials } from '../../exchange-accounts/credential-vault.ts';
import { exchangeAccountRepository } from '../../exchange-accounts/index.ts';
import type { BoundAccounts } from '../ports.ts';

export function boundExchangeAccounts(deps: { db: Db; secretBox: SecretBox; venues: VenueServices }): BoundAccounts {
  const repo = exchangeAccountRepository(deps.db);
  return {
    async isBound(userId, web) {
      return (await repo.byWeb(userId, web)) !== undefined;
    },
    async connectorFor(userId, web) {
      const row = await repo.byWeb(userId, web);
      if (!row) return null;
      return deps.venues.pool.accountConnector(web, openCredentials(deps.secretBox, userId, web, row.credentialsSealed));
    },
    venueName(web) {
      return deps.venues.registry.get(web)?.name ?? web;
    },
  };
}
