// Sequence plans of a user (spec §3, §5): saved by name and reused by the charting bots. A name in
// use answers 7008 until the user confirms the overwrite; expired points are dropped on saving;
// with the bot's range given, a point too far outside it is refused and a range that excludes the
// last price is a warning. A draw bot keeps the plan's points as they were when it was saved.
import { and, asc, eq } from 'drizzle-orm';
import { BOT_RULE } from '../../../shared/bots/fields.ts';
import { checkSequencePlan, type SequencePoint } from '../../../shared/bots/sequence-plan.ts';
import { getSequencePlans, type SequencePlanView, saveSequencePlan } from '../../../shared/contracts/robot/sequence-plans.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import type { Db } from '../../db/database.ts';
import { sequencePlans } from '../../db/schema/index.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { findOwned } from '../owned-row.ts';
import type { RobotDeps } from './robot-deps.ts';

type PlanRow = typeof sequencePlans.$inferSelect;

const view = (row: PlanRow): SequencePlanView => ({
  id: row.id,
  name: row.name,
  points: row.points as SequencePoint[],
  updated_at: row.updatedAt.getTime(),
});

export async function sequencePlanOf(db: Db, userId: number, id: number): Promise<SequencePlanView | null> {
  const row = await findOwned(db, sequencePlans, userId, id);
  return row ? view(row) : null;
}

export const saveSequencePlanCall = (deps: RobotDeps) =>
  answer(saveSequencePlan, async (input, ctx) => {
    const userId = ctx.user!.userId;
    const now = deps.now();
    const lower = input.price_lower;
    const upper = input.price_upper;
    const checked =
      lower !== undefined && upper !== undefined
        ? checkSequencePlan(input, { now, lower, upper, lastPrice: input.last_price ?? null })
        : {
            plan: { ...input, points: input.points.filter((point) => point.time > now) },
            errors: input.points.some((point) => point.time > now) ? [] : [BOT_RULE.sequencePoints],
            warnings: [],
          };
    if (checked.errors.length > 0) throw new ApiError(CODE.invalidParams, checked.errors[0]!);

    const [existing] = await deps.db
      .select()
      .from(sequencePlans)
      .where(and(eq(sequencePlans.userId, userId), eq(sequencePlans.name, input.name)));
    if (existing && !input.overwrite)
      throw new ApiError(CODE.sequencePlanExists, `code.${CODE.sequencePlanExists}`, { data: { id: existing.id } });
    const points = checked.plan.points;
    const [row] = existing
      ? await deps.db
          .update(sequencePlans)
          .set({ points, updatedAt: new Date(now) })
          .where(eq(sequencePlans.id, existing.id))
          .returning()
      : await deps.db
          .insert(sequencePlans)
          .values({ userId, name: input.name, points, createdAt: new Date(now), updatedAt: new Date(now) })
          .returning();
    return { plan: view(row!), dropped: input.points.length - points.length, warnings: checked.warnings };
  });

export const getSequencePlansCall = (deps: RobotDeps) =>
  answer(getSequencePlans, async (_input, ctx) => {
    const rows = await deps.db
      .select()
      .from(sequencePlans)
      .where(eq(sequencePlans.userId, ctx.user!.userId))
      .orderBy(asc(sequencePlans.name));
    return { list: rows.map(view) };
  });

/**
 * A draw bot on a sequence path gets the plan's future points copied into its parameters when it
 * is saved; a point too far outside the bot's range is refused (the range may exclude the last
 * price: that is a warning the plan screen already showed).
 */
export async function withSequencePoints(
  deps: RobotDeps,
  userId: number,
  kind: string,
  params: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  // Price Charting's sequence path and DEX Charting's sequence trend follow a stored plan.
  const onSequence = (kind === 'draw' && params['path'] === 'sequence') || (kind === 'shua_dex2' && params['trend'] === 'sequence');
  if (!onSequence) return params;
  const plan = await sequencePlanOf(deps.db, userId, Number(params['sequence_plan_id']));
  if (!plan) throw new ApiError(CODE.invalidParams, BOT_RULE.sequencePoints);
  const checked = checkSequencePlan(plan, {
    now: deps.now(),
    lower: Number(params['price_lower']),
    upper: Number(params['price_upper']),
    lastPrice: null,
  });
  if (checked.errors.length > 0) throw new ApiError(CODE.invalidParams, checked.errors[0]!);
  return { ...params, sequence_points: checked.plan.points };
}
