// The names of the chains DEX venues trade on (/Markets/get_dex_chain), for the venue labels: the
// exchange list gives only a chain's key. Asked only when the list has a DEX venue, and again when
// the language changes (the server names things in the caller's language).
import { useEffect, useState } from 'react';
import { getDexChain } from '../../../../shared/contracts/markets/get-dex-chain.ts';
import { api } from '../../../lib/api/api.ts';
import { languageAtom, useAtomValue } from '../../../lib/store.ts';

/** Chain key → the chain's name; empty until answered (labels then show the key). */
export function useDexChainNames(wanted: boolean): ReadonlyMap<string, string> {
  const language = useAtomValue(languageAtom);
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language asks again
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    api
      .call(getDexChain, {})
      .then((answer) => live && setNames(new Map(answer.list.map((chain) => [chain.chain, chain.name]))))
      .catch(() => undefined); // the labels keep the chain keys; the api client has said why
    return () => {
      live = false;
    };
  }, [wanted, language]);
  return names;
}
