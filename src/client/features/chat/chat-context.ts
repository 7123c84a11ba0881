// Where the user is, for the assistant's prompt (spec §7: exchange, pair and exchange type): the
// saved default pair of the signed-in account, as the trading screen keeps it.
import { useEffect, useState } from 'react';
import type { chatContext } from '../../../shared/contracts/assistant/fields.ts';
import { db } from '../../lib/db.ts';
import { defaultPairOf } from '../../lib/default-pair.ts';
import { sessionAtom, useAtomValue } from '../../lib/store.ts';
import type { z } from 'zod';

export type ChatContext = z.input<typeof chatContext>;

export function useChatContext(): ChatContext {
  const owner = useAtomValue(sessionAtom)?.account ?? null;
  const [context, setContext] = useState<ChatContext>({});
  useEffect(() => {
    if (!owner) return;
    let live = true;
    defaultPairOf(db, owner)
      .then((pair) => {
        if (!live || !pair.web) return;
        setContext({ exchange: pair.exchange || pair.web, pair: `${pair.yenUnit1}/${pair.yenUnit2}`, web_type: pair.webType });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [owner]);
  return context;
}
