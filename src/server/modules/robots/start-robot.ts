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
import { newWalletBots } from './new-wallet-bots.ts';

/**
 * Starts a bot after the plan, level, market and legal checks; a queued kind begins within 10
 * minutes, a new-wallet bot once its fresh wallets are made and funded (new-wallet-bots.ts).
 */
export const startRobotCall = (deps: RobotDeps) =>
  answer(startRobot, async (input, ctx) => {
    const repo = robotRepository(deps.db);
    const walletBots = newWalletBots(deps);
    let row = await repo.byId(ctx.user!.userId, input.id);
    if (!row) throw new ApiError(CODE.botNotFound);
    if (!ACTIVE_STATUSES.includes(row.status)) {
      await checkStart(deps, row, input.legal_confirmed);
      if (input.legal_confirmed && row.legalConfirmedAt === null)
        row = await repo.update(row.id, { legalConfirmedAt: new Date(deps.now()) });
      await switchOffForQuickFollow(deps, row);
      await walletBots.beforeStart(row, ctx.language);
      await deps.runner.start(botRecord(row));
      // The first bot start activates the account for the referral programme (decisions.md "Money").
      await deps.db
        .update(users)
        .set({ botActivatedAt: new Date(deps.now()) })
        .where(and(eq(users.id, row.userId), isNull(users.botActivatedAt)));
      row = (await repo.byId(ctx.user!.userId, input.id))!;
    }
    const [robot] = await walletBots.views([row], ctx.t);
    return { robot: robot! };
  });
