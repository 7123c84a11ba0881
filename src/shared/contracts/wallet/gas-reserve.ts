// What a 2110 answer carries when the main wallet holds the coin amount asked for but not the gas
// of its transfers on top: the most it can send after that gas, so the form can offer it. Amounts
// are decimal strings in whole units, as every wallet amount is.
import { z } from 'zod';

export const gasReserveRefusal = z.object({
  /** The most the main wallet can send now: its coin balance less the gas of the transfers. */
  most: z.string(),
  /** The gas those transfers cost at most. */
  gas: z.string(),
  /** The coin's symbol. */
  symbol: z.string(),
});
export type GasReserveRefusal = z.infer<typeof gasReserveRefusal>;
