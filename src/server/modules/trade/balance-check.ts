// Spec §5 "amount not above available balance", checked before anything is sent: a buy needs the
// quote coin (price × quantity), a sell the base coin. The venue would refuse too, but a batch
// should be refused whole rather than half placed.
import type { CcxtConnector } from '../../../engine/connectors/ccxt-connector.ts';
import type { AssetBalance } from '../../../engine/connectors/types.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { viaVenue } from '../markets/venue-failure.ts';

export interface Needs {
  /** Quote coin a buy spends. */
  quote: number;
  /** Base coin a sell spends. */
  base: number;
}

export const freeOf = (balances: AssetBalance[], asset: string) => balances.find((balance) => balance.asset === asset)?.free ?? 0;

export async function checkAvailable(
  connector: CcxtConnector,
  pair: { base: string; quote: string },
  needs: Needs,
): Promise<AssetBalance[]> {
  const balances = await viaVenue(() => connector.fetchBalance());
  // A hair of tolerance: the form's percentage shortcuts round to the lot size from the same figure.
  const over = (need: number, asset: string) => need > 0 && need > freeOf(balances, asset) * (1 + 1e-9);
  if (over(needs.quote, pair.quote) || over(needs.base, pair.base)) throw new ApiError(CODE.amountExceedsBalance);
  return balances;
}
