// /Markets/get_runtime_log_details: the lines one robot log line sums up (a price move's orders
// placed and filled), rendered in the caller's language. The bot is checked first: another user's
// bot is not found, whatever line is asked for.
import type { LogLine } from '../../../engine/runner/types.ts';
import { getRuntimeLogDetails } from '../../../shared/contracts/robot/get-runtime-log-details.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import type { RobotDeps } from './robot-deps.ts';
import { robotRepository } from './robot-repository.ts';
import { renderLine } from './robot-text.ts';

export const getRuntimeLogDetailsCall = (deps: RobotDeps) =>
  answer(getRuntimeLogDetails, async (input, ctx) => {
    const robots = robotRepository(deps.db);
    if (!(await robots.byId(ctx.user!.userId, input.robot_id))) throw new ApiError(CODE.botNotFound);
    const details = await robots.logDetails(input.robot_id, input.id);
    const lines = Array.isArray(details) ? (details as LogLine[]) : [];
    return {
      list: lines.map((line) => ({
        level: line.level === 'warn' ? ('warn' as const) : ('info' as const),
        key: line.key,
        text: renderLine(ctx.t, line.key, line.params ?? null, input.utc_offset),
      })),
    };
  });
