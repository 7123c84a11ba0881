import type { BotKey } from '../../../shared/bots/catalogue.ts';
import { getRuntimeLog, type RuntimeLogEntry } from '../../../shared/contracts/robot/get-runtime-log.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import type { RobotDeps } from './robot-deps.ts';
import { robotRepository } from './robot-repository.ts';
import { renderLine } from './robot-text.ts';

/** How far back a search looks: the newest lines of the user's bots. */
const SEARCH_WINDOW = 5000;

const normalise = (text: string) => text.toLowerCase().replace(/[\s/_-]+/g, '');

/** The robot log, rendered in the caller's language and filtered by venue, exchange or pair, and text. */
export const getRuntimeLogCall = (deps: RobotDeps) =>
  answer(getRuntimeLog, async (input, ctx) => {
    if (input.robot_id !== undefined && !(await robotRepository(deps.db).byId(ctx.user!.userId, input.robot_id)))
      throw new ApiError(CODE.botNotFound);
    const rows = await robotRepository(deps.db).logs(
      ctx.user!.userId,
      { ...(input.web ? { web: input.web } : {}), ...(input.robot_id ? { robotId: input.robot_id } : {}) },
      SEARCH_WINDOW,
    );
    const exchange = input.exchange ? normalise(input.exchange) : '';
    const search = input.searchValue ? normalise(input.searchValue) : '';
    const entries: RuntimeLogEntry[] = [];
    for (const { log, robot } of rows) {
      // A DEX or NFT bot's venue is a DEX venue, named as the bot list names it.
      const venueName = deps.venues.venueName(robot.web);
      const pair = `${robot.base}/${robot.quote}`;
      if (
        exchange &&
        !normalise(venueName).includes(exchange) &&
        !normalise(robot.web).includes(exchange) &&
        !normalise(pair).includes(exchange)
      )
        continue;
      const text = renderLine(ctx.t, log.key, log.params as Record<string, unknown> | null, input.utc_offset);
      const name = ctx.t(`bots:kinds.${robot.kind}.name`);
      if (search && ![text, name, pair, robot.kind].some((value) => normalise(value).includes(search))) continue;
      entries.push({
        id: log.id,
        time: log.at.getTime(),
        robot_id: robot.id,
        kind: robot.kind as BotKey,
        web: robot.web,
        exchange: venueName,
        yenUnit1: robot.base,
        yenUnit2: robot.quote,
        level: log.level === 'warn' ? 'warn' : 'info',
        key: log.key,
        text,
        has_details: log.hasDetails,
      });
    }
    const start = (input.page - 1) * input.page_size;
    return { list: entries.slice(start, start + input.page_size), total: entries.length, page: input.page, page_size: input.page_size };
  });
