// The call of a trading form or dialog: `sending` while it runs, so the submit cannot be pressed
// twice and the dialog cannot be closed under it. A failure needs nothing more here: the api client
// has already shown the server's reason.
import { useState } from 'react';

export function useTradeCall(): { sending: boolean; run<T>(call: () => Promise<T>, onDone: (answer: T) => unknown): void } {
  const [sending, setSending] = useState(false);
  const run = <T>(call: () => Promise<T>, onDone: (answer: T) => unknown) => {
    setSending(true);
    call()
      .then(onDone)
      .catch(() => undefined)
      .finally(() => setSending(false));
  };
  return { sending, run };
}
