// The main wallet's balances of the pair's tokens and the chain's coin (/Trade/dex_position), read
// again whenever a task ends (a swap, an allocation) and when asked.
import { useCallback, useEffect, useState } from 'react';
import type { ResponseOf } from '../../../../shared/contracts/define-call.ts';
import { dexPosition } from '../../../../shared/contracts/trade/dex-position.ts';
import { api } from '../../../lib/api/api.ts';
import { onAccountDataChanged } from '../../../lib/tasks/task-bridge.ts';
import { type DexPair, pairLabel } from '../pair/market-pair.ts';

export type DexPosition = ResponseOf<typeof dexPosition>;

/** null until answered; the api client has told the user when the call failed. */
export function useDexPosition(pair: DexPair): { position: DexPosition | null; reload(): void } {
  const [position, setPosition] = useState<DexPosition | null>(null);
  const { web, yenUnit1, yenUnit2 } = pair;
  const reload = useCallback(() => {
    const asked = { web, web_type: 1 as const, yenUnit1, yenUnit2 };
    api
      .call(dexPosition, asked, { web, currencyPair: pairLabel(asked) })
      .then(setPosition)
      .catch(() => undefined);
  }, [web, yenUnit1, yenUnit2]);
  useEffect(() => {
    setPosition(null);
    reload();
    return onAccountDataChanged(reload);
  }, [reload]);
  return { position, reload };
}
