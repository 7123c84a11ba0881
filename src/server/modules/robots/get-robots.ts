import { pairOfSymbol } from '../../../engine/connectors/venue-definition.ts';
import { getRobot } from '../../../shared/contracts/robot/get-robot.ts';
import { getRobotList, getRobotListAlone } from '../../../shared/contracts/robot/get-robot-list.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { marketOf } from '../markets/market-of.ts';
import type { RobotDeps } from './robot-deps.ts';
import { robotRepository } from './robot-repository.ts';
import { newWalletBots } from './new-wallet-bots.ts';

export const getRobotCall = (deps: RobotDeps) =>
  answer(getRobot, async (input, ctx) => {
    const row = await robotRepository(deps.db).byId(ctx.user!.userId, input.id);
    if (!row) throw new ApiError(CODE.botNotFound);
    const [robot] = await newWalletBots(deps).views([row], ctx.t);
    return { robot: robot! };
  });

/** Every bot of the user, newest first (/robot). */
export const getRobotListAloneCall = (deps: RobotDeps) =>
  answer(getRobotListAlone, async (input, ctx) => {
    const rows = await robotRepository(deps.db).list(ctx.user!.userId, {
      ...(input.web ? { web: input.web } : {}),
      ...(input.kind ? { kind: input.kind } : {}),
      ...(input.status ? { status: input.status } : {}),
    });
    return { list: await newWalletBots(deps).views(rows, ctx.t) };
  });

/** The bots of one market. */
export const getRobotListCall = (deps: RobotDeps) =>
  answer(getRobotList, async (input, ctx) => {
    const { symbol, kind } = marketOf(deps.venues, input);
    // "BTC/USDT:USDT" is the pair's perpetual: its bots are the futures ones.
    const { base, quote } = pairOfSymbol(symbol);
    const rows = await robotRepository(deps.db).list(ctx.user!.userId, {
      web: input.web,
      base,
      quote,
      marketKind: kind,
      ...(input.kind ? { kind: input.kind } : {}),
      ...(input.status ? { status: input.status } : {}),
    });
    return { list: await newWalletBots(deps).views(rows, ctx.t) };
  });
