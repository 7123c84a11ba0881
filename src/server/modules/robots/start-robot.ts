import { and, eq, isNull } from 'drizzle-orm';
import { startRobot } from '../../../shared/contracts/robot/start-robot.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { users } from '../../db/schema/index.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import type { RobotDeps } from './robot-deps.ts';
import { ACTIVE_STATUSES, robotRepository } from './robot-repository.ts';
import { switchOffForQuickFollow } from './quick-follow.ts';
import { checkStart } from './robot-rules.ts';
import { botRecord } from './robot-store.ts';
import { robotView } from './robot-view.ts';

/** Starts a bot after the plan, level, market and legal checks; a queued kind begins within 10 minutes. */
export const startRobotCall = (deps: RobotDeps) =>
  answer(startRobot, async (input, ctx) => {
    const repo = robotRepository(deps.db);
    let row = await repo.byId(ctx.user!.userId, input.id);
    if (!row) throw new ApiError(CODE.botNotFound);
    if (!ACTIVE_STATUSES.includes(row.status)) {
      await checkStart(deps, row, input.legal_confirmed);
      if (input.legal_confirmed && row.legalConfirmedAt === null)
        row = await repo.update(row.id, { legalConfirmedAt: new Date(deps.now()) });
      await switchOffForQuickFollow(deps, row);
      await deps.runner.start(botRecord(row));
      // The first bot start activates the account for the referral programme (decisions.md "Money").
      await deps.db
        .update(users)
        .set({ botActivatedAt: new Date(deps.now()) })
        .where(and(eq(users.id, row.userId), isNull(users.botActivatedAt)));
      row = (await repo.byId(ctx.user!.userId, input.id))!;
    }
    return { robot: robotView(row, deps.venues, ctx.t) };
  });
