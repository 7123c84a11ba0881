// A test's own way into a running server's DEX bot markets, as its runner opens them, and a market
// whose swaps land while their answers are lost (the process died, or the RPC went silent), so a
// test can leave a swap pending for the next session to learn from the chain.
import type { DexMarket } from '../../src/engine/runner/dex/dex-ports.ts';
import { dexAccess } from '../../src/server/modules/robots/dex-access.ts';
import type { ExchangeTestServer } from './exchange-server.ts';

export const serverDexAccess = (server: ExchangeTestServer) =>
  dexAccess({
    db: server.runtime.database.db,
    secretBox: server.runtime.secretBox,
    venues: server.runtime.venues,
    wallets: () => server.runtime.wallets,
    now: () => Date.now(),
  });

export function answersLost(market: DexMarket): DexMarket {
  return {
    ...market,
    swapper: {
      ...market.swapper,
      swap: async (...args: Parameters<typeof market.swapper.swap>) => {
        await market.swapper.swap(...args);
        throw new Error('the connection dropped');
      },
    },
  };
}
