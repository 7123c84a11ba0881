// The user's accounts on venues with perpetual futures markets, each with its signing connector.
import type { CcxtConnector } from '../../../engine/connectors/ccxt-connector.ts';
import { openCredentials } from '../exchange-accounts/credential-vault.ts';
import { exchangeAccountRepository } from '../exchange-accounts/index.ts';
import type { TradeDeps } from '../trade/trade-deps.ts';

export interface FuturesAccount {
  web: string;
  exchange: string;
  connector: CcxtConnector;
}

export async function futuresAccountsOf(
  deps: Pick<TradeDeps, 'db' | 'secretBox' | 'venues'>,
  userId: number,
  web?: string,
): Promise<FuturesAccount[]> {
  const rows = await exchangeAccountRepository(deps.db).ofUser(userId);
  return rows.flatMap((row) => {
    const venue = deps.venues.registry.get(row.web);
    if (!venue?.marketKinds.includes('swap') || (web !== undefined && row.web !== web)) return [];
    const credentials = openCredentials(deps.secretBox, userId, venue.id, row.credentialsSealed);
    return [{ web: venue.id, exchange: venue.name, connector: deps.venues.pool.accountConnector(venue.id, credentials) }];
  });
}
