// Which network the wallet pages open on: the one asked for (?chain=), else the chain of the venue
// the user came from (?web=, e.g. from a DEX pair on /stocks), else the first one get_dex_chain
// lists, which is the sandbox chain with its demo funds.
import type { DexChainEntry } from '../../../../shared/contracts/markets/get-dex-chain.ts';

export function pickChain(
  chains: readonly DexChainEntry[],
  wanted: { chain?: string | undefined; web?: string | undefined },
): DexChainEntry | null {
  const asked = wanted.chain?.toUpperCase();
  const byKey = asked ? chains.find((entry) => entry.chain === asked) : undefined;
  if (byKey) return byKey;
  const byVenue = wanted.web ? chains.find((entry) => entry.webs.includes(wanted.web ?? '')) : undefined;
  return byVenue ?? chains[0] ?? null;
}
