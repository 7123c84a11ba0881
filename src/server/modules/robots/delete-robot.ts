import { deleteRobot } from '../../../shared/contracts/robot/delete-robot.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import type { RobotDeps } from './robot-deps.ts';
import { newWalletBots } from './new-wallet-bots.ts';
import { ACTIVE_STATUSES, robotRepository } from './robot-repository.ts';

/** Deletes a stopped bot, its orders, fills and log (a new-wallet bot's once its wallets are collected). */
export const deleteRobotCall = (deps: RobotDeps) =>
  answer(deleteRobot, async (input, ctx) => {
    const repo = robotRepository(deps.db);
    const row = await repo.byId(ctx.user!.userId, input.id);
    if (!row) throw new ApiError(CODE.botNotFound);
    if (ACTIVE_STATUSES.includes(row.status) || deps.runner.status(row.id) !== null) throw new ApiError(CODE.botRunning);
    // A new-wallet bot goes once its wallets are home: its collection is the bot's to finish.
    await newWalletBots(deps).refuseWhileOut(row);
    await repo.remove(ctx.user!.userId, row.id);
    return { id: row.id };
  });
