// The connector of the user's account on a venue, signing with the bound key and waiting in that
// key's rate governor with the user's bots and other screens. No account: 2092 (go bind one).
import type { CcxtConnector } from '../../../engine/connectors/ccxt-connector.ts';
import type { MarketKind } from '../../../engine/connectors/venue-definition.ts';
import type { PairRequest } from '../../../shared/contracts/markets/pair.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { openCredentials } from '../exchange-accounts/credential-vault.ts';
import { exchangeAccountRepository } from '../exchange-accounts/index.ts';
import { marketOf } from '../markets/market-of.ts';
import type { TradeDeps } from './trade-deps.ts';

export interface TradeAccount {
  connector: CcxtConnector;
  web: string;
  symbol: string;
  kind: MarketKind;
}

export async function tradeAccountOf(
  deps: Pick<TradeDeps, 'db' | 'secretBox' | 'venues'>,
  userId: number,
  pair: PairRequest,
): Promise<TradeAccount> {
  const { venue, symbol, kind } = marketOf(deps.venues, pair);
  const row = await exchangeAccountRepository(deps.db).byWeb(userId, venue.id);
  if (!row) throw new ApiError(CODE.toAccountPage, 'exchange.noAccount');
  const credentials = openCredentials(deps.secretBox, userId, venue.id, row.credentialsSealed);
  return { connector: deps.venues.pool.accountConnector(venue.id, credentials), web: venue.id, symbol, kind };
}
