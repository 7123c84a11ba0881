// Robot levels as bit flags and what each plan grants (bots.md "Levels, groups, plans";
// decisions.md "Plans"), and what an account may run: its plan's access, or every family and level
// for a designated test account (docs/architecture.md "Bot engine"). The plans themselves (prices,
// markets at once) are in catalogue/plans.ts.
import { PLANS, type PlanLevel } from '../catalogue/plans.ts';

/** Spec §9: the number in brackets after a bot is its level: 1 basic, 2 advanced, 4 expert; 8 futures. */
export const LEVEL_FLAG = { basic: 1, advanced: 2, expert: 4, futures: 8 } as const;
export type LevelName = keyof typeof LEVEL_FLAG;

/** The family of bots a plan is sold for: CEX levels, the DEX, NFT or futures plan. */
export type BotFamily = 'cex' | 'dex' | 'nft' | 'futures';

export interface PlanAccess {
  /** Bit set of the CEX levels granted (and 8 for the futures bot). */
  levels: number;
  families: ReadonlySet<BotFamily>;
  /** Markets that may run bots at the same time. */
  marketsAtOnce: number;
}

function accessOf(level: PlanLevel): PlanAccess {
  const plan = PLANS.find((candidate) => candidate.level === level);
  if (!plan) return { levels: 0, families: new Set(), marketsAtOnce: 0 };
  let levels = 0;
  const families = new Set<BotFamily>();
  for (const grant of plan.grants) {
    if (grant === 'basic' || grant === 'advanced' || grant === 'expert') {
      levels |= LEVEL_FLAG[grant];
      families.add('cex');
    } else {
      families.add(grant);
      if (grant === 'futures') levels |= LEVEL_FLAG.futures;
    }
  }
  return { levels, families, marketsAtOnce: plan.concurrentMarkets };
}

export const PLAN_ACCESS: Readonly<Record<PlanLevel, PlanAccess>> = Object.fromEntries(
  PLANS.map((plan) => [plan.level, accessOf(plan.level)]),
) as Record<PlanLevel, PlanAccess>;

/** The plan's access, or none for an unknown plan key. */
export const planAccess = (level: string): PlanAccess => PLAN_ACCESS[level as PlanLevel] ?? accessOf(level as PlanLevel);

/** How many markets may run bots at once on this plan. */
export const marketsAtOnce = (level: string): number => planAccess(level).marketsAtOnce;

/** Every CEX level, the futures bot, and the DEX and NFT families. */
const EVERY_LEVEL = LEVEL_FLAG.basic | LEVEL_FLAG.advanced | LEVEL_FLAG.expert | LEVEL_FLAG.futures;
const EVERY_FAMILY: readonly BotFamily[] = ['cex', 'dex', 'nft', 'futures'];

/**
 * What an account may run. A designated test account (users.type 1; the demo user is one) is granted
 * every bot family and level whatever its plan, so a newcomer can try DEX and NFT bots on the
 * sandbox; its markets at once stay its plan's. Any other account gets its plan's access. The
 * server checks a start with it and /addrobot locks kinds with it, so both ends agree.
 */
export function accountAccess(level: string, testAccount: boolean): PlanAccess {
  const plan = planAccess(level);
  if (!testAccount) return plan;
  return { levels: EVERY_LEVEL, families: new Set(EVERY_FAMILY), marketsAtOnce: plan.marketsAtOnce };
}

/** The plan keys whose plan includes a bot of this family and level (for the "upgrade" link). */
export function plansIncluding(family: BotFamily, level: number): PlanLevel[] {
  return PLANS.filter((plan) => grants(planAccess(plan.level), family, level)).map((plan) => plan.level);
}

/** Whether a plan's access includes a bot of this family and level bit set. */
export function grants(access: PlanAccess, family: BotFamily, level: number): boolean {
  if (family === 'dex' || family === 'nft') return access.families.has(family);
  // A CEX bot needs one of its level bits (real_genpan_quick is expert on CEX or the futures bot).
  return (access.levels & level) !== 0;
}

/** Whether a kind also runs on a futures market (its level carries the futures bit: Quick Follow). */
export const runsOnFutures = (kind: { family: BotFamily; level: number }): boolean =>
  kind.family === 'cex' && (kind.level & LEVEL_FLAG.futures) !== 0;

/**
 * The level bits a bot needs on its market: on a futures market the futures bit (the futures plan
 * sells it), on a spot market the kind's CEX levels without it (Quick Follow on spot stays expert).
 */
export const levelOnMarket = (kind: { level: number }, onFutures: boolean): number =>
  onFutures ? kind.level & LEVEL_FLAG.futures : kind.level & ~LEVEL_FLAG.futures;
