import { stopRobot } from '../../../shared/contracts/robot/stop-robot.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import type { RobotDeps } from './robot-deps.ts';
import { ACTIVE_STATUSES, robotRepository } from './robot-repository.ts';
import { RobotStore } from './robot-store.ts';
import { newWalletBots } from './new-wallet-bots.ts';

/** Stops a bot at once; answers once its pending orders are cancelled. */
export const stopRobotCall = (deps: RobotDeps) =>
  answer(stopRobot, async (input, ctx) => {
    const repo = robotRepository(deps.db);
    const row = await repo.byId(ctx.user!.userId, input.id);
    if (!row) throw new ApiError(CODE.botNotFound);
    const halted = await deps.runner.stop(row.id);
    // Not running in this process (it failed to resume): mark it stopped all the same.
    if (!halted && ACTIVE_STATUSES.includes(row.status)) {
      await new RobotStore(deps.db).setStatus(row.id, 'stopped', { reason: { key: 'stoppedByUser', level: 'info' } });
    }
    // A new-wallet bot's wallets go back to the main wallet at once.
    const walletBots = newWalletBots(deps);
    const stopped = (await repo.byId(ctx.user!.userId, input.id))!;
    await walletBots.collect(stopped, ctx.language);
    const [robot] = await walletBots.views([stopped], ctx.t);
    return { robot: robot! };
  });
