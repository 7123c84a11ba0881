// A designated test account that binds a sandbox exchange with keys the sandbox created starts its
// trading screen on the pair the server named (spec §3: CAKE/BNB), saved as the user's default
// pair once the account is bound, not before: keys that were never bound change nothing.
import type { WebListEntry } from '../../../shared/contracts/markets/get-web-list.ts';
import { webIdOf } from '../../../shared/contracts/markets/pair.ts';
import { db } from '../../lib/db.ts';
import { saveDefaultPair } from '../../lib/default-pair.ts';
import { sessionAtom, store } from '../../lib/store.ts';

export interface StartingPair {
  base: string;
  quote: string;
}

export async function startOnPair(venue: WebListEntry, pair: StartingPair): Promise<void> {
  const owner = store.get(sessionAtom)?.account;
  if (!owner) return;
  await saveDefaultPair(db, {
    owner,
    exchange: venue.exchange,
    web: venue.web,
    yenUnit1: pair.base,
    yenUnit2: pair.quote,
    webId: webIdOf(venue.web, venue.web_type),
    webType: venue.web_type,
  });
}
