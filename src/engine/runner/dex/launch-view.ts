// What a launch kind (pump_sniper, pump_batch_buy, pump_sellout) sees of its launch beside the pool:
// whether the token is launched yet, in which block, whether it still trades on the launch
// platform's bonding curve or has graduated to a DEX pool, and what the group's wallets paid for it
// on the curve. The launch market (server, launch-access.ts) hands it out as part of its pool view,
// so the session passes it to the strategy unchanged.
import type { PoolView } from './dex-types.ts';

export type LaunchStage =
  /** Not launched yet (a known address with no curve yet, or the next launch still to come). */
  | 'waiting'
  /** Trading on the bonding curve: the pool view is the curve's virtual reserves and its fee. */
  | 'curve'
  /** Left the curve for a DEX pool: the pool view is that pool. */
  | 'graduated';

export interface LaunchView {
  stage: LaunchStage;
  /** The launch token (lower case); null while the next launch is awaited. */
  token: string | null;
  symbol: string | null;
  /** The block the token was launched in; null while waiting, or when the chain's history at hand no longer reaches it. */
  launchBlock: number | null;
  /** The curve's market cap and the cap at which it graduates (the chain's coin). */
  marketCap: number;
  graduationCap: number;
  /** What the group's wallets bought on the curve (read from its Trade events), when the kind asks for it. */
  bought?: { tokens: number; paid: number };
}

export interface LaunchPoolView extends PoolView {
  launch: LaunchView;
}

/** The launch behind a pool view, for a market that has one. */
export function launchOf(pool: PoolView): LaunchView | null {
  return 'launch' in pool ? (pool as LaunchPoolView).launch : null;
}
